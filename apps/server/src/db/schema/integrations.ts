import { sql } from 'drizzle-orm';
import { bigserial, boolean, check, index, integer, jsonb, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { clients } from './clients.ts';
import { users } from './users.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });

export const apiCredentialKinds = ['api-key', 'scim'] as const;

/**
 * A client's machine credentials (issue 39): API keys for its HR system and SCIM tokens for its identity provider.
 * `key_id` is the public half (the API key's client id, the token's prefix); the secret is shown once and only its
 * SHA-256 is kept (a random 256-bit secret needs no slow hash). A revoked credential stays for the audit trail.
 */
export const apiCredentials = pgTable(
  'api_credentials',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: apiCredentialKinds }).notNull(),
    name: text('name').notNull(),
    keyId: text('key_id').notNull().unique(),
    secretHash: text('secret_hash').notNull(),
    /** What the credential may do (contracts' API scopes); a SCIM token holds `scim`. */
    scopes: jsonb('scopes').$type<string[]>().notNull().default([]),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull().defaultNow(),
    lastUsedAt: at('last_used_at'),
    revokedAt: at('revoked_at'),
  },
  (t) => [index('api_credentials_client_idx').on(t.clientId, t.kind, t.createdAt), check('api_credentials_kind_check', sql`${t.kind} in ('api-key', 'scim')`)],
);
export type ApiCredential = typeof apiCredentials.$inferSelect;
export type NewApiCredential = typeof apiCredentials.$inferInsert;

/** Where a client wants to be told of events (Standard Webhooks); the signing secret (`whsec_…`) is stored encrypted (lib/secret-box.ts). */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    description: text('description').notNull().default(''),
    /** Event types it receives (contracts' webhook events). */
    events: jsonb('events').$type<string[]>().notNull().default([]),
    secretEncrypted: text('secret_encrypted').notNull(),
    /** The secret before the last rotation, still signing beside the new one until `previous_secret_until` (Standard Webhooks' zero-downtime rotation). */
    previousSecretEncrypted: text('previous_secret_encrypted'),
    previousSecretUntil: at('previous_secret_until'),
    enabled: boolean('enabled').notNull().default(true),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('webhook_endpoints_client_idx').on(t.clientId)],
);
export type WebhookEndpoint = typeof webhookEndpoints.$inferSelect;
export type NewWebhookEndpoint = typeof webhookEndpoints.$inferInsert;

export const webhookDeliveryStatuses = ['pending', 'delivered', 'failed'] as const;

/** One message to one endpoint and its attempts, sent by the job runner; the delivery log of the admin console. */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    endpointId: integer('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    /** The Standard Webhooks `webhook-id` (`msg_…`): the same on every attempt, so a receiver can drop repeats. */
    messageId: text('message_id').notNull(),
    eventType: text('event_type').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    status: text('status', { enum: webhookDeliveryStatuses }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastStatusCode: smallint('last_status_code'),
    lastError: text('last_error'),
    lastAttemptAt: at('last_attempt_at'),
    deliveredAt: at('delivered_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('webhook_deliveries_endpoint_idx').on(t.endpointId, t.createdAt.desc()),
    index('webhook_deliveries_client_idx').on(t.clientId, t.createdAt.desc()),
    check('webhook_deliveries_status_check', sql`${t.status} in ('pending', 'delivered', 'failed')`),
  ],
);
export type WebhookDelivery = typeof webhookDeliveries.$inferSelect;

/**
 * A client's SAML 2.0 identity provider, beside (or instead of) its OpenID Connect one: the IdP's entity id, its
 * single sign-on address and signing certificates (PEM, from its metadata). Signed assertions are always required.
 */
export const samlProviders = pgTable('saml_providers', {
  id: serial('id').primaryKey(),
  clientId: integer('client_id')
    .notNull()
    .unique()
    .references(() => clients.id, { onDelete: 'cascade' }),
  idpEntityId: text('idp_entity_id').notNull(),
  ssoUrl: text('sso_url').notNull(),
  /** The IdP's signing certificates, PEM; more than one while it rolls its key over. */
  certificates: jsonb('certificates').$type<string[]>().notNull(),
  /** The metadata document it was imported from, if any (kept to show what was imported). */
  metadataXml: text('metadata_xml'),
  /** The last successful "Test sign-on" and the attributes it received. */
  lastTestedAt: at('last_tested_at'),
  lastTestAttributes: jsonb('last_test_attributes').$type<Record<string, string | null>>(),
  createdAt: at('created_at').notNull().defaultNow(),
});
export type SamlProvider = typeof samlProviders.$inferSelect;
export type NewSamlProvider = typeof samlProviders.$inferInsert;

export const dataErasureReasons = ['retention', 'request'] as const;

/**
 * A person's personal data anonymised (issue 39): by the daily retention job or at once on HR's request. The user row
 * stays under its id (the pseudonym the money history and report lines keep); `kept` says what stayed and why.
 */
export const dataErasures = pgTable(
  'data_erasures',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason', { enum: dataErasureReasons }).notNull(),
    requestedBy: integer('requested_by').references(() => users.id, { onDelete: 'set null' }),
    kept: jsonb('kept').$type<Record<string, string>>().notNull().default({}),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('data_erasures_user_unique').on(t.userId), check('data_erasures_reason_check', sql`${t.reason} in ('retention', 'request')`)],
);
export type DataErasure = typeof dataErasures.$inferSelect;
