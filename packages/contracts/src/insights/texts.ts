import { formatDayShortMonth, formatLongDate, formatMonthYear, formatNumber, formatPercent, formatShortMonthYear } from '../shared/format.ts';

/** Texts of the employee insights and engagement screens and calls ("not shown" wording: docs/decisions/employer-tools.md). */

const plural = (n: number, one: string, many: string) => `${formatNumber(n)} ${n === 1 ? one : many}`;

export const insightsTexts = {
  filterTooLong: 'Use 100 characters or fewer',
  /** '2026-11' → 'Nov 2026' (chart axis), 'November 2026' (tables and sentences). */
  shortMonth: formatShortMonthYear,
  longMonth: formatMonthYear,
  /** '2026-11-23' → '23 Nov' (chart axis), 'Week of 23 November 2026'. */
  shortWeek: formatDayShortMonth,
  longWeek: (day: string) => `Week of ${formatLongDate(day)}`,
  percent: formatPercent,
  notRecorded: 'Not recorded',
  filters: {
    legend: 'Show figures for',
    location: 'Location',
    grade: 'Grade',
    everyone: 'All',
  },
  showTable: 'Show as table',
  hideTable: 'Hide table',
  loadingChart: 'Loading chart',
  retry: 'Try again',
  byLocation: 'By location',
  byGrade: 'By grade',
  nobody: 'Nobody matches these filters.',
} as const;

/** Spec §2 `/app/dashboard/employee-insights/`: registrations. */
export const employeeInsightsTexts = {
  title: 'Employee insights',
  intro: 'Who has registered on the portal, when, and where they work.',
  loading: 'Loading employee insights',
  loadFailed: 'We could not load the employee insights. Please try again.',
  figures: { employees: 'Employees', registered: 'Registered', notRegistered: 'Not registered' },
  registeredValue: (registered: number, percentage: number) => `${formatNumber(registered)} (${formatPercent(percentage)})`,
  overTime: 'Registrations over the last 12 months',
  chartLabel: 'Bar chart of new registrations per month, with a line of everyone registered',
  columns: {
    month: 'Month',
    registrations: 'New registrations',
    cumulative: 'Registered in all',
    group: 'Group',
    employees: 'Employees',
    registered: 'Registered',
    percentage: 'Registered share',
  },
  series: { registrations: 'New registrations', cumulative: 'Registered in all' },
  summary: (total: number, busiest: { month: string; registrations: number } | null, cumulative: number) =>
    busiest === null
      ? `Nobody registered in the last 12 months; ${plural(cumulative, 'person has', 'people have')} registered in all.`
      : `${plural(total, 'person', 'people')} registered in the last 12 months, ` +
        `most in ${formatMonthYear(busiest.month)} (${formatNumber(busiest.registrations)}); ` +
        `${plural(cumulative, 'person has', 'people have')} registered in all.`,
  groupSummary: (best: { name: string; percentage: number } | null) =>
    best === null ? '' : `The highest registered share is ${best.name}, at ${formatPercent(best.percentage)}.`,
} as const;

/** Spec §2 `/app/dashboard/employee-engagement/`: logins. */
export const employeeEngagementTexts = {
  title: 'Employee engagement',
  intro: 'How often your people log in to the portal. A login is a new signed-in session; views as someone else do not count.',
  loading: 'Loading employee engagement',
  loadFailed: 'We could not load the engagement figures. Please try again.',
  figures: {
    active: 'Active in the last 30 days',
    registered: 'Registered',
    share: 'Share of registered people active',
    logins: 'Logins in the last 12 weeks',
    benefitViews: 'Benefit page views in the last 12 weeks',
  },
  perWeek: 'Logins and benefit page views per week over the last 12 weeks',
  chartLabel: 'Bar chart of logins per week, with lines for the people logging in and the benefit pages they opened',
  columns: {
    week: 'Week',
    logins: 'Logins',
    people: 'People',
    group: 'Group',
    registered: 'Registered',
    active: 'Active in the last 30 days',
    percentage: 'Active share',
  },
  series: { logins: 'Logins', people: 'People', benefitViews: 'Benefit page views' },
  viewed: {
    title: 'Most viewed benefits in the last 12 weeks',
    columns: { group: 'Benefit', whole: 'Page views', part: 'People', percentage: 'Share of registered people' },
    none: 'Nobody has opened a benefit page in the last 12 weeks.',
    summary: (best: { name: string; percentage: number } | null) =>
      best === null ? '' : `${best.name} reached the most people: ${formatPercent(best.percentage)} of registered people opened its page.`,
  },
  summary: (total: number, busiest: { weekStarting: string; logins: number } | null, benefitViews: number) =>
    (busiest === null
      ? 'Nobody logged in during the last 12 weeks.'
      : `${plural(total, 'login', 'logins')} in the last 12 weeks, about ${formatNumber(Math.round(total / 12))} a week; ` +
        `the busiest was the week of ${formatLongDate(busiest.weekStarting)} (${plural(busiest.logins, 'login', 'logins')}).`) +
    ` Benefit pages were opened ${plural(benefitViews, 'time', 'times')}.`,
  groupSummary: (best: { name: string; percentage: number } | null) =>
    best === null ? '' : `The most active group is ${best.name}, with ${formatPercent(best.percentage)} of its registered people active.`,
} as const;

/** The dashboard's insights tiles. */
export const insightsTileTexts = {
  loginsTile: 'Logins in the last 30 days',
  loginsValue: formatNumber,
  loginsDetail: (percentage: number) => `${formatPercent(percentage)} of registered people logged in`,
  loginsLink: 'View employee engagement',
  registrationsTile: 'Registrations this year',
  registrationsValue: formatNumber,
  registrationsDetail: (registered: number, employees: number) => `${formatNumber(registered)} of ${formatNumber(employees)} registered in all`,
  registrationsLink: 'View employee insights',
} as const;
