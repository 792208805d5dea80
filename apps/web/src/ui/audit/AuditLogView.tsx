import type { UseQueryResult } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useId, type ReactNode } from 'react';
import { auditActions, auditActorName, auditDescription, auditTexts as t, formatDateTime, type AuditEntry, type AuditLog } from '@portal/contracts';
import { Alert } from '../Alert.tsx';
import { Button } from '../Button.tsx';
import { DataTable } from '../DataTable.tsx';
import { FieldError } from '../Field.tsx';
import { Loading } from '../Loading.tsx';
import { Pager } from '../Pager.tsx';
import { useDataTable } from '../useDataTable.ts';
import type { AuditFilterKey, AuditFilterState } from './useAuditFilter.ts';
import controls from '../ListControls.module.css';
import styles from './AuditLogView.module.css';

const column = createColumnHelper<AuditEntry>();
const when = column.accessor('createdAt', { meta: { label: t.columns.when }, cell: (info) => formatDateTime(info.getValue()) });
const client = column.accessor((entry) => entry.client?.name ?? '–', { id: 'client', meta: { label: t.columns.client } });
const people = [
  column.accessor((entry) => auditActorName(entry), { id: 'actor', meta: { label: t.columns.actor } }),
  column.accessor((entry) => entry.subject?.name ?? '–', { id: 'subject', meta: { label: t.columns.subject } }),
];
const description = column.accessor((entry) => auditDescription(entry), {
  id: 'description',
  meta: { label: t.columns.description },
  cell: (info) => <span className={styles.description}>{info.getValue()}</span>,
});
const clientColumns = [when, client, ...people, description];
const ownColumns = [when, ...people, description];

interface AuditLogViewProps {
  filter: AuditFilterState;
  log: UseQueryResult<AuditLog>;
  download: { run: () => void; pending: boolean; failed: boolean };
  /** The admin console's clients: a client filter, and a column naming each entry's client. */
  clients?: { id: number; name: string }[];
}

/** An audit log: filters (who, whom, action, days), the entries ten a page as sentences, and the same filter as CSV. */
export function AuditLogView({ filter, log, download, clients }: AuditLogViewProps) {
  const id = useId();
  const table = useDataTable(log.data?.data ?? [], clients ? clientColumns : ownColumns, (entry) => String(entry.id));
  const filtered = Object.values(filter.values).some(Boolean);

  const labelled = (
    key: AuditFilterKey,
    label: string,
    control: (props: { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string }) => ReactNode,
  ) => {
    const error = filter.errors[key];
    const fieldId = `${id}-${key}`;
    return (
      <div className={controls.field}>
        <label htmlFor={fieldId}>{label}</label>
        {error && <FieldError id={`${fieldId}-error`}>{error}</FieldError>}
        {control({ id: fieldId, 'aria-invalid': Boolean(error), ...(error && { 'aria-describedby': `${fieldId}-error` }) })}
      </div>
    );
  };
  const text = (key: 'actor' | 'subject', label: string) =>
    labelled(key, label, (props) => (
      <input {...props} type="search" autoComplete="off" maxLength={100} value={filter.values[key]} onChange={(e) => filter.set(key, e.target.value)} />
    ));
  const day = (key: 'from' | 'to', label: string) =>
    labelled(key, label, (props) => <input {...props} type="date" value={filter.values[key]} onChange={(e) => filter.set(key, e.target.value)} />);

  return (
    <>
      <fieldset className={`${controls.toolbar} ${styles.filters}`}>
        <legend className="visually-hidden">{t.filtersLegend}</legend>
        {clients &&
          labelled('client', t.client, (props) => (
            <select {...props} value={filter.values.client} onChange={(e) => filter.set('client', e.target.value)}>
              <option value="">{t.allClients}</option>
              {clients.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </select>
          ))}
        {text('actor', t.actor)}
        {text('subject', t.subject)}
        {labelled('action', t.action, (props) => (
          <select {...props} value={filter.values.action} onChange={(e) => filter.set('action', e.target.value)}>
            <option value="">{t.allActions}</option>
            {auditActions.map((action) => (
              <option key={action} value={action}>
                {t.actions[action]}
              </option>
            ))}
          </select>
        ))}
        {day('from', t.from)}
        {day('to', t.to)}
        <div className={styles.download}>
          <Button variant="secondary" disabled={download.pending || filter.filter === null} onClick={download.run}>
            {download.pending ? t.downloading : t.downloadCsv}
          </Button>
        </div>
      </fieldset>
      {download.failed && (
        <Alert tone="error">
          <p>{t.downloadFailed}</p>
        </Alert>
      )}
      {filter.filter === null ? null : log.isPending ? (
        <Loading label={t.loading} />
      ) : log.isError ? (
        <Alert tone="error">
          <p>{t.loadFailed}</p>
        </Alert>
      ) : (
        <>
          <DataTable table={table} caption={t.caption} empty={filtered ? t.noMatches : t.empty} />
          <Pager label={t.title} page={log.data.currentPage} lastPage={log.data.lastPage} onPage={filter.setPage} />
        </>
      )}
    </>
  );
}
