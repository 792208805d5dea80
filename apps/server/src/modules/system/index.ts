/** The system module's public face: the health check. */
export { systemRoutes } from './routes.ts';
