/** The audit log's screens' calls: who did what to whom, filtered, paged and downloaded. */
export { auditLogRoutes } from './routes.ts';
