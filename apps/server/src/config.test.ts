import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig, publicUrl } from './config.ts';
import { PRODUCTION_ENV } from './test/production-env.ts';

const DATABASE_URL = 'postgres://db/portal';
/** The message parseConfig refuses with, or '' when it accepts. */
const refusal = (env: Record<string, string>) => {
  try {
    parseConfig(env);
    return '';
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
};

describe('parseConfig', () => {
  it('has working defaults for the embedded demo', () => {
    const config = parseConfig({});
    expect(config).toMatchObject({ PORT: 3000, DATA_DIR: './data', DEFAULT_CLIENT: 'acme', BASE_DOMAIN: 'localhost', devMailbox: true, SEED_DEMO: true });
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it('turns the dev mailbox off with SMTP, and in production on PostgreSQL', () => {
    expect(parseConfig({ SMTP_URL: 'smtp://mail.example.com:25' }).devMailbox).toBe(false);
    expect(parseConfig({ ...PRODUCTION_ENV, DATABASE_URL }).devMailbox).toBe(false);
    expect(parseConfig({ NODE_ENV: 'production' }).devMailbox).toBe(true);
  });

  it('names every bad variable at once', () => {
    expect(() => parseConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', SEED_DEMO: 'maybe' })).toThrow(ConfigError);
    try {
      parseConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', SEED_DEMO: 'maybe' });
    } catch (error) {
      expect(String(error)).toMatch(/PORT/);
      expect(String(error)).toMatch(/DATABASE_URL/);
      expect(String(error)).toMatch(/SEED_DEMO/);
    }
  });

  it('has defaults for sessions and captcha, and wants both reCAPTCHA keys with that provider', () => {
    expect(parseConfig({})).toMatchObject({ ACCESS_TOKEN_TTL_SECONDS: 900, CAPTCHA_PROVIDER: 'altcha', AUTH_RATE_LIMIT_MAX: 300 });
    expect(() => parseConfig({ SESSION_SECRET: 'too-short' })).toThrow(/SESSION_SECRET/);
    expect(() => parseConfig({ CAPTCHA_PROVIDER: 'recaptcha', RECAPTCHA_SITE_KEY: 'site' })).toThrow(/RECAPTCHA_SECRET/);
    expect(parseConfig({ CAPTCHA_PROVIDER: 'recaptcha', RECAPTCHA_SITE_KEY: 'site', RECAPTCHA_SECRET: 'secret' }).CAPTCHA_PROVIDER).toBe('recaptcha');
  });

  it('mounts the demo identity provider like the dev mailbox, unless told otherwise', () => {
    expect(parseConfig({})).toMatchObject({ devIdp: true, DEV_IDP_CLIENTS: 'globex,initech' });
    expect(parseConfig({ ...PRODUCTION_ENV, DATABASE_URL }).devIdp).toBe(false);
    expect(parseConfig({ ...PRODUCTION_ENV, DATABASE_URL, DEV_IDP: 'true' }).devIdp).toBe(true);
    expect(parseConfig({ DEV_IDP: 'false' }).devIdp).toBe(false);
    expect(() => parseConfig({ DEV_IDP_CLIENTS: 'Globex, acme' })).toThrow(/DEV_IDP_CLIENTS/);
    expect(() => parseConfig({ DATA_ENCRYPTION_KEY: 'short' })).toThrow(/DATA_ENCRYPTION_KEY/);
  });

  it('refuses production on PostgreSQL without mail and secrets of its own, naming each variable and why', () => {
    const bare = refusal({ NODE_ENV: 'production', DATABASE_URL });
    expect(bare).toMatch(/^Invalid configuration:/);
    expect(bare).toContain('SMTP_URL: required in production (NODE_ENV=production with DATABASE_URL), or MAIL_DISABLED=true');
    expect(bare).toMatch(/SESSION_SECRET: required in production .*a database dump would be enough to sign access tokens/);
    expect(bare).toMatch(/DATA_ENCRYPTION_KEY: required in production .*a database dump must not be enough to open them/);

    const secrets = { SESSION_SECRET: PRODUCTION_ENV.SESSION_SECRET, DATA_ENCRYPTION_KEY: PRODUCTION_ENV.DATA_ENCRYPTION_KEY };
    const noMail = refusal({ NODE_ENV: 'production', DATABASE_URL, ...secrets });
    expect(noMail.split('\n')).toHaveLength(2);
    expect(noMail).toContain('SMTP_URL:');
    // MAIL_DISABLED must be said: false (or unset) is not enough.
    expect(refusal({ NODE_ENV: 'production', DATABASE_URL, ...secrets, MAIL_DISABLED: 'false' })).toContain('SMTP_URL:');
    const noKey = refusal({ NODE_ENV: 'production', DATABASE_URL, SESSION_SECRET: secrets.SESSION_SECRET, MAIL_DISABLED: 'true' });
    expect(noKey.split('\n').slice(1)).toEqual([expect.stringMatching(/^ {2}DATA_ENCRYPTION_KEY: /)]);

    expect(parseConfig({ NODE_ENV: 'production', DATABASE_URL, ...secrets, SMTP_URL: 'smtp://mail.example.com:25' })).toMatchObject({
      MAIL_DISABLED: false,
      devMailbox: false,
    });
    expect(parseConfig({ NODE_ENV: 'production', DATABASE_URL, ...secrets, MAIL_DISABLED: 'true' })).toMatchObject({ MAIL_DISABLED: true, devMailbox: false });
    // The embedded database (the demo, `npm start`) and development on PostgreSQL need none of it.
    expect(refusal({ NODE_ENV: 'production' })).toBe('');
    expect(refusal({ DATABASE_URL })).toBe('');
  });

  it('takes PORTAL_NOW as a moment with its offset, and refuses it in production on PostgreSQL', () => {
    expect(parseConfig({ PORTAL_NOW: '2027-01-04T09:00:00Z' }).PORTAL_NOW).toBe('2027-01-04T09:00:00Z');
    expect(parseConfig({ NODE_ENV: 'production', PORTAL_NOW: '2026-12-31T23:30:00+00:00' }).PORTAL_NOW).toBe('2026-12-31T23:30:00+00:00');
    expect(refusal({ PORTAL_NOW: '2027-01-04' })).toContain('PORTAL_NOW');
    expect(refusal({ PORTAL_NOW: 'tomorrow' })).toContain('PORTAL_NOW');
    const production = refusal({ ...PRODUCTION_ENV, DATABASE_URL, PORTAL_NOW: '2027-01-04T09:00:00Z' });
    expect(production).toContain('PORTAL_NOW: must not be set in production');
    expect(production.split('\n')).toHaveLength(2);
  });

  it('takes MAIL_DISABLED or SMTP_URL, not both; MIGRATE_ON_START defaults to true', () => {
    expect(refusal({ MAIL_DISABLED: 'true', SMTP_URL: 'smtp://mail.example.com:25' })).toContain('MAIL_DISABLED: true while SMTP_URL is set');
    expect(parseConfig({ MAIL_DISABLED: 'false', SMTP_URL: 'smtp://mail.example.com:25' }).MAIL_DISABLED).toBe(false);
    expect(parseConfig({})).toMatchObject({ MAIL_DISABLED: false, MIGRATE_ON_START: true });
    expect(parseConfig({ MIGRATE_ON_START: 'false' }).MIGRATE_ON_START).toBe(false);
    expect(refusal({ MIGRATE_ON_START: 'later' })).toContain('MIGRATE_ON_START');
  });

  it('builds links into a client portal', () => {
    expect(publicUrl(parseConfig({}), 'acme', '/activation/abc')).toBe('http://acme.localhost:3000/activation/abc');
  });

  it('makes links follow PORT and BASE_DOMAIN unless PUBLIC_URL is set', () => {
    expect(parseConfig({ PORT: '4100' }).PUBLIC_URL).toBe('http://{client}.localhost:4100');
    expect(publicUrl(parseConfig({ PORT: '4100', BASE_DOMAIN: 'portal.test' }), 'globex', '/x')).toBe('http://globex.portal.test:4100/x');
    expect(parseConfig({ PORT: '4100', PUBLIC_URL: 'https://{client}.benefits.example' }).PUBLIC_URL).toBe('https://{client}.benefits.example');
  });
});
