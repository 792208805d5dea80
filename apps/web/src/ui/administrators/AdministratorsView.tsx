import { useMemo, useState } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  clientAdminTexts,
  formatDateTime,
  inviteAdministratorRequest,
  messages,
  type ClientAdministrator,
  type InviteAdministratorRequest,
} from '@portal/contracts';
import { errorText } from '../../api/errors.ts';
import { Alert } from '../Alert.tsx';
import { Button } from '../Button.tsx';
import { DataTable } from '../DataTable.tsx';
import { Field } from '../Field.tsx';
import { Form, useForm } from '../form/index.ts';
import { Loading } from '../Loading.tsx';
import { useDataTable } from '../useDataTable.ts';
import layout from '../form/layout.module.css';
import styles from './AdministratorsView.module.css';

const t = clientAdminTexts.administrators;
const fields = ['firstName', 'surname', 'email'] as const;
const fieldId = (field: (typeof fields)[number]) => `invite-${field}`;
const column = createColumnHelper<ClientAdministrator>();
const nameOf = (a: ClientAdministrator) => `${a.firstName} ${a.surname}`;

interface AdministratorsViewProps {
  list: UseQueryResult<{ data: ClientAdministrator[] }>;
  /** Sends the invitation (the welcome e-mail); the form empties once it went. */
  onInvite: (values: InviteAdministratorRequest) => Promise<unknown>;
  onSuspend: (userId: number, suspended: boolean) => Promise<unknown>;
  /** The admin console's alone: removes an administrator who has no benefit choices. */
  onRemove?: (userId: number) => Promise<unknown>;
  inviteHint: string;
  /** The invitation's heading, under the page's (h1) or the tab's (h2) heading. */
  inviteHeadingLevel: 2 | 3;
}

/**
 * A client's HR administrators (issue 27 §2), shared by the admin console's Administrators tab and the employer area's
 * page: name, e-mail, status and last login; suspend or reinstate (and, in the console, remove); invite by name and
 * e-mail. The server decides who may do what (no one suspends themselves): its reason is said above the table.
 */
export function AdministratorsView({ list, onInvite, onSuspend, onRemove, inviteHint, inviteHeadingLevel }: AdministratorsViewProps) {
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const columns = useMemo(() => {
    const act = async (action: () => Promise<unknown>, done: string) => {
      setBusy(true);
      setOutcome(null);
      try {
        await action();
        setOutcome({ tone: 'success', text: done });
      } catch (error) {
        setOutcome({ tone: 'error', text: errorText(error, messages.generic.somethingWrong) });
      } finally {
        setBusy(false);
      }
    };
    return [
      column.display({ id: 'name', meta: { label: t.columns.name }, cell: (info) => nameOf(info.row.original) }),
      column.accessor('email', { meta: { label: t.columns.email } }),
      column.accessor('status', { meta: { label: t.columns.status }, cell: (info) => t.status[info.getValue()] }),
      column.accessor('lastLoginAt', {
        meta: { label: t.columns.lastLogin },
        cell: (info) => {
          const at = info.getValue();
          return at ? formatDateTime(at) : t.neverLoggedIn;
        },
      }),
      column.display({
        id: 'actions',
        meta: { label: t.columns.actions, hideLabel: true },
        cell: (info) => {
          const person = info.row.original;
          const name = nameOf(person);
          const suspended = person.status === 'suspended';
          const toggle = () => act(() => onSuspend(person.id, !suspended), suspended ? t.reinstated(name) : t.suspended(name));
          return (
            <span className={layout.buttons}>
              <Button variant="secondary" disabled={busy} aria-label={`${suspended ? t.reinstate : t.suspend} ${name}`} onClick={() => void toggle()}>
                {suspended ? t.reinstate : t.suspend}
              </Button>
              {onRemove && (
                <Button variant="ghost" disabled={busy} aria-label={`${t.remove} ${name}`} onClick={() => void act(() => onRemove(person.id), t.removed(name))}>
                  {t.remove}
                </Button>
              )}
            </span>
          );
        },
      }),
    ];
  }, [busy, onSuspend, onRemove]);
  const table = useDataTable(list.data?.data ?? [], columns, (a) => String(a.id));
  const form = useForm<InviteAdministratorRequest>({
    resolver: zodResolver(inviteAdministratorRequest),
    defaultValues: { firstName: '', surname: '', email: '' },
    fields,
    fieldId,
  });
  const { register, errorOf, reset } = form;
  const submit = form.submit(
    async (values) => {
      await onInvite(values);
      reset();
    },
    { successText: t.invited, serverErrors: 'both', failureText: (error) => errorText(error, messages.generic.somethingWrong) },
  );
  const InviteHeading = inviteHeadingLevel === 2 ? 'h2' : 'h3';

  return (
    <>
      {outcome && (
        <Alert tone={outcome.tone}>
          <p>{outcome.text}</p>
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
      <Form form={form} className={`${layout.form} ${styles.inviteForm}`} onSubmit={submit} before={<InviteHeading>{t.inviteHeading}</InviteHeading>}>
        <p>{inviteHint}</p>
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
    </>
  );
}
