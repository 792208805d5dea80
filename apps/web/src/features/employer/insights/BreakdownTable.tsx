import { useId } from 'react';
import { insightsTexts as t } from '@portal/contracts';
import { bestGroup } from './summaries.ts';
import styles from './insights.module.css';

export interface BreakdownRow {
  name: string | null;
  /** Of whom the share is taken (employees, or registered people). */
  whole: number;
  part: number;
  percentage: number;
}

interface BreakdownTableProps {
  title: string;
  summary: string;
  columns: { group: string; whole: string; part: string; percentage: string };
  rows: BreakdownRow[];
}

/** Figures per location or grade as a table, each share drawn as a bar beside its number. */
export function BreakdownTable({ title, summary, columns, rows }: BreakdownTableProps) {
  const headingId = useId();
  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.breakdownTitle}>
        {title}
      </h2>
      {summary && <p className={styles.summary}>{summary}</p>}
      <table className={`${styles.table} ${styles.breakdown}`}>
        <caption className="visually-hidden">{title}</caption>
        <thead>
          <tr>
            <th scope="col">{columns.group}</th>
            <th scope="col" className={styles.numeric}>
              {columns.whole}
            </th>
            <th scope="col" className={styles.numeric}>
              {columns.part}
            </th>
            <th scope="col">{columns.percentage}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.name ?? ''}>
              <th scope="row">{row.name ?? t.notRecorded}</th>
              <td className={styles.numeric}>{row.whole.toLocaleString('en-GB')}</td>
              <td className={styles.numeric}>{row.part.toLocaleString('en-GB')}</td>
              <td>
                <span className={styles.share}>
                  <span className={styles.bar} aria-hidden="true">
                    <span style={{ width: `${Math.min(100, row.percentage)}%` }} />
                  </span>
                  {t.percent(row.percentage)}
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

interface BreakdownsProps {
  byLocation: BreakdownRow[];
  byGrade: BreakdownRow[];
  columns: { whole: string; part: string; percentage: string };
  summary: (best: { name: string; percentage: number } | null) => string;
}

/** The same figures by location and by grade, side by side on wide screens. */
export function Breakdowns({ byLocation, byGrade, columns, summary }: BreakdownsProps) {
  return (
    <div className={styles.breakdowns}>
      <BreakdownTable title={t.byLocation} summary={summary(bestGroup(byLocation))} columns={{ group: t.filters.location, ...columns }} rows={byLocation} />
      <BreakdownTable title={t.byGrade} summary={summary(bestGroup(byGrade))} columns={{ group: t.filters.grade, ...columns }} rows={byGrade} />
    </div>
  );
}
