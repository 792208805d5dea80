/** The approvals module's public face: its routes and its daily digest job. */
export { approvalRoutes } from './routes.ts';
export { approvalDigests, sendApprovalDigests } from './digest.ts';
