import { useEffect } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { clientAdminTexts, clientDetailsUpdate, messages, type ClientDetail, type ClientDetailsUpdate } from '@portal/contracts';
import { errorText } from '../../../api/errors.ts';
import { Button } from '../../../ui/Button.tsx';
import { Field } from '../../../ui/Field.tsx';
import { Form, useForm } from '../../../ui/form/index.ts';
import { conflictOf, saveClientDetails, useSaveClient } from './api/saveClient.ts';
import layout from '../../../ui/form/layout.module.css';

const t = clientAdminTexts;
const fields = ['name', 'code'] as const;
const fieldId = (field: (typeof fields)[number]) => `details-${field}`;
const valuesOf = (client: ClientDetail): ClientDetailsUpdate => ({ version: client.settingsVersion, name: client.name, code: client.code });

/** Name and code; the code is read-only once people are loaded (it is the address they were sent). */
export function DetailsTab({ client }: { client: ClientDetail }) {
  const save = useSaveClient(client.id, saveClientDetails);
  const form = useForm<ClientDetailsUpdate, ClientDetailsUpdate, (typeof fields)[number]>({
    resolver: zodResolver(clientDetailsUpdate),
    defaultValues: valuesOf(client),
    fields,
    fieldId,
  });
  const { register, errorOf, reset } = form;
  // A newer read (another tab's save, a 409) becomes the form's values.
  useEffect(() => reset(valuesOf(client)), [client, reset]);
  const onSubmit = form.submit((values) => save.mutateAsync(values), {
    successText: t.saved,
    serverErrors: 'both',
    failureText: (error) => (conflictOf(error) ? t.conflict : errorText(error, messages.generic.somethingWrong)),
  });

  return (
    <Form form={form} className={layout.form} onSubmit={onSubmit}>
      <Field id={fieldId('name')} label={t.fields.name} hint={t.fields.nameHint} error={errorOf('name')}>
        {(a11y) => <input {...a11y} type="text" {...register('name')} />}
      </Field>
      <Field id={fieldId('code')} label={t.fields.code} hint={client.codeLocked ? t.fields.codeLocked : t.fields.codeHint} error={errorOf('code')}>
        {(a11y) => <input {...a11y} type="text" spellCheck={false} readOnly={client.codeLocked} {...register('code')} />}
      </Field>
      <div className={`${layout.buttons} ${layout.start}`}>
        <Button type="submit" disabled={form.busy}>
          {form.busy ? t.saving : t.save}
        </Button>
      </div>
    </Form>
  );
}
