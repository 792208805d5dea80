/** The life-events module's public face: events that open a selection window. */
export { lifeEventRoutes } from './routes.ts';
