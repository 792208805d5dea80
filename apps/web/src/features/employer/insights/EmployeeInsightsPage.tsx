import { employeeInsightsTexts as t, formatNumber, insightsTexts, type EmployeeInsights, type RegistrationGroup } from '@portal/contracts';
import { useEmployeeInsights } from '../api/employeeInsights.ts';
import { InsightsPage } from './InsightsPage.tsx';
import type { InsightsViewProps } from './InsightsView.tsx';
import { largest, total } from './summaries.ts';

const shares = (rows: RegistrationGroup[]) => rows.map((row) => ({ name: row.name, whole: row.employees, part: row.registered, percentage: row.percentage }));

function registrations({ totals, months, byLocation, byGrade }: EmployeeInsights): InsightsViewProps {
  return {
    figures: [
      { label: t.figures.employees, value: formatNumber(totals.employees), strong: true },
      { label: t.figures.registered, value: t.registeredValue(totals.registered, totals.percentage) },
      { label: t.figures.notRegistered, value: formatNumber(totals.employees - totals.registered) },
    ],
    empty: totals.employees === 0,
    chart: {
      title: t.overTime,
      summary: t.summary(
        total(months, (m) => m.registrations),
        largest(months, (m) => m.registrations),
        months.at(-1)?.cumulative ?? totals.registered,
      ),
      chartLabel: t.chartLabel,
      data: months,
      xKey: 'month',
      xLabel: { short: insightsTexts.shortMonth, long: insightsTexts.longMonth, heading: t.columns.month },
      series: [
        { key: 'registrations', label: t.series.registrations, type: 'bar' },
        { key: 'cumulative', label: t.series.cumulative, type: 'line' },
      ],
    },
    breakdowns: {
      byLocation: shares(byLocation),
      byGrade: shares(byGrade),
      columns: { whole: t.columns.employees, part: t.columns.registered, percentage: t.columns.percentage },
      summary: t.groupSummary,
    },
  };
}

/** Spec §2 `/app/dashboard/employee-insights/`: who has registered, when, and where they work. */
export function EmployeeInsightsPage() {
  return <InsightsPage texts={t} useFigures={useEmployeeInsights} view={registrations} />;
}

export { EmployeeInsightsPage as Component };
