/** The reports module's public face: its routes, and its kinds of job (generation, the payroll schedule) for the runner. */
export { reportRoutes } from './routes.ts';
export { payrollSchedule, reportGeneration, runReportJobs } from './jobs.ts';
/** Listing and downloading for an API key's calls (issue 39): the same reads as the reports page. */
export { downloadReport, reportList, type ReportScope } from './service.ts';
export type { FileChoice } from './export.ts';
