import { useEffect } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { clientAdminTexts, clientFeaturesUpdate, messages, type ClientDetail, type ClientFeatures, type ClientFeaturesUpdate } from '@portal/contracts';
import { errorText } from '../../../api/errors.ts';
import { Button } from '../../../ui/Button.tsx';
import { Field } from '../../../ui/Field.tsx';
import { Form, useForm } from '../../../ui/form/index.ts';
import { conflictOf, saveClientFeatures, useSaveClient } from './api/saveClient.ts';
import layout from '../../../ui/form/layout.module.css';
import choice from '../../../ui/choice.module.css';
import styles from './ClientPage.module.css';

const t = clientAdminTexts;
const f = t.features;
type Values = ClientFeaturesUpdate;
type Switch = { [K in keyof ClientFeatures]: ClientFeatures[K] extends boolean ? K : never }[keyof ClientFeatures];
const fields = [
  'contactUsEnabled',
  'contactUsEmail',
  'mfaEnforcedEmployees',
  'mfaEnforcedEmployers',
  'ssoAccessOnly',
  'payrollCutoffDay',
  'dataLoadEligibilityImpact',
  'benefitInsightsEnabled',
  'welcomeCarouselEnabled',
  'oneHubIntegrationActive',
  'oneHubLogoutUrl',
] as const satisfies readonly (keyof ClientFeatures)[];
const fieldId = (field: (typeof fields)[number]) => `feature-${field}`;

const valuesOf = (client: ClientDetail): Values => ({
  version: client.settingsVersion,
  ...client.features,
  contactUsEmail: client.features.contactUsEmail ?? '',
  oneHubLogoutUrl: client.features.oneHubLogoutUrl ?? '',
});

/** Every setting of the client, each with one sentence of help; a save from an older read shows the newer values (409). */
export function FeaturesTab({ client }: { client: ClientDetail }) {
  const save = useSaveClient(client.id, saveClientFeatures);
  const form = useForm<Values, Values, (typeof fields)[number]>({
    resolver: zodResolver(clientFeaturesUpdate) as never,
    defaultValues: valuesOf(client),
    fields,
    fieldId,
  });
  const { register, errorOf, reset } = form;
  useEffect(() => reset(valuesOf(client)), [client, reset]);
  const onSubmit = form.submit((values) => save.mutateAsync(values), {
    successText: t.saved,
    serverErrors: 'both',
    failureText: (error) => (conflictOf(error) ? t.conflict : errorText(error, messages.generic.somethingWrong)),
  });

  const toggle = (name: Switch) => (
    <div className={styles.toggle}>
      <input id={fieldId(name)} type="checkbox" className={choice.box} aria-describedby={`${fieldId(name)}-help`} {...register(name)} />
      <label htmlFor={fieldId(name)} className={choice.label}>
        {f[name].label}
      </label>
      <p id={`${fieldId(name)}-help`} className={styles.help}>
        {f[name].help}
      </p>
    </div>
  );
  const text = (name: 'contactUsEmail' | 'oneHubLogoutUrl', type: 'email' | 'url') => (
    <Field id={fieldId(name)} label={f[name].label} hint={f[name].help} error={errorOf(name)}>
      {(a11y) => <input {...a11y} type={type} {...register(name)} />}
    </Field>
  );

  return (
    <Form form={form} className={layout.form} onSubmit={onSubmit} before={<p>{f.intro}</p>}>
      {toggle('contactUsEnabled')}
      {text('contactUsEmail', 'email')}
      {toggle('mfaEnforcedEmployees')}
      {toggle('mfaEnforcedEmployers')}
      {toggle('ssoAccessOnly')}
      <Field id={fieldId('payrollCutoffDay')} label={f.payrollCutoffDay.label} hint={f.payrollCutoffDay.help} error={errorOf('payrollCutoffDay')}>
        {(a11y) => <input {...a11y} type="number" min={1} max={28} inputMode="numeric" {...register('payrollCutoffDay', { valueAsNumber: true })} />}
      </Field>
      {toggle('dataLoadEligibilityImpact')}
      {toggle('benefitInsightsEnabled')}
      {toggle('welcomeCarouselEnabled')}
      {toggle('oneHubIntegrationActive')}
      {text('oneHubLogoutUrl', 'url')}
      <div className={`${layout.buttons} ${layout.start}`}>
        <Button type="submit" disabled={form.busy}>
          {form.busy ? t.saving : t.save}
        </Button>
      </div>
    </Form>
  );
}
