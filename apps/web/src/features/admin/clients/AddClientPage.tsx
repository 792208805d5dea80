import { useNavigate } from 'react-router';
import { zodResolver } from '@hookform/resolvers/zod';
import { clientAdminTexts, createClientRequest, messages, ownTexts, type CreateClientRequest } from '@portal/contracts';
import { errorText } from '../../../api/errors.ts';
import { adminClientPath, paths } from '../../../config/paths.ts';
import { Button } from '../../../ui/Button.tsx';
import { ButtonLink } from '../../../ui/ButtonLink.tsx';
import { Field } from '../../../ui/Field.tsx';
import { Form, useForm } from '../../../ui/form/index.ts';
import { Page } from '../../../ui/Page.tsx';
import { useDocumentTitle } from '../../../ui/useDocumentTitle.ts';
import { useCreateClient } from './api/createClient.ts';
import layout from '../../../ui/form/layout.module.css';

const t = clientAdminTexts;
const fields = ['name', 'code'] as const;
const fieldId = (field: (typeof fields)[number]) => `client-${field}`;

/** `/app/admin/clients/new`: a client's name and code; it starts in draft and opens on its Details tab. */
export function AddClientPage() {
  useDocumentTitle(t.addTitle);
  const navigate = useNavigate();
  const create = useCreateClient();
  const form = useForm<CreateClientRequest>({ resolver: zodResolver(createClientRequest), defaultValues: { name: '', code: '' }, fields, fieldId });
  const { register, errorOf } = form;
  const onSubmit = form.submit(
    async (values) => {
      const client = await create.mutateAsync(values);
      void navigate(adminClientPath(client.id));
    },
    { serverErrors: 'both', failureText: (error) => errorText(error, messages.generic.somethingWrong) },
  );

  return (
    <Page
      title={t.addTitle}
      intro={t.addIntro}
      breadcrumbs={[{ label: ownTexts.home, to: paths.app.admin }, { label: t.listTitle, to: paths.app.adminClients }, { label: t.addTitle }]}
    >
      <Form form={form} className={layout.form} onSubmit={onSubmit}>
        <Field id={fieldId('name')} label={t.fields.name} hint={t.fields.nameHint} error={errorOf('name')}>
          {(a11y) => <input {...a11y} type="text" autoComplete="organization" {...register('name')} />}
        </Field>
        <Field id={fieldId('code')} label={t.fields.code} hint={t.fields.codeHint} error={errorOf('code')}>
          {(a11y) => <input {...a11y} type="text" autoComplete="off" spellCheck={false} {...register('code')} />}
        </Field>
        <div className={`${layout.buttons} ${layout.start}`}>
          <Button type="submit" disabled={form.busy}>
            {form.busy ? t.creating : t.create}
          </Button>
          <ButtonLink variant="secondary" to={paths.app.adminClients}>
            {t.cancel}
          </ButtonLink>
        </div>
      </Form>
    </Page>
  );
}

export { AddClientPage as Component };
