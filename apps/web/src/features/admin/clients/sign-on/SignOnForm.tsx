import { useEffect } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { messages, signOnFormSchema, signOnTexts as t, type SignOnForm as Values, type SignOnFormValues, type SignOnSettings } from '@portal/contracts';
import { errorText } from '../../../../api/errors.ts';
import { Button } from '../../../../ui/Button.tsx';
import { Field } from '../../../../ui/Field.tsx';
import { Form, useForm } from '../../../../ui/form/index.ts';
import layout from '../../../../ui/form/layout.module.css';
import { newerSignOn, useSaveSignOn } from '../api/saveSignOn.ts';
import styles from './SignOn.module.css';

const fields = ['issuer', 'clientId', 'clientSecret', 'emailDomains', 'logoutUrl'] as const;
type FieldName = (typeof fields)[number];
const fieldId = (field: FieldName) => `sign-on-${field}`;
/** The server names a bad domain's place in the list (`emailDomains.2`); the form has one field for them all. */
const serverField = (name: string): FieldName | undefined =>
  name.startsWith('emailDomains') ? 'emailDomains' : (fields as readonly string[]).includes(name) ? (name as FieldName) : undefined;

export const formValuesOf = (settings: SignOnSettings): Values => ({
  useDemoProvider: false,
  issuer: settings.issuer ?? '',
  clientId: settings.clientId ?? '',
  clientSecret: '',
  emailDomains: settings.emailDomains.join(', '),
  logoutUrl: settings.logoutUrl ?? '',
});

/**
 * The identity provider, the e-mail domains routed to it and the logout address. The secret is write-only: empty keeps
 * the stored one. Where the demo identity provider serves the client, one button connects it instead.
 */
export function SignOnForm({ clientId, settings }: { clientId: number; settings: SignOnSettings }) {
  const save = useSaveSignOn(clientId);
  const form = useForm<Values, SignOnFormValues, FieldName>({
    resolver: zodResolver(signOnFormSchema),
    defaultValues: formValuesOf(settings),
    fields,
    fieldId,
    serverField,
  });
  const { register, errorOf, reset, setValue } = form;
  // A newer version (this save, someone else's, a removal) brings its values; a test's result alone keeps what is typed.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the version says when the values are new
  useEffect(() => reset(formValuesOf(settings)), [settings.version, reset]);

  const onSubmit = form.submit((values) => save.mutateAsync({ ...values, version: settings.version }), {
    successText: t.saved,
    failureText: (error) => (newerSignOn(error) ? t.changedSinceOpened : errorText(error, messages.generic.somethingWrong)),
  });
  const connectDemo = async () => {
    setValue('useDemoProvider', true);
    await onSubmit();
    setValue('useDemoProvider', false);
  };

  const text = (name: FieldName, label: string, hint: string, extra: { type?: string; autoComplete?: string } = {}) => (
    <Field id={fieldId(name)} label={label} hint={hint} error={errorOf(name)}>
      {(a11y) => <input {...a11y} type={extra.type ?? 'text'} autoComplete={extra.autoComplete ?? 'off'} spellCheck={false} {...register(name)} />}
    </Field>
  );

  return (
    <Form form={form} className={layout.form} onSubmit={onSubmit} aria-label={t.title}>
      {settings.demoProvider.available && (
        <div className={styles.demo}>
          <h3>{t.demo.heading}</h3>
          <p>{t.demo.help}</p>
          <Button variant="secondary" disabled={form.busy} onClick={() => void connectDemo()}>
            {t.demo.use}
          </Button>
        </div>
      )}
      {text('issuer', t.issuer.label, t.issuer.help, { type: 'url' })}
      {text('clientId', t.clientId.label, t.clientId.help)}
      {text('clientSecret', t.clientSecret.label, settings.secretSet ? `${t.clientSecret.help} ${t.secretStored}` : t.clientSecret.help, {
        type: 'password',
        autoComplete: 'new-password',
      })}
      {text('emailDomains', t.emailDomains.label, t.emailDomains.help)}
      {text('logoutUrl', t.logoutUrl.label, t.logoutUrl.help, { type: 'url' })}
      <p className={styles.address}>
        {t.redirectUri} <code>{settings.redirectUri}</code>
      </p>
      <div className={`${layout.buttons} ${layout.start}`}>
        <Button type="submit" disabled={form.busy}>
          {form.busy ? t.saving : t.save}
        </Button>
      </div>
    </Form>
  );
}
