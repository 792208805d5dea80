/** The policies module's public face: cover documents of the person's active selections. */
export { policyRoutes } from './routes.ts';
