/**
 * A client's machine credentials (issue 39): API keys its HR system calls the public API with, and SCIM tokens its
 * identity provider provisions people with. What each may do is a scope.
 */
export const apiCredentialKinds = ['api-key', 'scim'] as const;
export type ApiCredentialKind = (typeof apiCredentialKinds)[number];

/** What an API key may be given (the public API's calls each need one). */
export const apiKeyScopes = ['employees:write', 'employees:read', 'selections:read', 'reports:read'] as const;
export type ApiKeyScope = (typeof apiKeyScopes)[number];

/** The one scope of a SCIM token. */
export const SCIM_SCOPE = 'scim';
export type ApiScope = ApiKeyScope | typeof SCIM_SCOPE;

/** Public prefixes of a credential's id: what it is can be told from a leaked string (secret scanners match them). */
export const credentialPrefixes = { 'api-key': 'bpk_', scim: 'bps_' } as const satisfies Record<ApiCredentialKind, string>;

/** Longest name of a credential. */
export const CREDENTIAL_NAME_MAX = 80;
