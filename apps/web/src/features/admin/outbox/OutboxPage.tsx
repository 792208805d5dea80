import { useMemo } from 'react';
import { useAddressParams } from '../../../ui/useAddressParams.ts';
import { createColumnHelper } from '@tanstack/react-table';
import { formatDateTime, messages, outboxTexts as t, ownTexts, type OutboxMail } from '@portal/contracts';
import { errorText } from '../../../api/errors.ts';
import { paths } from '../../../config/paths.ts';
import { Alert } from '../../../ui/Alert.tsx';
import { Badge } from '../../../ui/Badge.tsx';
import { Button } from '../../../ui/Button.tsx';
import { DataTable } from '../../../ui/DataTable.tsx';
import { Loading } from '../../../ui/Loading.tsx';
import { Page } from '../../../ui/Page.tsx';
import { Pager } from '../../../ui/Pager.tsx';
import { useDataTable } from '../../../ui/useDataTable.ts';
import { useDocumentTitle } from '../../../ui/useDocumentTitle.ts';
import { useOutbox, useRetryMail } from '../api/outbox.ts';

const PAGE_PARAM = 'page';
const pageOf = (value: string | null) => (value && /^[1-9]\d{0,5}$/.test(value) ? Number(value) : 1);

const whenOf = (mail: OutboxMail) =>
  mail.status === 'failed'
    ? mail.failedAt && t.failedAt(formatDateTime(mail.failedAt))
    : mail.nextAttemptAt && t.nextAttempt(formatDateTime(mail.nextAttemptAt));

const column = createColumnHelper<OutboxMail>();
const outboxColumns = (retry: (mail: OutboxMail) => void, retryingId: number | null) => [
  column.accessor('to', { meta: { label: t.columns.to, rowHeader: true } }),
  column.accessor('subject', { meta: { label: t.columns.subject } }),
  column.display({ id: 'client', meta: { label: t.columns.client, hideOnPhones: true }, cell: (info) => info.row.original.client?.name ?? t.noClient }),
  column.display({
    id: 'status',
    meta: { label: t.columns.status },
    cell: (info) => {
      const { status } = info.row.original;
      return <Badge tone={status === 'failed' ? 'danger' : 'warning'}>{t.status[status]}</Badge>;
    },
  }),
  column.accessor('attempts', { meta: { label: t.columns.attempts, numeric: true } }),
  column.display({ id: 'when', meta: { label: t.columns.when }, cell: (info) => whenOf(info.row.original) ?? '' }),
  column.display({ id: 'lastError', meta: { label: t.columns.lastError }, cell: (info) => info.row.original.lastError ?? t.noError }),
  column.display({
    id: 'actions',
    meta: { label: t.columns.actions, hideLabel: true },
    cell: (info) => {
      const mail = info.row.original;
      if (mail.status !== 'failed') return null;
      return (
        <Button variant="secondary" aria-label={t.retryLabel(mail.subject, mail.to)} disabled={retryingId !== null} onClick={() => retry(mail)}>
          {retryingId === mail.id ? t.retrying : t.retry}
        </Button>
      );
    },
  }),
];

/**
 * `/app/outbox`: the e-mails the portal could not deliver (platform administrators only). Each failed one has Retry, which
 * sends it again; those still retrying say when their next try is. The page lives in the address.
 */
export function OutboxPage() {
  useDocumentTitle(t.title);
  const [params, setParams] = useAddressParams();
  const page = pageOf(params.get(PAGE_PARAM));
  const setPage = (next: number) =>
    setParams((current) => {
      const changed = new URLSearchParams(current);
      if (next === 1) changed.delete(PAGE_PARAM);
      else changed.set(PAGE_PARAM, String(next));
      return changed;
    });
  const list = useOutbox(page);
  const retry = useRetryMail();
  const { mutate } = retry;
  const retryingId = retry.isPending ? retry.variables.id : null;
  const columns = useMemo(() => outboxColumns(mutate, retryingId), [mutate, retryingId]);
  const table = useDataTable(list.data?.data ?? [], columns, (mail) => String(mail.id));

  return (
    <Page title={t.title} intro={t.intro} breadcrumbs={[{ label: ownTexts.home, to: paths.app.admin }, { label: t.title }]}>
      <div aria-live="polite">
        {retry.isSuccess && (
          <Alert tone="success">
            <p>{t.retried(retry.variables.to)}</p>
          </Alert>
        )}
        {retry.isError && (
          <Alert tone="error">
            <p>{errorText(retry.error, t.retryFailed, { network: messages.generic.failedToFetch, server: t.retryFailed })}</p>
          </Alert>
        )}
      </div>
      {list.isPending ? (
        <Loading label={t.loading} />
      ) : list.isError ? (
        <Alert tone="error">
          <p>{t.loadFailed}</p>
        </Alert>
      ) : (
        <>
          <DataTable table={table} caption={t.caption} layout="cards" empty={t.empty} />
          <Pager label={t.title} page={list.data.currentPage} lastPage={list.data.lastPage} onPage={setPage} />
        </>
      )}
    </Page>
  );
}

export { OutboxPage as Component };
