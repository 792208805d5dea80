import { employeeEngagementTexts as t, formatNumber, insightsTexts, type EmployeeLogins, type EngagementGroup } from '@portal/contracts';
import { useEmployeeLogins } from '../api/employeeLogins.ts';
import { InsightsPage } from './InsightsPage.tsx';
import type { InsightsViewProps } from './InsightsView.tsx';
import { bestGroup, largest, total } from './summaries.ts';

const shares = (rows: EngagementGroup[]) => rows.map((row) => ({ name: row.name, whole: row.registered, part: row.active, percentage: row.percentage }));

function engagement({ activeUsers, weeks, byLocation, byGrade, benefitViews }: EmployeeLogins): InsightsViewProps {
  const logins = total(weeks, (w) => w.logins);
  const views = total(weeks, (w) => w.benefitViews);
  const viewedRows = benefitViews.map((b) => ({ name: b.name, whole: b.views, part: b.people, percentage: b.percentage }));
  return {
    figures: [
      { label: t.figures.active, value: formatNumber(activeUsers.active), strong: true },
      { label: t.figures.share, value: insightsTexts.percent(activeUsers.percentage) },
      { label: t.figures.registered, value: formatNumber(activeUsers.registered) },
      { label: t.figures.logins, value: formatNumber(logins) },
      { label: t.figures.benefitViews, value: formatNumber(views) },
    ],
    empty: activeUsers.registered === 0,
    chart: {
      title: t.perWeek,
      summary: t.summary(
        logins,
        largest(weeks, (w) => w.logins),
        views,
      ),
      chartLabel: t.chartLabel,
      data: weeks,
      xKey: 'weekStarting',
      xLabel: { short: insightsTexts.shortWeek, long: insightsTexts.longWeek, heading: t.columns.week },
      series: [
        { key: 'logins', label: t.series.logins, type: 'bar' },
        { key: 'people', label: t.series.people, type: 'line' },
        { key: 'benefitViews', label: t.series.benefitViews, type: 'line', dashed: true },
      ],
    },
    breakdowns: {
      byLocation: shares(byLocation),
      byGrade: shares(byGrade),
      columns: { whole: t.columns.registered, part: t.columns.active, percentage: t.columns.percentage },
      summary: t.groupSummary,
    },
    more: {
      title: t.viewed.title,
      summary: t.viewed.summary(bestGroup(viewedRows)),
      columns: t.viewed.columns,
      rows: viewedRows,
      none: t.viewed.none,
    },
  };
}

/** Spec §2 `/app/dashboard/employee-engagement/`: how often people log in, and who has lately. */
export function EmployeeEngagementPage() {
  return <InsightsPage texts={t} useFigures={useEmployeeLogins} view={engagement} />;
}

export { EmployeeEngagementPage as Component };
