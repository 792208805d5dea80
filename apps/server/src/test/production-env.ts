/**
 * What a production start on PostgreSQL needs besides DATABASE_URL (config.ts refuses to start without it), for tests
 * that start the portal or a command that way. Test values only: never used outside tests.
 */
export const PRODUCTION_ENV = {
  NODE_ENV: 'production',
  SESSION_SECRET: 'test-only-session-secret-0123456789abcdef',
  DATA_ENCRYPTION_KEY: 'test-only-data-encryption-key-0123456789',
  MAIL_DISABLED: 'true',
} as const;
