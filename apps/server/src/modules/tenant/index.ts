/** The tenant module's public face: which client a request's Host names. */
export { tenantPlugin, forgetCachedClients } from './plugin.ts';
