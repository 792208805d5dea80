import { useMemo } from 'react';
import { createColumnHelper } from '@tanstack/react-table';
import type { UseQueryResult } from '@tanstack/react-query';
import { formatLongDate, formatPounds, quoteTexts as t, type Quote, type QuoteRow } from '@portal/contracts';
import { errorText } from '../../../../../api/errors.ts';
import { Alert } from '../../../../../ui/Alert.tsx';
import { DataTable } from '../../../../../ui/DataTable.tsx';
import { Loading } from '../../../../../ui/Loading.tsx';
import { useDataTable } from '../../../../../ui/useDataTable.ts';
import styles from './Quote.module.css';

const column = createColumnHelper<QuoteRow>();
const money = (row: QuoteRow, part: 'employee' | 'employer' | 'total') => (row.costs ? formatPounds(row.costs[part]) : '');

function coverText(row: QuoteRow): string {
  const cover = row.costs?.cover;
  if (!cover) return '';
  const granted = formatPounds(cover.granted);
  return cover.capped && cover.freeCoverLimit !== null ? `${granted}. ${t.capped(formatPounds(cover.freeCoverLimit))}` : granted;
}

/** Each option's (or amount's) monthly cost: the employee's part, the employer's, the total and the cover. */
function CostTable({ quote }: { quote: Quote }) {
  const withCover = quote.rows.some((row) => row.costs?.cover);
  const columns = useMemo(
    () => [
      column.accessor('label', { meta: { label: t.columns.choice, rowHeader: true } }),
      column.display({
        id: 'employee',
        meta: { label: t.columns.employee, numeric: true },
        cell: (info) => money(info.row.original, 'employee') || info.row.original.problem,
      }),
      column.display({ id: 'employer', meta: { label: t.columns.employer, numeric: true }, cell: (info) => money(info.row.original, 'employer') }),
      column.display({ id: 'total', meta: { label: t.columns.total, numeric: true }, cell: (info) => money(info.row.original, 'total') }),
      ...(withCover ? [column.display({ id: 'cover', meta: { label: t.columns.cover }, cell: (info) => coverText(info.row.original) })] : []),
    ],
    [withCover],
  );
  const table = useDataTable(quote.rows, columns, (row, index) => `${row.option ?? row.amount ?? 'row'}-${index}`);
  return <DataTable table={table} caption={t.caption} captionStyle="title" density="compact" />;
}

/**
 * What the pricing engine says for the person, with the editor's values: the age and salary it used, eligible or the rules
 * that say no, and the monthly figures. Figures are never shown for values the quote could not use.
 */
export function QuoteResult({ quote, planInvalid }: { quote: UseQueryResult<Quote>; planInvalid: boolean }) {
  if (planInvalid) {
    return (
      <Alert tone="info">
        <p>{t.planInvalid}</p>
      </Alert>
    );
  }
  if (quote.isError) {
    return (
      <Alert tone="error">
        <p>{errorText(quote.error, t.failed)}</p>
      </Alert>
    );
  }
  if (!quote.data) return <Loading label={t.working} />;
  const { person, eligible, unmetRules, rows } = quote.data;
  return (
    <div className={styles.result} aria-busy={quote.isFetching} aria-live="polite">
      <p>{person.age === null ? t.noAge : t.ageLine(person.age, formatLongDate(person.ageOn))}</p>
      <p>{person.salary === null ? t.noSalary : t.salaryLine(formatPounds(person.salary, { pence: 'when-any' }))}</p>
      {eligible ? (
        <p className={styles.eligible}>{t.eligible}</p>
      ) : (
        <div className={styles.notEligible}>
          <p>{t.notEligible}</p>
          <ul className={styles.rules}>
            {unmetRules.map((rule) => (
              <li key={rule}>{rule}</li>
            ))}
          </ul>
        </div>
      )}
      {rows.length === 0 ? <p>{t.informationOnly}</p> : <CostTable quote={quote.data} />}
    </div>
  );
}
