import { lazy, Suspense, useId, useState } from 'react';
import { insightsTexts as t } from '@portal/contracts';
import { Button } from '../../../ui/Button.tsx';
import { Loading } from '../../../ui/Loading.tsx';
import type { ChartSeries } from './TrendChart.tsx';
import styles from './insights.module.css';

// Its own chunk: recharts loads with the first chart, never with the login page or the rest of the app.
const TrendChart = lazy(() => import('./TrendChart.tsx'));

interface ChartSectionProps {
  title: string;
  /** One sentence with what the chart shows, for everyone (and all a screen reader needs). */
  summary: string;
  chartLabel: string;
  data: Record<string, string | number>[];
  xKey: string;
  /** The period's name: short under the chart, long in the table. */
  xLabel: { short: (value: string) => string; long: (value: string) => string; heading: string };
  series: ChartSeries[];
}

/** A chart with its summary sentence and, a click away, the same figures as a real table. */
export function ChartSection({ title, summary, chartLabel, data, xKey, xLabel, series }: ChartSectionProps) {
  const [showTable, setShowTable] = useState(false);
  const headingId = useId();
  const tableId = useId();
  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <div className={styles.cardHeader}>
        <h2 id={headingId}>{title}</h2>
        <Button variant="secondary" aria-expanded={showTable} aria-controls={tableId} onClick={() => setShowTable((shown) => !shown)}>
          {showTable ? t.hideTable : t.showTable}
        </Button>
      </div>
      <figure className={styles.figure} aria-label={chartLabel}>
        <figcaption className={styles.summary}>{summary}</figcaption>
        {/* The drawing repeats the sentence and the table for the eye; assistive technology reads those instead. */}
        <div className={styles.chart} aria-hidden="true">
          <Suspense fallback={<Loading label={t.loadingChart} />}>
            <TrendChart data={data} xKey={xKey} xLabel={xLabel.short} series={series} />
          </Suspense>
        </div>
      </figure>
      <div id={tableId} hidden={!showTable} className={styles.tableWrap}>
        <table className={styles.table}>
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">{xLabel.heading}</th>
              {series.map((s) => (
                <th scope="col" key={s.key} className={styles.numeric}>
                  {s.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {data.map((row) => (
              <tr key={String(row[xKey])}>
                <th scope="row">{xLabel.long(String(row[xKey]))}</th>
                {series.map((s) => (
                  <td key={s.key} className={styles.numeric}>
                    {Number(row[s.key]).toLocaleString('en-GB')}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
