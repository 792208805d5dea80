import { useState, type ReactNode } from 'react';
import { createColumnHelper } from '@tanstack/react-table';
import { formatPounds, uploadTexts as t, type EligibilityChange, type EligibilityEntry } from '@portal/contracts';
import { useEligibilityDifference } from '../api/eligibilityDifference.ts';
import { EmployeeCell } from './EmployeeCell.tsx';
import { PagedTable } from './PagedTable.tsx';
import styles from './uploads.module.css';

/** A rise in what the employee pays is marked '+', a fall '−' (the sign is read out, not only coloured). */
const signed = (value: number) => (value > 0 ? `+${formatPounds(value)}` : value < 0 ? `−${formatPounds(-value)}` : formatPounds(0));

/** Benefits gained or lost, each with the rule that decided it ("Private Medical Insurance: grade Manager or Director"). */
function Benefits({ changes }: { changes: EligibilityChange[] }) {
  if (changes.length === 0) return <>{t.none}</>;
  return (
    <ul className={styles.changes}>
      {changes.map((change) => (
        <li key={change.benefit}>{change.rule ? t.ruleOf(change.benefit, change.rule) : change.benefit}</li>
      ))}
    </ul>
  );
}

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
    cell: (info) => <EmployeeCell name={info.getValue()} employeeNumber={info.row.original.employeeNumber} />,
  }),
  column.display({
    id: 'benefits',
    meta: { label: t.benefitsColumn },
    cell: (info) => (
      <Pairs
        pairs={[
          [t.gained, <Benefits key="gained" changes={info.row.original.gained} />],
          [t.lost, <Benefits key="lost" changes={info.row.original.lost} />],
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
          [t.columns.before, formatPounds(info.row.original.monthlyCostBefore)],
          [t.columns.after, formatPounds(info.row.original.monthlyCostAfter)],
          [t.costChange, <CostChange key="change" value={info.row.original.monthlyCostChange} />],
        ]}
      />
    ),
  }),
];

/** Who gains or loses a benefit with the upload and by which rule, and what they pay a month before and after (spec: eligibility impact). */
export function EligibilityTable({ dataLoadId }: { dataLoadId: number }) {
  const [page, setPage] = useState(1);
  const difference = useEligibilityDifference(dataLoadId, page, true);
  return (
    <PagedTable
      query={difference}
      columns={columns}
      rowId={(row) => String(row.rowNumber)}
      caption={t.eligibilityHeading}
      empty={t.noEligibilityChange}
      onPage={setPage}
    />
  );
}
