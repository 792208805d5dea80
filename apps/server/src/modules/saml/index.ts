/** SAML 2.0 sign-on per client beside OpenID Connect (issue 39; docs/decisions/saml.md). */
export { samlRoutes } from './routes.ts';
export { findSamlProvider } from './queries.ts';
