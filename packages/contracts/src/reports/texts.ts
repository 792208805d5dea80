import { formatDateAtTime, formatDayTime, formatNumber } from '../shared/format.ts';

/**
 * Texts of the employer reports (spec §2 `/app/reporting`, panels payroll-report, provider-report, lifeevent-report;
 * §8 report errors and empty states). "Not shown" wording is recorded in docs/decisions/reports.md "Employer reports".
 */
export const reportTexts = {
  title: 'Reports',
  // The dashboard tile.
  tile: 'Reports ready',
  tileValue: formatNumber,
  tileDetail: (latest: string | null, generating: number) =>
    [latest ? `Latest: ${latest}` : 'No report is ready yet', generating > 0 ? `${generating} generating` : null].filter(Boolean).join('; '),
  tileLink: 'View reports',
  intro: 'Payroll, provider and life-event reports by month, to download as CSV, XLSX or several at once as a zip.',
  kinds: { payroll: 'Payroll report', provider: 'Provider report', 'life-event': 'Life-event report' },
  label: (kind: 'payroll' | 'provider' | 'life-event', monthName: string, year: number, provider: string) =>
    kind === 'provider' ? `${provider} - ${monthName} ${year}` : `${monthName} ${year}`,
  statuses: { generating: 'Generating', ready: 'Ready', failed: 'Failed' },
  empty: 'There are no reports yet.',
  payrollFailed: 'There was an error requesting the payroll report. Please try again.',
  providerFailed: 'There was an error requesting the provider report. Please try again.',
  lifeEventFailed: 'There was an error requesting the life-event report. Please try again.',
  loadFailed: 'There was an error requesting the reports. Please try again.',
  retry: 'Try again',
  // The page.
  askHeading: 'Generate a report',
  askIntro: 'Reports are generated in the background; the list shows when each is ready to download.',
  kindField: 'Report type',
  providerField: 'Provider',
  monthField: 'Month',
  yearField: 'Year',
  ask: 'Generate report',
  asking: 'Requesting...',
  asked: (label: string) => `The ${label} report is being generated.`,
  listCaption: 'Reports',
  loading: 'Loading reports',
  columns: { select: 'Select', kind: 'Report', period: 'Period', version: 'Version', status: 'Status', downloads: 'Download' },
  selectRow: (label: string) => `Select ${label}`,
  csv: 'CSV',
  xlsx: 'XLSX',
  sage50: 'Sage 50',
  brightpay: 'BrightPay',
  // Our own wording: the two layouts name deductions by benefit; the payroll's own deduction numbers are not known here.
  payrollLayoutsNote:
    "Sage 50 and BrightPay files have a row for each person's deduction, named after the benefit. " +
    "The first time you import one, match each benefit to your payroll's own deduction.",
  changesOnly: 'Changes only',
  // Row counts and provider census (issue 26; our own wording).
  rowCount: (rows: number) => (rows === 1 ? '1 row' : `${formatNumber(rows)} rows`),
  changesRowCount: (rows: number) => `Changes only: ${rows === 1 ? '1 row' : `${formatNumber(rows)} rows`}`,
  noChanges: 'No changes this month',
  /** The Relationship of the employee's own row in a provider census (a family member's is Partner or Child or dependant). */
  censusEmployee: 'Employee',
  /** A payroll line of its own for what is left of a fixed-term agreement stopped before its term (the final pay's deduction). */
  agreementBalance: (benefitName: string) => `${benefitName}: balance of the agreement`,
  /** The payroll file's last column from April 2027: the month's cash equivalent of payrolled benefits in kind. */
  taxableValueColumn: 'Taxable value (benefit in kind)',
  /** A census's cover level when cover above the free cover limit awaits the insurer: the sum assured is what is in force. */
  awaitingInsurer: (amount: string) => `${amount} pending evidence`,
  allProviders: 'All providers',
  allProvidersZip: 'All providers (zip)',
  allProvidersChangesZip: 'All providers, changes only (zip)',
  /** Starts with the button's visible text, so the name a voice user speaks is the one they see. */
  downloadAllProviders: (monthName: string, changesOnly: boolean) =>
    `${changesOnly ? 'All providers, changes only (zip)' : 'All providers (zip)'}: every provider report of ${monthName}`,
  askedAllProviders: (monthName: string) => `The provider reports of ${monthName} are being generated.`,
  providersNotReady: (monthName: string, missing: string) => `Generate the provider reports of ${monthName} first: ${missing} not ready yet.`,
  noProviders: 'This client has no benefit with a provider',
  downloadAs: (what: string, label: string) => `Download ${label} as ${what}`,
  downloadSelected: 'Download selected as zip',
  downloading: 'Downloading...',
  downloadFailed: 'The file could not be downloaded. Please try again.',
  selectedCount: (count: number) => (count === 1 ? '1 report selected' : `${count} reports selected`),
  // Versions (issue 25; our own wording): a report is a snapshot, generated again while its month is open.
  version: (version: number) => `Version ${version}`,
  generatedAt: (at: string) => `Generated ${formatDateAtTime(at)}`,
  outOfDate: (changes: number, since: string) =>
    `Out of date: ${changes === 1 ? '1 change' : `${formatNumber(changes)} changes`} since ${formatDayTime(since)}`,
  sinceDownload: ({ version, ...lines }: { version: number; new: number; changed: number; stopped: number }) =>
    `Since version ${version} was downloaded: ${formatNumber(lines.new)} new, ${formatNumber(lines.changed)} changed, ${formatNumber(lines.stopped)} stopped`,
  closed: 'Closed',
  generateAgain: 'Generate again',
  // Begins with the visible "Generate again", so a voice user saying what they see reaches it (WCAG 2.5.3).
  generateAgainOf: (label: string) => `Generate again: ${label}`,
  generateAgainFailed: 'The report could not be generated again. Please try again.',
  /** `fixedOn`: the cut-off day, in words; the months as 'October 2026'. */
  closedMonth: (month: string, fixedOn: string, nextMonth: string) =>
    `${month} is closed: its payroll was fixed on ${fixedOn}. Changes made since are in ${nextMonth}'s report as arrears.`,
  closedLifeEventMonth: (month: string) => `${month} is over: its life-event report no longer changes.`,
  // Field errors of the calls.
  badKind: "Report type 'payroll', 'provider' or 'life-event'",
  badYear: 'Enter a year between 2000 and 2100',
  badMonth: 'Enter a month between 1 and 12',
  providerNeeded: 'Choose the provider of a provider report',
  providerNotAllowed: 'Only provider reports have a provider',
  badFormat: "Download as 'csv' or 'xlsx'",
  badLayout: "Layout 'portal', 'sage50' or 'brightpay'",
  badVariant: "Variant 'changes' or 'full'",
  badIds: 'Send up to 50 report ids, separated by commas',
  notReady: 'This report is still being generated',
  notFound: 'We could not find that report.',
  unknownProvider: 'This client has no benefit from that provider',
  notPayroll: 'Payroll layouts are for payroll reports',
} as const;
