/** The nominations module's public face: nominations of beneficiaries (expression of wish) for life cover. */
export { nominationRoutes } from './routes.ts';
