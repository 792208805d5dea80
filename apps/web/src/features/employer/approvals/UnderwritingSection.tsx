import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { createColumnHelper } from '@tanstack/react-table';
import { approvalTexts, formatLongDate, formatPounds, type UnderwritingCase } from '@portal/contracts';
import { Alert } from '../../../ui/Alert.tsx';
import { Button } from '../../../ui/Button.tsx';
import { DataTable } from '../../../ui/DataTable.tsx';
import { Loading } from '../../../ui/Loading.tsx';
import { useModals } from '../../../ui/Modal/index.ts';
import { RetryAlert } from '../../../ui/RetryAlert.tsx';
import { useDataTable } from '../../../ui/useDataTable.ts';
import { useUnderwritingCases } from '../api/underwritingCases.ts';
import styles from './approvals.module.css';
import employer from '../employer.module.css';

const t = approvalTexts.underwriting;
const column = createColumnHelper<UnderwritingCase>();
const pounds = (value: number) => formatPounds(value);

/** What the last answer did; `seq` renews the message so a second identical one is announced again. */
interface Outcome {
  text: string;
  seq: number;
}

/**
 * Issue 36: cover asked above the free cover limit, whose part above it awaits the insurer. HR records the insurer's
 * answer from each row (a dialog); once recorded, a polite status message says what happened and the row leaves the
 * list. The row's button is then gone, so the focus moves to the section's heading when the dialog closes.
 */
export function UnderwritingSection() {
  const list = useUnderwritingCases();
  const openModal = useModals((s) => s.openModal);
  const modalOpen = useModals((s) => s.current !== null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const deciding = useRef<number | null>(null);
  const headingId = useId();
  const rows = list.data?.data;

  useEffect(() => {
    if (modalOpen || deciding.current === null) return;
    const still = rows?.some((row) => row.selectionId === deciding.current);
    deciding.current = null;
    if (!still) heading.current?.focus();
  }, [modalOpen, rows]);

  const columns = useMemo(() => {
    const ask = (underwritingCase: UnderwritingCase, decision: 'accept' | 'decline') => {
      deciding.current = underwritingCase.selectionId;
      openModal('decide-underwriting', {
        underwritingCase,
        decision,
        onDecided: (text) => setOutcome((last) => ({ text, seq: (last?.seq ?? 0) + 1 })),
      });
    };
    return [
      column.accessor('employeeName', {
        meta: { label: t.columns.employee, rowHeader: true },
        cell: (info) => (
          <>
            {info.getValue()}
            {info.row.original.employeeNumber && <span className={styles.employeeNumber}>{info.row.original.employeeNumber}</span>}
          </>
        ),
      }),
      column.accessor('benefitName', { meta: { label: t.columns.benefit } }),
      column.accessor('requested', { meta: { label: t.columns.requested, numeric: true }, cell: (info) => pounds(info.getValue()) }),
      column.accessor('inForce', { meta: { label: t.columns.inForce, numeric: true }, cell: (info) => pounds(info.getValue()) }),
      column.accessor('awaiting', { meta: { label: t.columns.awaiting, numeric: true }, cell: (info) => pounds(info.getValue()) }),
      column.accessor('askedAt', { meta: { label: t.columns.askedOn }, cell: (info) => formatLongDate(info.getValue()) }),
      column.display({
        id: 'actions',
        meta: { label: t.columns.actions, hideLabel: true },
        cell: (info) => {
          const { employeeName, benefitName } = info.row.original;
          return (
            <div className={styles.rowActions}>
              <Button variant="secondary" aria-label={t.acceptLabel(employeeName, benefitName)} onClick={() => ask(info.row.original, 'accept')}>
                {t.accept}
              </Button>
              <Button variant="secondary" aria-label={t.declineLabel(employeeName, benefitName)} onClick={() => ask(info.row.original, 'decline')}>
                {t.decline}
              </Button>
            </div>
          );
        },
      }),
    ];
  }, [openModal]);
  const table = useDataTable(rows ?? [], columns, (row) => String(row.selectionId));

  return (
    <section className={employer.section} aria-labelledby={headingId}>
      <h2 id={headingId} ref={heading} tabIndex={-1}>
        {t.title}
      </h2>
      <p className={styles.intro}>{t.intro}</p>
      <div role="status" aria-live="polite" aria-atomic="true">
        {outcome && (
          <div key={outcome.seq} className={`${styles.outcome} ${styles.outcomeInSection}`}>
            <p>{outcome.text}</p>
          </div>
        )}
      </div>
      {list.isPending ? (
        <Loading label={t.loading} />
      ) : list.isError && !rows ? (
        <RetryAlert message={t.loadFailed} retryLabel={t.retry} onRetry={() => void list.refetch()} />
      ) : !rows || rows.length === 0 ? (
        <Alert tone="info">
          <p>{t.empty}</p>
        </Alert>
      ) : (
        <DataTable table={table} caption={t.caption} />
      )}
    </section>
  );
}
