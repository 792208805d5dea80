import { lazy, Suspense, useId, useState } from 'react';
import { createColumnHelper } from '@tanstack/react-table';
import { formatNumber, insightsTexts as t } from '@portal/contracts';
import { Button } from '../../../ui/Button.tsx';
import { DataTable } from '../../../ui/DataTable.tsx';
import { Loading } from '../../../ui/Loading.tsx';
import { useDataTable } from '../../../ui/useDataTable.ts';
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

type Period = Record<string, string | number>;
const column = createColumnHelper<Period>();
const figureColumns = ({ xKey, xLabel, series }: Pick<ChartSectionProps, 'xKey' | 'xLabel' | 'series'>) => [
  column.accessor((row) => String(row[xKey]), { id: xKey, meta: { label: xLabel.heading, rowHeader: true }, cell: (info) => xLabel.long(info.getValue()) }),
  ...series.map((s) =>
    column.accessor((row) => Number(row[s.key]), { id: s.key, meta: { label: s.label, numeric: true }, cell: (info) => formatNumber(info.getValue()) }),
  ),
];

/** A chart with its summary sentence and, a click away, the same figures as a real table. */
export function ChartSection({ title, summary, chartLabel, data, xKey, xLabel, series }: ChartSectionProps) {
  const [showTable, setShowTable] = useState(false);
  const table = useDataTable(data, figureColumns({ xKey, xLabel, series }), (row) => String(row[xKey]));
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
        <DataTable table={table} caption={title} captionStyle="note" layout="plain" density="compact" />
      </div>
    </section>
  );
}
