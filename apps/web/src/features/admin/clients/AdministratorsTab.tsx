import { useMemo } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { createColumnHelper } from '@tanstack/react-table';
import {
  clientAdminTexts,
  inviteAdministratorRequest,
  messages,
  type ClientAdministrator,
  type ClientDetail,
  type InviteAdministratorRequest,
} from '@portal/contracts';
import { errorText } from '../../../api/errors.ts';
import { Alert } from '../../../ui/Alert.tsx';
import { Button } from '../../../ui/Button.tsx';
import { DataTable } from '../../../ui/DataTable.tsx';
import { Field } from '../../../ui/Field.tsx';
import { Form, useForm } from '../../../ui/form/index.ts';
import { Loading } from '../../../ui/Loading.tsx';
import { useDataTable } from '../../../ui/useDataTable.ts';
import { useAdministrators, useInviteAdministrator, useRemoveAdministrator, useSetSuspended } from './api/administrators.ts';
import layout from '../../../ui/form/layout.module.css';
import styles from './ClientPage.module.css';

const t = clientAdminTexts.administrators;
const fields = ['firstName', 'surname', 'email'] as const;
const fieldId = (field: (typeof fields)[number]) => `invite-${field}`;
const column = createColumnHelper<ClientAdministrator>();
const nameOf = (a: ClientAdministrator) => `${a.firstName} ${a.surname}`;

/** The client's HR administrators: invite one by name and e-mail; suspend, reinstate or remove. */
export function AdministratorsTab({ client }: { client: ClientDetail }) {
  const list = useAdministrators(client.id);
  const invite = useInviteAdministrator(client.id);
  const suspend = useSetSuspended(client.id);
  const remove = useRemoveAdministrator(client.id);
  const busy = suspend.isPending || remove.isPending;
  const columns = useMemo(
    () => [
      column.display({ id: 'name', meta: { label: t.columns.name }, cell: (info) => nameOf(info.row.original) }),
      column.accessor('email', { meta: { label: t.columns.email } }),
      column.accessor('status', { meta: { label: t.columns.status }, cell: (info) => t.status[info.getValue()] }),
      column.display({
        id: 'actions',
        meta: { label: t.columns.actions, hideLabel: true },
        cell: (info) => {
          const person = info.row.original;
          const suspended = person.status === 'suspended';
          return (
            <span className={layout.buttons}>
              <Button
                variant="secondary"
                disabled={busy}
                aria-label={`${suspended ? t.reinstate : t.suspend} ${nameOf(person)}`}
                onClick={() => suspend.mutate({ userId: person.id, suspended: !suspended })}
              >
                {suspended ? t.reinstate : t.suspend}
              </Button>
              <Button variant="ghost" disabled={busy} aria-label={`${t.remove} ${nameOf(person)}`} onClick={() => remove.mutate(person.id)}>
                {t.remove}
              </Button>
            </span>
          );
        },
      }),
    ],
    [busy, suspend, remove],
  );
  const table = useDataTable(list.data?.data ?? [], columns, (a) => String(a.id));
  const form = useForm<InviteAdministratorRequest>({
    resolver: zodResolver(inviteAdministratorRequest),
    defaultValues: { firstName: '', surname: '', email: '' },
    fields,
    fieldId,
  });
  const { register, errorOf, reset } = form;
  const onSubmit = form.submit(
    async (values) => {
      const invited = await invite.mutateAsync(values);
      reset();
      return invited;
    },
    { successText: t.invited, serverErrors: 'both', failureText: (error) => errorText(error, messages.generic.somethingWrong) },
  );
  const actionError = suspend.error ?? remove.error;

  return (
    <section aria-labelledby="administrators-heading">
      <h2 id="administrators-heading">{clientAdminTexts.tabs.administrators}</h2>
      <p>{t.intro}</p>
      {actionError && (
        <Alert tone="error">
          <p>{errorText(actionError, messages.generic.somethingWrong)}</p>
        </Alert>
      )}
      {list.isPending ? (
        <Loading label={t.caption} />
      ) : list.isError ? (
        <Alert tone="error">
          <p>{t.loadFailed}</p>
        </Alert>
      ) : (
        <DataTable table={table} caption={t.caption} empty={t.empty} />
      )}
      <Form form={form} className={`${layout.form} ${styles.inviteForm}`} onSubmit={onSubmit} before={<h3>{t.inviteHeading}</h3>}>
        <p>{t.inviteHint}</p>
        <Field id={fieldId('firstName')} label={t.firstName} error={errorOf('firstName')}>
          {(a11y) => <input {...a11y} type="text" autoComplete="off" {...register('firstName')} />}
        </Field>
        <Field id={fieldId('surname')} label={t.surname} error={errorOf('surname')}>
          {(a11y) => <input {...a11y} type="text" autoComplete="off" {...register('surname')} />}
        </Field>
        <Field id={fieldId('email')} label={t.email} error={errorOf('email')}>
          {(a11y) => <input {...a11y} type="email" autoComplete="off" {...register('email')} />}
        </Field>
        <div className={`${layout.buttons} ${layout.start}`}>
          <Button type="submit" disabled={form.busy}>
            {form.busy ? t.inviting : t.invite}
          </Button>
        </div>
      </Form>
    </section>
  );
}
