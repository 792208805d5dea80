/** The reports module's public face: its routes, and the job runner (a schedule or a worker may call it). */
export { reportRoutes } from './routes.ts';
export { runReportJobs } from './jobs.ts';
