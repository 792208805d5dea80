/** The platform administrators' console: clients and their people (its audit log is modules/audit-log's). */
export { adminRoutes } from './routes.ts';
export { createPlatformAdmin, PLATFORM_ADMIN_LINK_HOURS, PlatformAdminRefused, type PlatformAdminLink } from './platform-admins.ts';
