/** API access (issue 39): managing a client's API keys and SCIM tokens, and the public API an HR system calls with a key. */
export { apiCredentialRoutes } from './credential-routes.ts';
export { publicApiRoutes, PUBLIC_API_SECURITY } from './routes.ts';
