/** The insights module's public face: its routes. */
export { insightsRoutes } from './routes.ts';
