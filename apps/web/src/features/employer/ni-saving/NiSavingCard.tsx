import { useId, useState } from 'react';
import { createColumnHelper } from '@tanstack/react-table';
import { addMonths, formatMonthYear, formatNumber, formatPounds, niSavingTexts as t, type NiSaving, type NiSavingBenefit } from '@portal/contracts';
import { Alert } from '../../../ui/Alert.tsx';
import { Button } from '../../../ui/Button.tsx';
import { DataTable } from '../../../ui/DataTable.tsx';
import { useDataTable } from '../../../ui/useDataTable.ts';
import { useNiSaving, useNiSavingDownload } from '../api/niSaving.ts';
import tiles from '../DashboardPage.module.css';
import styles from './NiSavingCard.module.css';

/** The months offered: the next one (its payroll may already be known) and the twelve up to the current one, newest first. */
const MONTHS_BACK = 11;
const monthChoices = (current: string) => Array.from({ length: MONTHS_BACK + 2 }, (_, i) => addMonths(current, 1 - i));

const column = createColumnHelper<NiSavingBenefit>();
const savingColumns = (data: NiSaving) => [
  column.accessor('name', { meta: { label: t.columns.benefit, rowHeader: true }, footer: t.columns.total }),
  column.accessor('people', {
    // The sentence above the table says how many people in all; phones keep the money columns.
    meta: { label: t.columns.people, numeric: true, hideOnPhones: true },
    cell: (info) => formatNumber(info.getValue()),
    footer: formatNumber(data.people),
  }),
  column.accessor('sacrificed', {
    meta: { label: t.columns.sacrificed, numeric: true },
    cell: (info) => formatPounds(info.getValue()),
    footer: formatPounds(data.sacrificed),
  }),
  column.accessor('saving', {
    meta: { label: t.columns.saving, numeric: true },
    cell: (info) => formatPounds(info.getValue()),
    footer: formatPounds(data.saving),
  }),
];

function BenefitTable({ data }: { data: NiSaving }) {
  const table = useDataTable(data.benefits, savingColumns(data), (row) => row.name);
  return <DataTable table={table} caption={t.caption(data.month)} layout="plain" density="compact" />;
}

/** The month's figures: the total, who gives up what, a note when some salaries are not held, the table and the CSV. */
function Figures({ clientId, data }: { clientId: number; data: NiSaving }) {
  const download = useNiSavingDownload(clientId);
  if (data.people === 0 && data.salaryNotHeld === 0) return <p className={styles.empty}>{t.none(data.month, data.month === data.currentMonth)}</p>;
  return (
    <div className={data.benefits.length > 0 ? styles.body : `${styles.body} ${styles.alone}`}>
      <div className={styles.summary}>
        <p className={tiles.value}>
          {formatPounds(data.saving)} <span className={styles.inMonth}>{t.inMonth(data.month)}</span>
        </p>
        {data.people > 0 && <p className={tiles.detail}>{t.detail(data.people, data.sacrificed, data.taxYear)}</p>}
        {data.salaryNotHeld > 0 && <p className={styles.note}>{t.salaryNotHeld(data.salaryNotHeld)}</p>}
        <div className={styles.actions}>
          <Button variant="secondary" disabled={download.isPending} onClick={() => download.mutate(data.month)}>
            {download.isPending ? t.downloading : t.download}
          </Button>
        </div>
        {download.isError && (
          <Alert tone="error">
            <p>{t.downloadFailed}</p>
          </Alert>
        )}
      </div>
      {data.benefits.length > 0 && (
        <div className={styles.table}>
          <BenefitTable data={data} />
        </div>
      )}
    </div>
  );
}

/**
 * The employer dashboard's card of the employer NI saved by salary sacrifice (issue 38): a month's total and its split
 * by benefit, worked out by the server from the payroll's deductions, with the month's CSV per person and benefit.
 */
export function NiSavingCard({ clientId }: { clientId: number }) {
  const monthId = useId();
  const [month, setMonth] = useState<string | undefined>(undefined);
  const query = useNiSaving(clientId, month);
  const data = query.data;
  return (
    <li className={`${tiles.tile} ${styles.card}`}>
      <div className={styles.head}>
        <h2 className={tiles.tileTitle}>{t.tile}</h2>
        {data && (
          <div className={styles.month}>
            <label htmlFor={monthId}>{t.month}</label>
            <select id={monthId} value={month ?? data.month} onChange={(event) => setMonth(event.target.value)}>
              {monthChoices(data.currentMonth).map((choice) => (
                <option key={choice} value={choice}>
                  {formatMonthYear(choice)}
                </option>
              ))}
            </select>
          </div>
        )}
      </div>
      {query.isPending ? (
        <p className={tiles.detail}>{t.loading}</p>
      ) : query.isError || !data ? (
        <p className={tiles.detail}>{t.loadFailed}</p>
      ) : (
        <div aria-busy={query.isPlaceholderData} className={query.isPlaceholderData ? styles.stale : undefined}>
          <Figures clientId={clientId} data={data} />
        </div>
      )}
    </li>
  );
}
