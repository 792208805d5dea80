import { useMemo } from 'react';
import { createColumnHelper } from '@tanstack/react-table';
import { formatDateTime, webhookTexts, type WebhookDeliveryView, type WebhookEventType } from '@portal/contracts';
import { Alert } from '../../../../ui/Alert.tsx';
import { Badge, type BadgeTone } from '../../../../ui/Badge.tsx';
import { Button } from '../../../../ui/Button.tsx';
import { DataTable } from '../../../../ui/DataTable.tsx';
import { Loading } from '../../../../ui/Loading.tsx';
import { useDataTable } from '../../../../ui/useDataTable.ts';
import { useResendWebhookDelivery, useWebhookDeliveries } from './api.ts';
import styles from './Webhooks.module.css';

const t = webhookTexts.log;
const column = createColumnHelper<WebhookDeliveryView>();
const tones: Record<WebhookDeliveryView['status'], BadgeTone> = { pending: 'info', delivered: 'success', failed: 'danger' };
const eventName = (type: string) => webhookTexts.events[type as WebhookEventType] ?? type;

/** An endpoint's latest deliveries: the event, when, status, attempts and the last answer, with "Send again". */
export function DeliveryLog({ clientId, endpointId, url }: { clientId: number; endpointId: number; url: string }) {
  const log = useWebhookDeliveries(clientId, endpointId);
  const resend = useResendWebhookDelivery(clientId, endpointId);
  const columns = useMemo(
    () => [
      column.accessor('eventType', { meta: { label: t.event }, cell: (info) => `${eventName(info.getValue())} (${info.getValue()})` }),
      column.accessor('createdAt', { meta: { label: t.created }, cell: (info) => formatDateTime(info.getValue()) }),
      column.accessor('status', { meta: { label: t.status }, cell: (info) => <Badge tone={tones[info.getValue()]}>{t.statuses[info.getValue()]}</Badge> }),
      column.accessor('attempts', { meta: { label: t.attempts } }),
      column.display({
        id: 'answer',
        meta: { label: t.answer },
        cell: (info) => {
          const row = info.row.original;
          return row.lastError ?? (row.lastStatusCode !== null ? t.code(row.lastStatusCode) : '');
        },
      }),
      column.display({
        id: 'actions',
        meta: { label: t.actions, hideLabel: true },
        cell: (info) => {
          const row = info.row.original;
          if (row.status === 'pending') return null;
          return (
            <Button
              variant="secondary"
              aria-label={t.sendAgainLabel(eventName(row.eventType), formatDateTime(row.createdAt))}
              disabled={resend.isPending}
              onClick={() => resend.mutate(row.id)}
            >
              {t.sendAgain}
            </Button>
          );
        },
      }),
    ],
    [resend],
  );
  const table = useDataTable(log.data?.deliveries ?? [], columns, (row) => String(row.id));
  return (
    <section className={styles.log} aria-labelledby={`webhook-log-${endpointId}`}>
      <div className={styles.logHeader}>
        <h4 id={`webhook-log-${endpointId}`}>{t.caption(url)}</h4>
        <Button variant="secondary" onClick={() => void log.refetch()}>
          {t.refresh}
        </Button>
      </div>
      {resend.isSuccess && <p role="status">{t.sent}</p>}
      {log.isPending ? (
        <Loading />
      ) : log.isError ? (
        <Alert tone="error">
          <p>{t.loadFailed}</p>
        </Alert>
      ) : (
        <DataTable table={table} caption={t.caption(url)} empty={t.none} />
      )}
    </section>
  );
}
