export { minimumWageRoutes } from './routes.ts';
