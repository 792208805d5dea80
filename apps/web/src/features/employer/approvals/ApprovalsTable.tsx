import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { createColumnHelper, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { approvalTexts as t, formatLongDate, type ApprovalResult, type PendingSelection } from '@portal/contracts';
import { Badge } from '../../../ui/Badge.tsx';
import { Button } from '../../../ui/Button.tsx';
import { DataTable } from '../../../ui/DataTable.tsx';
import { useModals } from '../../../ui/Modal/index.ts';
import { RequestedValue } from './RequestedValue.tsx';
import { allState, tickedIds, toggleAll, toggleOne, type Ticked } from './ticked.ts';
import styles from './approvals.module.css';

/** A row: a request, with its benefit's name in the list across benefits. */
export type RequestRow = PendingSelection & { benefitName?: string };

const column = createColumnHelper<RequestRow>();

/** The select-all box, mixed when only some rows are ticked. */
function SelectAll({ state, onChange, className }: { state: 'all' | 'some' | 'none'; onChange: () => void; className?: string }) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = state === 'some';
  }, [state]);
  return (
    <input
      ref={ref}
      type="checkbox"
      className={[styles.tick, className].filter(Boolean).join(' ')}
      aria-label={t.selectAll}
      checked={state === 'all'}
      onChange={onChange}
    />
  );
}

/** Who asks, and what: a first choice ('New') or a change of cover in force, and when they asked. */
const requestColumns = {
  employee: [
    column.accessor('employeeName', { meta: { label: t.columns.employees } }),
    column.accessor('employeeNumber', { meta: { label: t.columns.employeeNumber }, cell: (info) => info.getValue() ?? '' }),
  ],
  benefit: column.accessor((row) => row.benefitName ?? '', { id: 'benefit', meta: { label: t.columns.benefit } }),
  kind: [
    column.accessor('kind', {
      meta: { label: t.columns.request },
      // Why it waits, under what it is: HR decides knowing whether a medical answer referred it.
      cell: (info) => (
        <>
          <Badge tone={info.getValue() === 'change' ? 'info' : 'neutral'}>{t.kinds[info.getValue()]}</Badge>
          <span className={styles.reason}>{info.row.original.reason}</span>
        </>
      ),
    }),
  ],
  requestedOn: column.accessor('requestedAt', { meta: { label: t.columns.requestedOn }, cell: (info) => formatLongDate(info.getValue()) }),
};

interface ApprovalsTableProps {
  /** The fields' labels, in order (a row without one leaves its cell empty). */
  columns: string[];
  data: RequestRow[];
  caption: string;
  /** Across benefits: a Benefit column, and each tick names the benefit too. */
  showBenefit?: boolean;
  /** Told what the server did once the employer confirms (the page says it). */
  onDecided: (result: ApprovalResult) => void;
}

/**
 * Spec §2 Approvals panel: select-all, 'Employees', one row per selection with the benefit's field columns (a change
 * shows current → requested), then Approve and Reject, which open the confirmation (or, with nothing ticked, the
 * message asking to review the choice). Issue 26 item 5: the employee number, the benefit across benefits, and the
 * day each was asked.
 */
export function ApprovalsTable({ columns: fieldColumns, data, caption, showBenefit = false, onDecided }: ApprovalsTableProps) {
  const [ticked, setTicked] = useState<Ticked>(() => new Set());
  const openModal = useModals((s) => s.openModal);
  const ids = useMemo(() => data.map((row) => row.selectionId), [data]);
  const state = allState(ticked, ids);
  const toggleEvery = useCallback(() => setTicked((current) => toggleAll(current, ids)), [ids]);
  const columns = useMemo(
    () => [
      column.display({
        id: 'select',
        // Phones show the table as cards without its header: their select-all sits above it instead (CSS picks one).
        meta: { label: t.select, headerContent: <SelectAll state={state} onChange={toggleEvery} className={styles.wideOnly} /> },
        cell: (info) => (
          <input
            type="checkbox"
            className={styles.tick}
            aria-label={
              showBenefit && info.row.original.benefitName
                ? t.selectRequest(info.row.original.employeeName, info.row.original.benefitName)
                : t.selectRow(info.row.original.employeeName)
            }
            checked={ticked.has(info.row.original.selectionId)}
            onChange={() => setTicked((current) => toggleOne(current, info.row.original.selectionId))}
          />
        ),
      }),
      ...requestColumns.employee,
      ...(showBenefit ? [requestColumns.benefit] : []),
      ...requestColumns.kind,
      ...fieldColumns.map((label) =>
        column.accessor((row) => row.fields[label] ?? '', {
          id: `field-${label}`,
          meta: { label },
          cell: (info) => <RequestedValue row={info.row.original} label={label} />,
        }),
      ),
      requestColumns.requestedOn,
    ],
    [fieldColumns, showBenefit, state, ticked, toggleEvery],
  );
  // The project does not use the React Compiler, so TanStack Table's unmemoisable API costs nothing here.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({ data, columns, getCoreRowModel: getCoreRowModel(), getRowId: (row) => String(row.selectionId) });
  const ask = (approval: boolean) =>
    openModal('confirm-approvals', {
      selectionIds: tickedIds(ticked, ids),
      approval,
      onDecided: (result) => {
        setTicked(new Set());
        onDecided(result);
      },
    });
  return (
    <>
      <label className={styles.phoneOnly}>
        <SelectAll state={state} onChange={toggleEvery} />
        <span aria-hidden="true">{t.selectAll}</span>
      </label>
      {/* Compact: its headers wrap, so a request's every column fits a 1280 px screen rather than scrolling out of sight. */}
      <DataTable table={table} caption={caption} empty={t.emptyBenefit} density="compact" />
      <div className={styles.actions}>
        <Button onClick={() => ask(true)}>{t.approve}</Button>
        <Button variant="secondary" onClick={() => ask(false)}>
          {t.reject}
        </Button>
      </div>
    </>
  );
}
