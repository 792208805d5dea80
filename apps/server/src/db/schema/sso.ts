import { index, integer, jsonb, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { clients } from './clients.ts';
import { users } from './users.ts';

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
  createdAt: at('created_at').notNull().defaultNow(),
});
export type SsoProvider = typeof ssoProviders.$inferSelect;
export type NewSsoProvider = typeof ssoProviders.$inferInsert;

/** Writes made while masquerading, and magic links issued: who did what as whom. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id').references(() => clients.id, { onDelete: 'set null' }),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    subjectId: integer('subject_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    /** Path parameters and field names, never field values. */
    target: jsonb('target').$type<Record<string, unknown>>().notNull().default({}),
    statusCode: smallint('status_code'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('audit_log_created_idx').on(t.createdAt.desc(), t.id.desc()), index('audit_log_client_idx').on(t.clientId, t.createdAt)],
);
export type AuditRow = typeof auditLog.$inferSelect;
export type NewAuditRow = typeof auditLog.$inferInsert;

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
