import { useMemo, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { createColumnHelper } from '@tanstack/react-table';
import {
  formatDateAtTime,
  messages,
  webhookCreateSchema,
  webhookEventTypes,
  webhookTexts as t,
  type ClientDetail,
  type WebhookCreate,
  type WebhookEndpointView,
  type WebhookEventType,
} from '@portal/contracts';
import type { z } from 'zod';
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
import { useCreateWebhook, useUpdateWebhook, useWebhooks } from './api.ts';
import { DeliveryLog } from './DeliveryLog.tsx';
import styles from './Webhooks.module.css';

/** The tab's name in the client page's tab list (clientTabs.tsx). */
export const webhooksTabLabel = t.tab;

const column = createColumnHelper<WebhookEndpointView>();
const a = t.actions;

function AddForm({ clientId }: { clientId: number }) {
  const create = useCreateWebhook(clientId);
  const openModal = useModals((s) => s.openModal);
  const form = useForm<WebhookCreate, z.output<typeof webhookCreateSchema>, 'url' | 'description' | 'events'>({
    resolver: zodResolver(webhookCreateSchema),
    // Checked again on submit only: an address is valid and not by turns as it is typed (https://hr, https://hr.), and
    // each time the error summary came back it took the focus out of the field.
    reValidateMode: 'onSubmit',
    defaultValues: { url: '', description: '', events: [] },
    fields: ['url', 'description', 'events'],
    fieldId: (field) => (field === 'events' ? `webhook-event-${webhookEventTypes[0]}` : `webhook-${field}`),
    serverField: (name) => (name.startsWith('events') ? 'events' : name === 'url' || name === 'description' ? name : undefined),
  });
  const { register, errorOf, reset } = form;
  const submit = form.submit(
    async (values) => {
      const created = await create.mutateAsync(values);
      reset();
      openModal('webhook-secret', { title: t.secret.heading, secret: created.secret });
    },
    { serverErrors: 'both', failureText: (error) => errorText(error, messages.generic.somethingWrong) },
  );
  return (
    <Form form={form} className={`${layout.form} ${styles.create}`} onSubmit={submit}>
      <Field id="webhook-url" label={t.add.url.label} hint={t.add.url.help} error={errorOf('url')}>
        {(a11y) => <input {...a11y} type="text" inputMode="url" autoComplete="off" spellCheck={false} {...register('url')} />}
      </Field>
      <Field id="webhook-description" label={t.add.description.label} hint={t.add.description.help} error={errorOf('description')}>
        {(a11y) => <input {...a11y} type="text" autoComplete="off" {...register('description')} />}
      </Field>
      <FieldGroup legend={t.add.events.legend} hint={t.add.events.help} idBase="webhook-events" error={errorOf('events')}>
        <div className={styles.events}>
          {webhookEventTypes.map((type) => (
            <Checkbox key={type} id={`webhook-event-${type}`} value={type} label={t.events[type]} {...register('events')} />
          ))}
        </div>
      </FieldGroup>
      <div className={`${layout.buttons} ${layout.start}`}>
        <Button type="submit" disabled={form.busy}>
          {form.busy ? t.add.adding : t.add.button}
        </Button>
      </div>
    </Form>
  );
}

function EndpointTable({
  clientId,
  rows,
  open,
  onToggleLog,
}: {
  clientId: number;
  rows: WebhookEndpointView[];
  open: number | null;
  onToggleLog: (id: number) => void;
}) {
  const openModal = useModals((s) => s.openModal);
  const update = useUpdateWebhook(clientId);
  const columns = useMemo(
    () => [
      column.accessor('url', {
        meta: { label: t.list.url },
        cell: (info) => (
          <>
            <span className={styles.url}>{info.getValue()}</span>
            {info.row.original.description && <div className="muted">{info.row.original.description}</div>}
          </>
        ),
      }),
      column.accessor('events', {
        meta: { label: t.list.events },
        cell: (info) =>
          info
            .getValue()
            .map((type) => t.events[type as WebhookEventType] ?? type)
            .join(', '),
      }),
      column.accessor('enabled', {
        meta: { label: t.list.status },
        cell: (info) => {
          const until = info.row.original.previousSecretUntil;
          return (
            <>
              {info.getValue() ? <Badge tone="success">{t.list.enabled}</Badge> : <Badge tone="neutral">{t.list.disabled}</Badge>}
              {until && <div className="muted">{t.list.previousSecret(formatDateAtTime(until))}</div>}
            </>
          );
        },
      }),
      column.display({
        id: 'actions',
        meta: { label: t.list.actions, hideLabel: true },
        cell: (info) => {
          const endpoint = info.row.original;
          const toggle = endpoint.enabled ? a.disable : a.enable;
          const logLabel = open === endpoint.id ? a.hideLog : a.log;
          return (
            <div className={styles.actions}>
              <Button
                variant="secondary"
                aria-expanded={open === endpoint.id}
                aria-label={a.labelled(logLabel, endpoint.url)}
                onClick={() => onToggleLog(endpoint.id)}
              >
                {logLabel}
              </Button>
              <Button
                variant="secondary"
                aria-label={a.labelled(toggle, endpoint.url)}
                disabled={update.isPending}
                onClick={() => update.mutate({ endpointId: endpoint.id, body: { enabled: !endpoint.enabled } })}
              >
                {toggle}
              </Button>
              <Button
                variant="secondary"
                aria-label={a.labelled(a.rotate, endpoint.url)}
                onClick={() => openModal('rotate-webhook-secret', { title: t.rotate.title, clientId, endpointId: endpoint.id })}
              >
                {a.rotate}
              </Button>
              <Button
                variant="secondary"
                aria-label={a.labelled(a.remove, endpoint.url)}
                onClick={() => openModal('delete-webhook', { title: t.remove.title, clientId, endpointId: endpoint.id, url: endpoint.url })}
              >
                {a.remove}
              </Button>
            </div>
          );
        },
      }),
    ],
    [clientId, open, onToggleLog, openModal, update],
  );
  const table = useDataTable(rows, columns, (row) => String(row.id));
  return <DataTable table={table} caption={t.list.caption} empty={t.list.none} />;
}

/**
 * A client's webhooks (issue 39): its endpoints with the events each wants, added with the signing secret shown once,
 * turned on or off, given a new secret, deleted after a confirmation; each with its delivery log and "Send again".
 */
export function WebhooksTab({ client }: { client: ClientDetail }) {
  const list = useWebhooks(client.id);
  const [open, setOpen] = useState<number | null>(null);
  const shown = list.data?.endpoints.find((endpoint) => endpoint.id === open) ?? null;
  return (
    <section aria-labelledby="webhooks-title">
      <h2 id="webhooks-title">{t.title}</h2>
      <p className="muted">{t.intro}</p>
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
        <>
          <EndpointTable clientId={client.id} rows={list.data.endpoints} open={open} onToggleLog={(id) => setOpen((now) => (now === id ? null : id))} />
          {shown && <DeliveryLog clientId={client.id} endpointId={shown.id} url={shown.url} />}
          <section className={styles.part} aria-labelledby="webhook-add-heading">
            <h3 id="webhook-add-heading">{t.add.heading}</h3>
            <AddForm clientId={client.id} />
          </section>
        </>
      )}
    </section>
  );
}
