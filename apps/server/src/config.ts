import { z } from 'zod';
import { defaultWebDist } from './paths.ts';

const flag = (fallback: boolean) => z.stringbool().default(fallback);

/** Every environment variable the server reads; documented in README and .env.example. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  BASE_DOMAIN: z.string().min(1).default('localhost'),
  DEFAULT_CLIENT: z.string().min(1).default('acme'),
  /** Base of the links the server writes; default `http://{client}.<BASE_DOMAIN>:<PORT>`, so it follows the port. */
  PUBLIC_URL: z.string().min(1).optional(),
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  /** No e-mail is delivered: each stays in the outbox, pending (one warning). Production on PostgreSQL needs this or SMTP_URL. */
  MAIL_DISABLED: flag(false),
  MAIL_FROM: z.string().min(3).default('Benefits Portal <no-reply@portal.test>'),
  SEED_DEMO: flag(true),
  /** Pending migrations are applied at start; false: a release job runs `npm run db:migrate` first, and a start refuses without it. */
  MIGRATE_ON_START: flag(true),
  WEB_DIST: z.string().min(1).default(defaultWebDist),
  API_BASE: z.string().startsWith('/').default('/api'),
  API_V1_BASE: z.string().startsWith('/').default('/api/v1'),
  TRUST_PROXY: flag(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  UPLOAD_MAX_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(10 * 1024 * 1024),
  /** Signs access tokens; without it one is generated once and kept in the database for every instance. */
  SESSION_SECRET: z.string().min(32, { error: 'must be at least 32 characters' }).optional(),
  /** How long sessions and opted-in employee reads stay in the in-process read cache; 0 turns it off. */
  READ_CACHE_TTL_MS: z.coerce.number().int().min(0).max(60_000).default(2000),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(30).max(86_400).default(900),
  CAPTCHA_PROVIDER: z.enum(['altcha', 'recaptcha']).default('altcha'),
  /** Signs ALTCHA challenges; derived from the session secret when not set. */
  ALTCHA_HMAC_KEY: z.string().min(16).optional(),
  RECAPTCHA_SITE_KEY: z.string().min(1).optional(),
  RECAPTCHA_SECRET: z.string().min(1).optional(),
  /** Google's script the web app loads for the widget; another address (a stand-in in tests) serves its frames too. */
  RECAPTCHA_SCRIPT_URL: z.url({ protocol: /^https?$/ }).default('https://www.google.com/recaptcha/api.js'),
  /** Where the server checks a widget's answer. */
  RECAPTCHA_VERIFY_URL: z.url({ protocol: /^https?$/ }).default('https://www.google.com/recaptcha/api/siteverify'),
  /** Calls a minute per address on each sign-in call: a coarse flood guard, high enough for an office behind one NAT. */
  AUTH_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(300),
  /** SCIM calls a minute per token (issue 39): an identity provider's full sync sends a few a second. */
  SCIM_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(600),
  /** The voucher contract-management page; a path starting with '/' is the built-in page this server serves there. */
  CCV_MANAGE_URL: z.string().min(1).default('/api/ccv/contract-page'),
  /** The demo identity provider (/dev-idp) and demo partner page; default: on unless production on PostgreSQL. */
  DEV_IDP: z.stringbool().optional(),
  /** Client codes the demo identity provider signs people in for; the first one's host carries its issuer. */
  DEV_IDP_CLIENTS: z
    .string()
    .regex(/^[a-z0-9-]{1,63}(,[a-z0-9-]{1,63})*$/, { error: 'must be client codes separated by commas' })
    .default('globex,initech'),
  /**
   * Webhook endpoints may be on private, loopback and link-local addresses (and http:// in production): only for a
   * receiver on the operator's own network or machine (tests). Off: such addresses are refused when saved and when sent to.
   */
  WEBHOOK_ALLOW_PRIVATE_ADDRESSES: flag(false),
  /** Seals stored secrets (identity provider client secrets, partner keys); derived from the session secret when not set. */
  DATA_ENCRYPTION_KEY: z.string().min(32, { error: 'must be at least 32 characters' }).optional(),
  /** Serves GET /metrics (Prometheus) to callers that send `Authorization: Bearer <token>`; unset with no METRICS_PORT: no metrics. */
  METRICS_TOKEN: z.string().min(16, { error: 'must be at least 16 characters' }).optional(),
  /** Serves GET /metrics on this port only (on HOST), not on PORT; with METRICS_TOKEN the token is asked there too. */
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  /**
   * The portal's clock starts at this moment (a date and time with its offset) and runs on from it: to try a day of the
   * year before it comes (a window, a payroll close, the new year). Refused in production on PostgreSQL.
   */
  PORTAL_NOW: z.iso.datetime({ offset: true }).optional(),
});

const IN_PRODUCTION = 'required in production (NODE_ENV=production with DATABASE_URL)';

/**
 * What production on PostgreSQL refuses to start without, each with its reason: e-mail that would never leave the
 * outbox, and secrets that would otherwise be generated and kept in the database (a dump must not open them).
 */
const PRODUCTION_NEEDS = {
  SMTP_URL: `${IN_PRODUCTION}, or MAIL_DISABLED=true to deliver no e-mail on purpose: otherwise activation, reset and provider e-mails are never sent`,
  SESSION_SECRET:
    `${IN_PRODUCTION}: otherwise one is generated and kept in the database, so a database dump would be enough to sign access tokens ` +
    '(the embedded database keeps a generated one in DATA_DIR/session.secret instead)',
  DATA_ENCRYPTION_KEY:
    `${IN_PRODUCTION}: it seals the stored sign-on, partner and authenticator (two-factor) secrets, and a database dump must not be enough to open them ` +
    '(derived from a generated session secret, it would be in the dump)',
} as const;

/** What production on PostgreSQL refuses to start with. */
const PRODUCTION_REFUSES = {
  PORTAL_NOW:
    'must not be set in production (NODE_ENV=production with DATABASE_URL): every choice, payroll month and e-mail would be ' +
    'dated by a clock that is not the real one',
} as const;

/** Production on PostgreSQL needs mail (or MAIL_DISABLED=true) and secrets of its own; MAIL_DISABLED and SMTP_URL exclude each other. */
function checkProduction(env: z.infer<typeof envSchema>, ctx: z.RefinementCtx) {
  if (env.MAIL_DISABLED && env.SMTP_URL) {
    ctx.addIssue({ code: 'custom', path: ['MAIL_DISABLED'], message: 'true while SMTP_URL is set: remove one (MAIL_DISABLED=false sends by SMTP)' });
  }
  if (env.NODE_ENV !== 'production' || !env.DATABASE_URL) return;
  if (!env.SMTP_URL && !env.MAIL_DISABLED) ctx.addIssue({ code: 'custom', path: ['SMTP_URL'], message: PRODUCTION_NEEDS.SMTP_URL });
  for (const key of ['SESSION_SECRET', 'DATA_ENCRYPTION_KEY'] as const) {
    if (!env[key]) ctx.addIssue({ code: 'custom', path: [key], message: PRODUCTION_NEEDS[key] });
  }
  if (env.PORTAL_NOW) ctx.addIssue({ code: 'custom', path: ['PORTAL_NOW'], message: PRODUCTION_REFUSES.PORTAL_NOW });
}

/** Cross-field rules: the metrics port is not the public one; reCAPTCHA needs both of its keys. */
const checkedEnvSchema = envSchema.superRefine((env, ctx) => {
  if (env.METRICS_PORT !== undefined && env.METRICS_PORT !== 0 && env.METRICS_PORT === env.PORT)
    ctx.addIssue({ code: 'custom', path: ['METRICS_PORT'], message: 'must differ from PORT (metrics are kept off the public port)' });
  checkProduction(env, ctx);
  if (env.CAPTCHA_PROVIDER !== 'recaptcha') return;
  for (const key of ['RECAPTCHA_SITE_KEY', 'RECAPTCHA_SECRET'] as const) {
    if (!env[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'required when CAPTCHA_PROVIDER is recaptcha' });
  }
});

export type Env = z.infer<typeof envSchema>;

export interface Config extends Omit<Env, 'PUBLIC_URL'> {
  PUBLIC_URL: string;
  /** The dev mailbox serves sent e-mails; off with SMTP or with production on PostgreSQL. */
  devMailbox: boolean;
  /** The demo identity provider and partner page are mounted (DEV_IDP, else off in production on PostgreSQL). */
  devIdp: boolean;
}

export class ConfigError extends Error {}

export function parseConfig(env: Record<string, string | undefined> = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const result = checkedEnvSchema.safeParse(cleaned);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const parsed = result.data;
  const productionDatabase = parsed.NODE_ENV === 'production' && Boolean(parsed.DATABASE_URL);
  const devMailbox = !parsed.SMTP_URL && !productionDatabase;
  const PUBLIC_URL = parsed.PUBLIC_URL ?? `http://{client}.${parsed.BASE_DOMAIN}:${parsed.PORT}`;
  return { ...parsed, PUBLIC_URL, devMailbox, devIdp: parsed.DEV_IDP ?? !productionDatabase };
}

/** A link into a client's portal, e.g. for e-mails. */
export function publicUrl(config: Pick<Config, 'PUBLIC_URL' | 'PORT'>, clientCode: string, path: string): string {
  const base = config.PUBLIC_URL.replace('{client}', clientCode).replace(/\/$/, '');
  return `${base}${path}`;
}
