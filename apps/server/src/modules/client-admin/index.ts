/** The admin console's clients (issue 27 §2): list, add, details, features, administrators, readiness and going live. */
export { clientAdminRoutes } from './routes.ts';
