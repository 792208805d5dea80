/** A client's machine credentials: API keys and SCIM tokens (issue 39). */
export { authenticateCredential, credentialFromHeader, issueCredential, type CredentialCaller, type IssuedCredential } from './service.ts';
export { clientCredentials, revokeCredential } from './queries.ts';
