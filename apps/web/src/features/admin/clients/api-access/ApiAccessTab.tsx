import { useMemo } from 'react';
import { createColumnHelper } from '@tanstack/react-table';
import {
  apiAccessTexts as t,
  apiKeyScopes,
  formatDateTime,
  messages,
  type ApiCredentialKind,
  type ApiCredentialView,
  type ApiKeyScope,
  type ClientDetail,
} from '@portal/contracts';
import { errorText } from '../../../../api/errors.ts';
import { Alert } from '../../../../ui/Alert.tsx';
import { Badge } from '../../../../ui/Badge.tsx';
import { Button } from '../../../../ui/Button.tsx';
import { Checkbox } from '../../../../ui/Checkbox.tsx';
import { DataTable } from '../../../../ui/DataTable.tsx';
import { Field } from '../../../../ui/Field.tsx';
import { FieldGroup } from '../../../../ui/FieldGroup.tsx';
import { Form, useForm } from '../../../../ui/form/index.ts';
import layout from '../../../../ui/form/layout.module.css';
import { Loading } from '../../../../ui/Loading.tsx';
import { useModals } from '../../../../ui/Modal/index.ts';
import { useDataTable } from '../../../../ui/useDataTable.ts';
import { useApiCredentials, useCreateApiCredential } from './api.ts';
import styles from './ApiAccess.module.css';

const column = createColumnHelper<ApiCredentialView>();

interface CreateValues {
  name: string;
  scopes: ApiKeyScope[];
}

function CreateForm({ clientId, kind }: { clientId: number; kind: ApiCredentialKind }) {
  const create = useCreateApiCredential(clientId);
  const openModal = useModals((s) => s.openModal);
  const nameId = `${kind}-name`;
  const form = useForm<CreateValues, CreateValues, 'name' | 'scopes'>({
    defaultValues: { name: '', scopes: [] },
    fields: kind === 'api-key' ? ['name', 'scopes'] : ['name'],
    fieldId: (field) => (field === 'name' ? nameId : `${kind}-scope-${apiKeyScopes[0]}`),
  });
  const { register, errorOf, reset } = form;
  const submit = form.submit(
    async (values) => {
      const created = await create.mutateAsync(kind === 'api-key' ? { kind, name: values.name, scopes: values.scopes } : { kind, name: values.name });
      reset();
      openModal('api-credential-secret', { title: t.secretHeading[kind], kind, keyId: created.credential.keyId, secret: created.secret, token: created.token });
    },
    { serverErrors: 'both', failureText: (error) => errorText(error, messages.generic.somethingWrong) },
  );
  return (
    <Form
      form={form}
      className={`${layout.form} ${styles.create}`}
      onSubmit={submit}
      summary={kind === 'api-key'}
      before={<h4 className={styles.createHeading}>{t.createHeading[kind]}</h4>}
    >
      <Field id={nameId} label={t.nameLabel} hint={t.nameHint[kind]} error={errorOf('name')}>
        {(a11y) => <input {...a11y} type="text" autoComplete="off" maxLength={120} {...register('name')} />}
      </Field>
      {kind === 'api-key' && (
        <FieldGroup legend={t.scopesLabel} idBase={`${kind}-scopes`} error={errorOf('scopes')}>
          {apiKeyScopes.map((scope) => (
            <Checkbox key={scope} id={`${kind}-scope-${scope}`} value={scope} label={`${t.scopes[scope]} (${scope})`} {...register('scopes')} />
          ))}
        </FieldGroup>
      )}
      <div className={`${layout.buttons} ${layout.start}`}>
        <Button type="submit" disabled={form.busy}>
          {t.create[kind]}
        </Button>
      </div>
    </Form>
  );
}

function CredentialTable({ clientId, kind, rows }: { clientId: number; kind: ApiCredentialKind; rows: ApiCredentialView[] }) {
  const openModal = useModals((s) => s.openModal);
  const columns = useMemo(
    () => [
      column.accessor('name', { meta: { label: t.columns.name } }),
      column.accessor('keyId', { meta: { label: t.columns.keyId }, cell: (info) => <code className={styles.keyId}>{info.getValue()}</code> }),
      ...(kind === 'api-key' ? [column.accessor('scopes', { meta: { label: t.columns.scopes }, cell: (info) => info.getValue().join(', ') })] : []),
      column.accessor('createdAt', {
        meta: { label: t.columns.created },
        cell: (info) => t.createdBy(formatDateTime(info.getValue()), info.row.original.createdBy),
      }),
      column.accessor('lastUsedAt', {
        meta: { label: t.columns.lastUsed },
        cell: (info) => {
          const at = info.getValue();
          return at ? formatDateTime(at) : t.neverUsed;
        },
      }),
      column.accessor('revokedAt', {
        meta: { label: t.columns.status },
        cell: (info) => {
          const at = info.getValue();
          return at ? <Badge tone="neutral">{t.revokedOn(formatDateTime(at))}</Badge> : <Badge tone="success">{t.active}</Badge>;
        },
      }),
      column.display({
        id: 'actions',
        meta: { label: t.columns.actions, hideLabel: true },
        cell: (info) => {
          const credential = info.row.original;
          if (credential.revokedAt) return null;
          return (
            <Button
              variant="secondary"
              aria-label={`${t.revoke} ${credential.name}`}
              onClick={() =>
                openModal('revoke-api-credential', { title: t.revokeHeading(credential.name), clientId, credentialId: credential.id, name: credential.name })
              }
            >
              {t.revoke}
            </Button>
          );
        },
      }),
    ],
    [clientId, kind, openModal],
  );
  const table = useDataTable(rows, columns, (c) => String(c.id));
  return <DataTable table={table} caption={kind === 'api-key' ? t.apiKeysHeading : t.scimHeading} empty={t.empty[kind]} />;
}

/**
 * A client's API keys (for its HR system) and SCIM tokens (for its identity provider), issue 39: each listed with what
 * it may do and when it was last used, created with the secret shown once, revoked after a confirmation.
 */
export function ApiAccessTab({ client }: { client: ClientDetail }) {
  const list = useApiCredentials(client.id);
  const sections: { kind: ApiCredentialKind; heading: string }[] = [
    { kind: 'api-key', heading: t.apiKeysHeading },
    { kind: 'scim', heading: t.scimHeading },
  ];
  return (
    <section aria-labelledby="api-access-title">
      <h2 id="api-access-title">{t.heading}</h2>
      <p>{t.intro}</p>
      {list.isPending ? (
        <Loading label={t.loading} />
      ) : list.isError ? (
        <Alert tone="error">
          <p>{t.loadFailed}</p>
          <Button variant="secondary" onClick={() => void list.refetch()}>
            {t.retry}
          </Button>
        </Alert>
      ) : (
        sections.map(({ kind, heading }) => (
          <section key={kind} className={styles.part} aria-labelledby={`${kind}-heading`}>
            <h3 id={`${kind}-heading`}>{heading}</h3>
            <CredentialTable clientId={client.id} kind={kind} rows={list.data.data.filter((c) => c.kind === kind)} />
            <CreateForm clientId={client.id} kind={kind} />
          </section>
        ))
      )}
    </section>
  );
}
