/** Single sign-on with a client's identity provider, and the demo provider that stands in for one. */
export { devIdpRoutes } from './dev-idp/routes.ts';
export { devIdpLogoutUrl, followDevIdpAddresses } from './dev-idp/addresses.ts';
export { DEV_IDP_MOUNT, devIdpClientCodes, devIdpClientSecret, devIdpIssuer } from './dev-idp/settings.ts';
export { checkDiscovery } from './discovery.ts';
export { SsoFailure, signInByEmail } from './flow.ts';
export { samlPath, ssoCallbackPath } from './paths.ts';
export { deleteSsoProvider, findSsoProvider, hasSamlProvider, saveSsoProvider, upsertSsoProvider } from './queries.ts';
export { ssoRoutes } from './routes.ts';
export { issueSignOnTestLink, keptClaims, SignOnTestFailure, testFailureWords, useTestToken } from './sign-on-test.ts';
export { TEST_PAGE_CSP, testFailedPage, testWorksPage } from './test-page.ts';
