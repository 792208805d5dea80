import { useMemo, type ReactNode } from 'react';
import { createColumnHelper } from '@tanstack/react-table';
import {
  compareTexts as t,
  formatLongDate,
  formatNumber,
  formatPercent,
  formatPounds,
  providesCover,
  type BenefitDetail,
  type ComparedOption,
  type CostResult,
} from '@portal/contracts';
import { Card } from '../../../ui/Card.tsx';
import { DataTable } from '../../../ui/DataTable.tsx';
import { RetryAlert } from '../../../ui/RetryAlert.tsx';
import { Skeleton } from '../../../ui/Skeleton.tsx';
import { useDataTable } from '../../../ui/useDataTable.ts';
import { useOptionsCompared } from '../api/optionsCompared.ts';
import styles from './OptionsComparison.module.css';

/** An option as the benefit names it, and once the answer is in, as the engine priced it. */
type Row = Pick<ComparedOption, 'value' | 'label' | 'description' | 'covers'> & Partial<ComparedOption>;

const column = createColumnHelper<Row>();

function peopleText(row: Row): string {
  if (row.covers === 'partner') return t.withPartner;
  if (row.covers === 'family') return t.withFamily(row.peopleCovered ?? 0);
  return t.onlyYou;
}

const coverText = (row: Row, costs: CostResult) =>
  [peopleText(row), costs.cover && t.coverAmount(formatPounds(costs.cover.granted))].filter(Boolean).join(', ');

const takeHome = (costs: CostResult): ReactNode =>
  costs.sacrifice?.net === null || costs.sacrifice?.net === undefined ? (
    <span className={styles.muted}>{t.needSalary}</span>
  ) : (
    formatPounds(costs.sacrifice.net)
  );

/**
 * A figure of the row: a placeholder on its line while the prices load (so the row keeps its height), nothing for an
 * option that cannot be had (its reason is under its name).
 */
function figure(row: Row, value: (costs: CostResult) => ReactNode): ReactNode {
  if (row.peopleCovered === undefined) return <Skeleton width="4.5em" className={styles.bone} />;
  return row.costs ? value(row.costs) : '';
}

function OptionName({ row }: { row: Row }) {
  return (
    <>
      <span className={styles.label}>{row.label}</span>
      {row.description && <span className={styles.detail}>{row.description}</span>}
      {row.reason && <span className={styles.reason}>{row.reason}</span>}
    </>
  );
}

/** What the table compares: the caller's monthly cost always; the rest where the benefit has it. */
function useColumns(benefit: BenefitDetail, options: ComparedOption[] | undefined) {
  // Before the answer, from the benefit itself (so no column comes or goes): an amount that is not cover is given up from pay.
  const amount = benefit.setup.amount;
  const sacrifice = options ? options.some((o) => o.costs?.sacrifice) : amount !== null && amount.unit !== 'salary-multiple';
  const employer = benefit.employerContribution !== null;
  const cover = providesCover(benefit);
  return useMemo(
    () => [
      column.display({ id: 'option', meta: { label: t.option, rowHeader: true, hideLabel: true }, cell: (info) => <OptionName row={info.row.original} /> }),
      column.display({
        id: 'you-pay',
        meta: { label: t.youPay, numeric: true },
        cell: (info) => figure(info.row.original, (costs) => formatPounds(costs.employee)),
      }),
      ...(sacrifice
        ? [column.display({ id: 'after-tax', meta: { label: t.afterTaxAndNi, numeric: true }, cell: (info) => figure(info.row.original, takeHome) })]
        : []),
      ...(employer
        ? [
            column.display({
              id: 'employer',
              meta: { label: t.employerPays, numeric: true },
              cell: (info) => figure(info.row.original, (costs) => formatPounds(costs.employer)),
            }),
          ]
        : []),
      ...(cover
        ? [column.display({ id: 'cover', meta: { label: t.cover }, cell: (info) => figure(info.row.original, (costs) => coverText(info.row.original, costs)) })]
        : []),
    ],
    [sacrifice, employer, cover],
  );
}

function amountNote(amount: BenefitDetail['setup']['amount']): string | null {
  if (!amount) return null;
  if (amount.unit === 'pounds') return t.amountPounds(formatPounds(amount.min));
  if (amount.unit === 'salary-multiple') return t.amountMultiple(formatNumber(amount.min));
  return t.amountPercent(formatPercent(amount.min));
}

/**
 * The benefit page's side-by-side comparison of its options (two or more): one row per option with what it costs the
 * caller a month, after tax and NI for a salary sacrifice, what the employer pays and whom it covers. While the prices
 * load, the rows are there already (the options come with the benefit), so nothing moves when the figures arrive.
 */
export function OptionsComparison({ benefit }: { benefit: BenefitDetail }) {
  const query = useOptionsCompared(benefit.id);
  const data = query.data;
  const rows: Row[] = data?.options ?? benefit.setup.options ?? [];
  const table = useDataTable(rows, useColumns(benefit, data?.options), (row) => row.value);
  const amount = amountNote(benefit.setup.amount);

  if (query.isError && !data) {
    return (
      <Card className={styles.card}>
        <h2>{t.title}</h2>
        <RetryAlert message={t.loadFailed} retryLabel={t.retry} onRetry={() => void query.refetch()} />
      </Card>
    );
  }
  if (data?.options.length === 0) {
    return (
      <Card className={styles.card}>
        <h2>{t.title}</h2>
        <p>{t.empty}</p>
      </Card>
    );
  }
  return (
    <Card className={styles.card}>
      <span role="status" className="visually-hidden">
        {data ? '' : t.loading}
      </span>
      <div className={styles.comparison} aria-busy={!data}>
        <DataTable table={table} caption={t.title} captionStyle="title" />
      </div>
      <div className={styles.notes}>
        <p>{data ? t.startsOn(formatLongDate(data.startsOn)) : <Skeleton width="16em" className={styles.bone} />}</p>
        {amount && <p>{amount}</p>}
      </div>
    </Card>
  );
}
