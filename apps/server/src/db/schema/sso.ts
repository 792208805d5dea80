import { integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { clients } from './clients.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A client's OpenID Connect identity provider. The e-mail domains it serves, SSO-only mode and the
 * logout address stay on `clients`. The secret is stored encrypted (lib/secret-box.ts) and never answered.
 */
export const ssoProviders = pgTable('sso_providers', {
  id: serial('id').primaryKey(),
  clientId: integer('client_id')
    .notNull()
    .unique()
    .references(() => clients.id, { onDelete: 'cascade' }),
  issuer: text('issuer').notNull(),
  oidcClientId: text('oidc_client_id').notNull(),
  clientSecretEncrypted: text('client_secret_encrypted').notNull(),
  scopes: text('scopes').notNull().default('openid email profile'),
  /** The last successful test from the admin console's Sign-on tab, and the claims it received (cleared when the issuer, client id or secret change). */
  lastTestedAt: at('last_tested_at'),
  lastTestClaims: jsonb('last_test_claims').$type<Record<string, string | number | boolean | null>>(),
  createdAt: at('created_at').notNull().defaultNow(),
});
export type SsoProvider = typeof ssoProviders.$inferSelect;
export type NewSsoProvider = typeof ssoProviders.$inferInsert;

/** Third-party sites a client's people may be sent to with a signed assertion; the signing secret is stored encrypted. */
export const partners = pgTable(
  'partners',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    name: text('name').notNull(),
    url: text('url').notNull(),
    secretEncrypted: text('secret_encrypted').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('partners_client_code').on(t.clientId, t.code)],
);
export type Partner = typeof partners.$inferSelect;
export type NewPartner = typeof partners.$inferInsert;
