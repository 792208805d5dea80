import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, serial, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { clients } from './clients.ts';
import { users } from './users.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });

/** A login: the access token names it, the refresh token (hashed) renews it; revoked rows stay for the audit trail. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    clientId: integer('client_id').references(() => clients.id, { onDelete: 'cascade' }),
    refreshTokenHash: text('refresh_token_hash').notNull().unique(),
    /** The refresh token rotated away last: seeing it again means it leaked, so the session ends. */
    previousRefreshTokenHash: text('previous_refresh_token_hash'),
    /** When the previous refresh token was rotated away: for a short grace it still answers the same new pair. */
    refreshRotatedAt: at('refresh_rotated_at'),
    createdAt: at('created_at').notNull().defaultNow(),
    lastSeenAt: at('last_seen_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
    revokedAt: at('revoked_at'),
    revokedReason: text('revoked_reason'),
    ip: text('ip'),
    userAgent: text('user_agent'),
    /** The user had never logged in before this session (welcome modal). */
    firstLogin: boolean('first_login').notNull().default(false),
    masqueradeActorId: integer('masquerade_actor_id').references(() => users.id, { onDelete: 'cascade' }),
    masqueradeSchemeYear: integer('masquerade_scheme_year'),
    /** The employer whose magic link opened this session: an impersonation, audited and kept away from account settings. */
    magicLinkActorId: integer('magic_link_actor_id').references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_previous_refresh_idx').on(t.previousRefreshTokenHash)],
);

export type Session = typeof sessions.$inferSelect;

/** Failed logins per lower-cased e-mail, kept for every address tried so answers never reveal which exist. */
export const loginAttempts = pgTable('login_attempts', {
  email: text('email').primaryKey(),
  failures: smallint('failures').notNull().default(0),
  /** Wrong two-factor codes since the last full login; counted apart so a typo does not bring back the captcha. */
  mfaFailures: smallint('mfa_failures').notNull().default(0),
  /** Wrong passwords an employer retyped for a magic link: counted apart too, towards the lock but never the captcha. */
  magicLinkFailures: smallint('magic_link_failures').notNull().default(0),
  lastFailureAt: at('last_failure_at'),
  lockedUntil: at('locked_until'),
});

export type LoginAttempts = typeof loginAttempts.$inferSelect;

/**
 * A browser that passed two-factor and was handed a random secret in an HttpOnly cookie; only the
 * secret's hash is kept. The browser's fingerprint proves nothing and is not stored.
 */
export const trustedDevices = pgTable(
  'trusted_devices',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    secretHash: text('secret_hash').notNull().unique(),
    /** What the person sees in their list, e.g. 'Chrome on Windows', from the user agent at the time. */
    label: text('label').notNull(),
    expiresAt: at('expires_at').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    lastUsedAt: at('last_used_at').notNull().defaultNow(),
  },
  (t) => [index('trusted_devices_user_idx').on(t.userId)],
);

export type TrustedDevice = typeof trustedDevices.$inferSelect;

export const passwordHistory = pgTable(
  'password_history',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    passwordHash: text('password_hash').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('password_history_user_idx').on(t.userId, t.createdAt)],
);

/** TOTP time steps already used per user: a code works once. */
export const usedTotpCodes = pgTable(
  'used_totp_codes',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    timeStep: integer('time_step').notNull(),
    usedAt: at('used_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.timeStep] })],
);

export const mfaEventTypes = ['enabled', 'disabled'] as const;

/** Two-factor switched on or off, by whom and why (disabling needs a reason). */
export const mfaEvents = pgTable(
  'mfa_events',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    event: text('event', { enum: mfaEventTypes }).notNull(),
    reason: text('reason'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('mfa_events_user_idx').on(t.userId)],
);

/** Captcha challenges already answered, kept until they expire so a solution works once. */
export const usedCaptchas = pgTable('used_captchas', {
  challengeId: text('challenge_id').primaryKey(),
  expiresAt: at('expires_at').notNull(),
});

/** Settings every instance shares, e.g. the generated session signing secret. */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  createdAt: at('created_at')
    .notNull()
    .default(sql`now()`),
});

/**
 * The per-address flood guard's counters, shared by every instance (lib/auth-rate-limit.ts): one row per route and
 * address for the current fixed window; a new window starts the count again.
 */
export const rateLimitHits = pgTable('rate_limit_hits', {
  key: text('key').primaryKey(),
  windowStartedAt: at('window_started_at').notNull(),
  hits: integer('hits').notNull(),
});
