import { useState, type ReactNode } from 'react';
import { createColumnHelper, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { formatPounds, uploadTexts as t, type EligibilityEntry } from '@portal/contracts';
import { Alert } from '../../../ui/Alert.tsx';
import { DataTable } from '../../../ui/DataTable.tsx';
import { Loading } from '../../../ui/Loading.tsx';
import { Pager } from '../../../ui/Pager.tsx';
import { useEligibilityDifference } from '../api/uploads.ts';
import shared from '../employer.module.css';
import styles from './uploads.module.css';

const money = (value: number) => formatPounds(value, { pence: 'always' });
/** A rise in what the employee pays is marked '+', a fall '−' (the sign is read out, not only coloured). */
const signed = (value: number) => (value > 0 ? `+${money(value)}` : value < 0 ? `−${money(-value)}` : money(0));
const list = (names: string[]) => (names.length ? names.join(', ') : t.none);

/** Label and value pairs in a cell: the table stays three columns wide, which fits the side panel. */
function Pairs({ pairs, numeric = false }: { pairs: [string, ReactNode][]; numeric?: boolean }) {
  return (
    <dl className={numeric ? `${styles.pairs} ${styles.numericPairs}` : styles.pairs}>
      {pairs.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function CostChange({ value }: { value: number }) {
  return <span className={value > 0 ? styles.up : value < 0 ? styles.down : undefined}>{signed(value)}</span>;
}

const column = createColumnHelper<EligibilityEntry>();
const columns = [
  column.accessor('name', {
    meta: { label: t.columns.employee },
    cell: (info) => (
      <>
        <strong>{info.getValue()}</strong>
        {info.row.original.employeeNumber && <span className={styles.number}>{info.row.original.employeeNumber}</span>}
      </>
    ),
  }),
  column.display({
    id: 'benefits',
    meta: { label: t.benefitsColumn },
    cell: (info) => (
      <Pairs
        pairs={[
          [t.gained, list(info.row.original.gained)],
          [t.lost, list(info.row.original.lost)],
        ]}
      />
    ),
  }),
  column.display({
    id: 'cost',
    meta: { label: t.monthlyCost },
    cell: (info) => (
      <Pairs
        numeric
        pairs={[
          [t.columns.before, money(info.row.original.monthlyCostBefore)],
          [t.columns.after, money(info.row.original.monthlyCostAfter)],
          [t.costChange, <CostChange key="change" value={info.row.original.monthlyCostChange} />],
        ]}
      />
    ),
  }),
];

/** Who gains or loses a benefit with the upload, and what they pay a month before and after (spec: eligibility impact). */
export function EligibilityTable({ dataLoadId }: { dataLoadId: number }) {
  const [page, setPage] = useState(1);
  const difference = useEligibilityDifference(dataLoadId, page, true);
  // The project does not use the React Compiler, so TanStack Table's unmemoisable API costs nothing here.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({ data: difference.data?.data ?? [], columns, getCoreRowModel: getCoreRowModel(), getRowId: (row) => String(row.rowNumber) });
  if (difference.isPending) return <Loading label={t.loading} />;
  if (difference.isError) {
    return (
      <Alert tone="error">
        <p>{t.loadFailed}</p>
      </Alert>
    );
  }
  return (
    <div aria-busy={difference.isFetching} className={difference.isPlaceholderData ? `${styles.top} ${shared.stale}` : styles.top}>
      <DataTable table={table} caption={t.eligibilityHeading} empty={t.noEligibilityChange} />
      {difference.data.lastPage > 1 && <Pager label={t.eligibilityHeading} page={difference.data.currentPage} lastPage={difference.data.lastPage} onPage={setPage} />}
    </div>
  );
}
