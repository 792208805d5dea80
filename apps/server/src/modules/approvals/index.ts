/** The approvals module's public face: its routes. */
export { approvalRoutes } from './routes.ts';
