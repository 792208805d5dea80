/** Single sign-on with a client's identity provider, and the demo provider that stands in for one. */
export { devIdpRoutes } from './dev-idp/routes.ts';
export { devIdpLogoutUrl, followDevIdpAddresses } from './dev-idp/addresses.ts';
export { DEV_IDP_MOUNT, devIdpClientCodes, devIdpClientSecret, devIdpIssuer } from './dev-idp/settings.ts';
export { saveSsoProvider } from './queries.ts';
export { ssoRoutes } from './routes.ts';
