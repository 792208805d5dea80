import { Bar, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

export interface ChartSeries {
  key: string;
  label: string;
  /** Bars count on the left axis; a line (a running total) on its own axis on the right. */
  type: 'bar' | 'line';
  /** A second line is dashed and muted, so the two never look alike (in colour or without it). */
  dashed?: boolean;
}

export interface TrendChartProps {
  data: Record<string, string | number>[];
  xKey: string;
  xLabel: (value: string) => string;
  series: ChartSeries[];
}

const tick = { fill: 'var(--text-muted)', fontSize: 12 };

/**
 * Bars per period with an optional running line. Loaded on its own (React.lazy) so recharts never weighs on the
 * pages that have no chart; the figures it draws are also in the table and sentence beside it.
 */
export default function TrendChart({ data, xKey, xLabel, series }: TrendChartProps) {
  const hasLine = series.some((s) => s.type === 'line');
  return (
    <ResponsiveContainer width="100%" height={280}>
      <ComposedChart data={data} margin={{ top: 8, right: 4, bottom: 0, left: -16 }} accessibilityLayer={false}>
        <CartesianGrid stroke="var(--border)" vertical={false} />
        <XAxis
          dataKey={xKey}
          tickFormatter={xLabel}
          tick={tick}
          tickLine={false}
          axisLine={{ stroke: 'var(--border-strong)' }}
          interval="preserveStartEnd"
          minTickGap={12}
        />
        <YAxis yAxisId="bars" allowDecimals={false} tick={tick} tickLine={false} axisLine={false} />
        {hasLine && <YAxis yAxisId="line" orientation="right" allowDecimals={false} tick={tick} tickLine={false} axisLine={false} />}
        <Tooltip labelFormatter={(label) => xLabel(String(label))} cursor={{ fill: 'var(--primary-5)' }} />
        <Legend wrapperStyle={{ fontSize: 14 }} />
        {series.map((s) =>
          s.type === 'bar' ? (
            <Bar
              key={s.key}
              yAxisId="bars"
              dataKey={s.key}
              name={s.label}
              fill="var(--primary-60)"
              radius={[4, 4, 0, 0]}
              maxBarSize={40}
              isAnimationActive={false}
            />
          ) : (
            <Line
              key={s.key}
              yAxisId="line"
              dataKey={s.key}
              name={s.label}
              stroke={s.dashed ? 'var(--text-muted)' : 'var(--primary)'}
              strokeDasharray={s.dashed ? '6 4' : undefined}
              strokeWidth={2}
              dot={{ r: 3 }}
              isAnimationActive={false}
            />
          ),
        )}
      </ComposedChart>
    </ResponsiveContainer>
  );
}
