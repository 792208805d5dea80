/** A client's branding in the admin console (issue 27 §2) and the logos it serves by hash. */
export { brandingRoutes } from './routes.ts';
export { svgProblem } from './logo.ts';
