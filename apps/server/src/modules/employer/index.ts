/** The employer module's public face: its routes. */
export { employerRoutes } from './routes.ts';
