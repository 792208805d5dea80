/**
 * A client's code is its sub-domain (acme -> acme.example.com): lower-case letters, digits and hyphens, 2-30
 * characters, not starting or ending with a hyphen, and not a name the platform keeps for itself.
 */
export const CLIENT_CODE_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,28}[a-z0-9])$/;

/** Host names the platform uses or may use; a client named so would shadow them. */
export const RESERVED_CLIENT_CODES: readonly string[] = [
  'www',
  'api',
  'admin',
  'mail',
  'dev-idp',
  'app',
  'static',
  'assets',
  'auth',
  'login',
  'sso',
  'smtp',
  'ftp',
  'localhost',
  'portal',
  'status',
  'docs',
];

export const isReservedClientCode = (code: string) => RESERVED_CLIENT_CODES.includes(code);
