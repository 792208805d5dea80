/** SCIM 2.0 provisioning (issue 39): a client's identity provider creates, changes and removes its people. */
export { scimRoutes } from './routes.ts';
export { SCIM_BASE } from './constants.ts';
