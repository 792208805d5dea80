/** The reports module's public face: its routes, and its kinds of job (generation, the payroll schedule) for the runner. */
export { reportRoutes } from './routes.ts';
export { payrollSchedule, reportGeneration, runReportJobs } from './jobs.ts';
