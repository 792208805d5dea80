import { benefitScreenTexts as t, formatMonthYear, type OverviewMode, type TotalBenefitsPage } from '@portal/contracts';

/**
 * The page's figures in an overview mode: 'year' as the server sums them, 'month' with this month's figure of each
 * benefit (the server's, never the year divided). Table and chart read the result the same way in both modes.
 */
export function inMode(data: TotalBenefitsPage, mode: OverviewMode): TotalBenefitsPage {
  if (mode === 'year') return data;
  const month = new Map(data.thisMonth.benefits.map((b) => [b.benefitId, b]));
  return {
    ...data,
    benefits: data.benefits.map((b) => ({
      ...b,
      employerValue: month.get(b.benefitId)?.employerValue ?? 0,
      employeeValue: month.get(b.benefitId)?.employeeValue ?? 0,
    })),
    totals: { ...data.totals, ...data.thisMonth.totals },
  };
}

/** The table's caption and the chart's title in a mode. */
export function modeTitles(data: TotalBenefitsPage, mode: OverviewMode) {
  if (mode === 'year') return { table: t.total.tableCaption, chart: t.total.chartTitle };
  const month = formatMonthYear(data.thisMonth.month);
  return { table: t.total.monthTableCaption(month), chart: t.total.monthChartTitle(month) };
}
