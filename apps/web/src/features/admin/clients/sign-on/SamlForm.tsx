import { useEffect, type ChangeEvent } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { messages, samlFormSchema, samlTexts as t, signOnTexts, type SamlForm as Values, type SamlFormValues, type SamlSettings } from '@portal/contracts';
import { errorText } from '../../../../api/errors.ts';
import { Button } from '../../../../ui/Button.tsx';
import { Field } from '../../../../ui/Field.tsx';
import { Form, useForm } from '../../../../ui/form/index.ts';
import layout from '../../../../ui/form/layout.module.css';
import { newerSaml, useSaveSaml } from '../api/saml.ts';
import styles from './SignOn.module.css';

const fields = ['metadataXml', 'idpEntityId', 'ssoUrl', 'certificates', 'emailDomains'] as const;
type FieldName = (typeof fields)[number];
const fieldId = (field: FieldName) => `saml-${field}`;
/** The server names a place in a list (`emailDomains.2`, `certificates.0`); the form has one field for each list. */
const serverField = (name: string): FieldName | undefined => {
  const base = name.split('.')[0] ?? '';
  return (fields as readonly string[]).includes(base) ? (base as FieldName) : undefined;
};

const formValuesOf = (settings: SamlSettings): Values => ({
  metadataXml: '',
  idpEntityId: settings.idpEntityId ?? '',
  ssoUrl: settings.ssoUrl ?? '',
  certificates: settings.certificates.map((certificate) => certificate.pem.trim()).join('\n'),
  emailDomains: settings.emailDomains.join(', '),
});

/** The SAML identity provider: its metadata pasted or chosen as a file, or its details by hand; the e-mail domains routed to it. */
export function SamlForm({ clientId, settings }: { clientId: number; settings: SamlSettings }) {
  const save = useSaveSaml(clientId);
  const form = useForm<Values, SamlFormValues, FieldName>({
    resolver: zodResolver(samlFormSchema),
    defaultValues: formValuesOf(settings),
    fields,
    fieldId,
    serverField,
  });
  const { register, errorOf, reset, setValue } = form;
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the version says when the values are new
  useEffect(() => reset(formValuesOf(settings)), [settings.version, reset]);

  const onSubmit = form.submit((values) => save.mutateAsync({ ...values, version: settings.version }), {
    successText: t.saved,
    failureText: (error) => (newerSaml(error) ? signOnTexts.changedSinceOpened : errorText(error, messages.generic.somethingWrong)),
  });
  const readFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (file) setValue('metadataXml', await file.text(), { shouldDirty: true });
  };

  const line = (name: 'idpEntityId' | 'ssoUrl' | 'emailDomains', label: string, hint: string, type = 'text') => (
    <Field id={fieldId(name)} label={label} hint={hint} error={errorOf(name)}>
      {(a11y) => <input {...a11y} type={type} autoComplete="off" spellCheck={false} {...register(name)} />}
    </Field>
  );

  return (
    <Form form={form} className={layout.form} onSubmit={onSubmit} aria-label={t.save}>
      <Field id={fieldId('metadataXml')} label={t.metadata.label} hint={t.metadata.help} error={errorOf('metadataXml')}>
        {(a11y) => <textarea {...a11y} rows={6} spellCheck={false} className={`${a11y.className} ${styles.code}`} {...register('metadataXml')} />}
      </Field>
      <Field id="saml-metadata-file" label={t.metadata.file}>
        {(a11y) => (
          <input {...a11y} type="file" accept=".xml,application/xml,text/xml,application/samlmetadata+xml" onChange={(event) => void readFile(event)} />
        )}
      </Field>
      <p>{t.manual}</p>
      {line('idpEntityId', t.idpEntityId.label, t.idpEntityId.help)}
      {line('ssoUrl', t.ssoUrl.label, t.ssoUrl.help, 'url')}
      <Field id={fieldId('certificates')} label={t.certificates.label} hint={t.certificates.help} error={errorOf('certificates')}>
        {(a11y) => <textarea {...a11y} rows={6} spellCheck={false} className={`${a11y.className} ${styles.code}`} {...register('certificates')} />}
      </Field>
      {line('emailDomains', t.emailDomains.label, t.emailDomains.help)}
      <div className={`${layout.buttons} ${layout.start}`}>
        <Button type="submit" disabled={form.busy}>
          {form.busy ? t.saving : t.save}
        </Button>
      </div>
    </Form>
  );
}
