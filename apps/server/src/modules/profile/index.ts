/** The profile module's public face: the person's own details and contact preferences. */
export { profileRoutes } from './routes.ts';
