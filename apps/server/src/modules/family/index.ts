/** The family module's public face: an employee's family members, and the list other modules show. */
export { familyRoutes } from './routes.ts';
export { listFamily } from './queries.ts';
