/** Platform administrators viewing the portal as one of a client's people, and the audit of what they do there. */
export { auditActor, masqueradeAuditPlugin } from './audit.ts';
export { masqueradeRoutes } from './routes.ts';
