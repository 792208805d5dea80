import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig, publicUrl } from './config.ts';

describe('parseConfig', () => {
  it('has working defaults for the embedded demo', () => {
    const config = parseConfig({});
    expect(config).toMatchObject({ PORT: 3000, DATA_DIR: './data', DEFAULT_CLIENT: 'acme', BASE_DOMAIN: 'localhost', devMailbox: true, SEED_DEMO: true });
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it('turns the dev mailbox off with SMTP, and in production on PostgreSQL', () => {
    expect(parseConfig({ SMTP_URL: 'smtp://mail.example.com:25' }).devMailbox).toBe(false);
    expect(parseConfig({ NODE_ENV: 'production', DATABASE_URL: 'postgres://db/portal' }).devMailbox).toBe(false);
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
    expect(parseConfig({ NODE_ENV: 'production', DATABASE_URL: 'postgres://db/portal' }).devIdp).toBe(false);
    expect(parseConfig({ NODE_ENV: 'production', DATABASE_URL: 'postgres://db/portal', DEV_IDP: 'true' }).devIdp).toBe(true);
    expect(parseConfig({ DEV_IDP: 'false' }).devIdp).toBe(false);
    expect(() => parseConfig({ DEV_IDP_CLIENTS: 'Globex, acme' })).toThrow(/DEV_IDP_CLIENTS/);
    expect(() => parseConfig({ DATA_ENCRYPTION_KEY: 'short' })).toThrow(/DATA_ENCRYPTION_KEY/);
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
