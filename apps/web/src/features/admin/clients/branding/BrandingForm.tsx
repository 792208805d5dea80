import { useWatch } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';
import { zodResolver } from '@hookform/resolvers/zod';
import { BRAND_FONTS, brandingFormSchema, brandingTexts as t, type Branding, type BrandingForm as Values, type BrandingValues } from '@portal/contracts';
import { ApiError } from '../../../../api/client.ts';
import { Button } from '../../../../ui/Button.tsx';
import { Field } from '../../../../ui/Field.tsx';
import { Form, useForm } from '../../../../ui/form/index.ts';
import layout from '../../../../ui/form/layout.module.css';
import { queryKeys } from '../../../../api/queryKeys.ts';
import { useSaveClientBranding } from '../../api/saveClientBranding.ts';
import { BrandPreview } from './BrandPreview.tsx';
import styles from './Branding.module.css';

const fields = ['brandName', 'primaryColour', 'secondaryColour', 'baseFont', 'headerFont', 'supportEmail', 'supportPhone'] as const;
const fieldId = (field: keyof Values) => `branding-${field}`;

export const formValuesOf = (branding: Branding): Values => ({
  brandName: branding.brandName,
  primaryColour: `#${branding.primaryColour.replace(/^#/, '')}`,
  secondaryColour: `#${branding.secondaryColour.replace(/^#/, '')}`,
  baseFont: (BRAND_FONTS as readonly string[]).includes(branding.baseFont) ? (branding.baseFont as Values['baseFont']) : BRAND_FONTS[0],
  headerFont: (BRAND_FONTS as readonly string[]).includes(branding.headerFont) ? (branding.headerFont as Values['headerFont']) : BRAND_FONTS[0],
  supportEmail: branding.supportEmail,
  supportPhone: branding.supportPhone,
});

/** The 409 answer's newer values, when that is what the failure is. */
export const newerBranding = (error: unknown): Branding | null =>
  error instanceof ApiError && error.status === 409 ? ((error.body.current as Branding | undefined) ?? null) : null;

/**
 * Brand name, colours (checked as they are typed against the contrast rule the server applies too, with the live
 * preview beside), fonts and support details. A save over someone else's shows their values and says so.
 */
export function BrandingForm({ clientId, branding }: { clientId: number; branding: Branding }) {
  const save = useSaveClientBranding(clientId);
  const queryClient = useQueryClient();
  const form = useForm<Values, BrandingValues>({
    resolver: zodResolver(brandingFormSchema),
    mode: 'onChange',
    defaultValues: formValuesOf(branding),
    fields,
    fieldId,
  });
  const { register, control, errorOf, setValue } = form;
  const [brandName, primary, secondary, baseFont, headerFont] = useWatch({
    control,
    name: ['brandName', 'primaryColour', 'secondaryColour', 'baseFont', 'headerFont'],
  });

  const onSubmit = form.submit((values) => save.mutateAsync({ ...values, version: branding.version }).then((saved) => form.reset(formValuesOf(saved))), {
    successText: t.saved,
    onFailure: (error) => {
      const current = newerBranding(error);
      if (!current) return;
      queryClient.setQueryData(queryKeys.admin.clientBranding(clientId), current);
      form.reset(formValuesOf(current));
    },
  });

  const colour = (name: 'primaryColour' | 'secondaryColour', label: string, hint: string) => (
    <Field id={fieldId(name)} label={label} hint={hint} error={errorOf(name)}>
      {(a11y) => (
        <div className={styles.colourRow}>
          <input {...a11y} {...register(name)} inputMode="text" autoComplete="off" spellCheck={false} maxLength={7} />
          <input
            type="color"
            className={styles.swatch}
            aria-label={`${label} (picker)`}
            value={
              /^#[0-9a-f]{6}$/i.test(name === 'primaryColour' ? primary : secondary)
                ? (name === 'primaryColour' ? primary : secondary).toLowerCase()
                : '#000000'
            }
            onChange={(event) => setValue(name, event.target.value.toUpperCase(), { shouldValidate: true, shouldDirty: true })}
          />
        </div>
      )}
    </Field>
  );

  return (
    <div className={styles.layout}>
      <Form form={form} className={layout.form} onSubmit={onSubmit} aria-label={t.title}>
        <Field id={fieldId('brandName')} label={t.brandName} error={errorOf('brandName')}>
          {(a11y) => <input {...a11y} {...register('brandName')} autoComplete="off" />}
        </Field>
        {colour('primaryColour', t.primaryColour, t.primaryHint)}
        {colour('secondaryColour', t.secondaryColour, t.secondaryHint)}
        {(['baseFont', 'headerFont'] as const).map((name) => (
          <Field key={name} id={fieldId(name)} label={name === 'baseFont' ? t.baseFont : t.headerFont} error={errorOf(name)}>
            {(a11y) => (
              <select {...a11y} {...register(name)}>
                {BRAND_FONTS.map((font) => (
                  <option key={font} value={font}>
                    {font}
                  </option>
                ))}
              </select>
            )}
          </Field>
        ))}
        <Field id={fieldId('supportEmail')} label={t.supportEmail} error={errorOf('supportEmail')}>
          {(a11y) => <input {...a11y} type="email" autoComplete="off" {...register('supportEmail')} />}
        </Field>
        <Field id={fieldId('supportPhone')} label={t.supportPhone} error={errorOf('supportPhone')}>
          {(a11y) => <input {...a11y} type="tel" autoComplete="off" {...register('supportPhone')} />}
        </Field>
        <div className={layout.buttons}>
          <Button type="submit" disabled={form.busy}>
            {t.save}
          </Button>
        </div>
      </Form>
      <BrandPreview brandName={brandName} primary={primary} secondary={secondary} logoUrl={branding.logoUrl} baseFont={baseFont} headerFont={headerFont} />
    </div>
  );
}
