/** An employer's one-time link that logs one of their employees in. */
export { magicLinkRoutes } from './routes.ts';
