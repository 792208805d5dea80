import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { messages, mfaDisableRequest, ownTexts } from '@portal/contracts';
import { errorText } from '../../../api/errors.ts';
import { Button } from '../../../ui/Button.tsx';
import { Field } from '../../../ui/Field.tsx';
import { Form, useForm } from '../../../ui/form/index.ts';
import { PasswordInput } from '../../../ui/PasswordInput.tsx';
import type { PanelBodyProps } from '../../../ui/SidePanel/index.ts';
import { useMfaDisable } from '../api/useMfaDisable.ts';
import layout from '../../../ui/form/layout.module.css';

const t = ownTexts.profile;
const FIELDS = ['reason', 'password', 'code'] as const;
type DisableField = (typeof FIELDS)[number];
const fieldId = (field: DisableField) => `two-fa-disable-${field}`;
type DisableValues = z.input<typeof mfaDisableRequest>;

/**
 * The 'two-fa-disable' side panel: turning two-factor off needs a reason (spec §5), and the current
 * password or a code from the app, so a session left open cannot turn it off.
 */
export default function TwoFaDisablePanel({ data, close }: PanelBodyProps<'two-fa-disable'>) {
  const { userId } = data;
  const disable = useMfaDisable(userId);
  const form = useForm<DisableValues, z.output<typeof mfaDisableRequest>>({
    resolver: zodResolver(mfaDisableRequest),
    defaultValues: { reason: '', password: '', code: '' },
    fields: FIELDS,
    fieldId,
  });
  const { register, errorOf } = form;

  // A wrong password or code comes back as a field error, shown at its field.
  const onSubmit = form.submit(
    async (values) => {
      await disable.mutateAsync({ reason: values.reason, password: values.password, code: values.code });
      close({ success: true });
    },
    { failureText: (error) => errorText(error, messages.twoFactor.serverError) },
  );

  return (
    <Form form={form} className={layout.form} onSubmit={onSubmit} before={<p>{t.disableIntro}</p>}>
      <Field id={fieldId('reason')} label={t.disableReason} error={errorOf('reason')}>
        {(a11y) => <textarea {...a11y} rows={4} {...register('reason')} />}
      </Field>
      <p className="muted">{t.disableProof}</p>
      <Field id={fieldId('password')} label={t.disablePassword} error={errorOf('password')}>
        {(a11y) => <PasswordInput {...a11y} autoComplete="current-password" {...register('password')} />}
      </Field>
      <Field id={fieldId('code')} label={t.disableCode} error={errorOf('code')}>
        {(a11y) => <input {...a11y} type="text" inputMode="numeric" autoComplete="one-time-code" maxLength={6} {...register('code')} />}
      </Field>
      <div className={layout.buttons}>
        <Button variant="secondary" onClick={() => close()}>
          {ownTexts.cancel}
        </Button>
        <Button type="submit" disabled={form.busy}>
          {form.busy ? t.saving : t.disable}
        </Button>
      </div>
    </Form>
  );
}
