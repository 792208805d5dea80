/** The platform administrators' console: clients, their people and the audit log. */
export { adminRoutes } from './routes.ts';
