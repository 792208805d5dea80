import { describe, expect, it } from 'vitest';
import { parseConfig } from '../config.ts';
import { securityHeaders } from './security.ts';

const policyOf = (env: Record<string, string>) => {
  const directives = securityHeaders(parseConfig({ NODE_ENV: 'test', ...env }))['content-security-policy']!.split(';');
  return Object.fromEntries(directives.map((d) => d.trim().split(/\s+/)).map(([name, ...sources]) => [name, sources]));
};
const recaptcha = { CAPTCHA_PROVIDER: 'recaptcha', RECAPTCHA_SITE_KEY: 'site', RECAPTCHA_SECRET: 'secret' };

describe('Content-Security-Policy and the captcha', () => {
  it('keeps scripts and frames to our own origin with ALTCHA', () => {
    const policy = policyOf({});
    expect(policy['script-src']).toEqual(["'self'"]);
    expect(policy['frame-src']).toEqual(["'self'"]);
  });

  it("allows Google's reCAPTCHA script and frame addresses when reCAPTCHA is the captcha", () => {
    const policy = policyOf(recaptcha);
    expect(policy['script-src']).toEqual(["'self'", 'https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/']);
    expect(policy['frame-src']).toEqual(["'self'", 'https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/']);
    // Nothing else is opened up.
    expect(policy['connect-src']).toEqual(["'self'"]);
    expect(policy['default-src']).toEqual(["'self'"]);
  });

  it("allows a stand-in's origin instead of Google's when the script comes from elsewhere", () => {
    const policy = policyOf({ ...recaptcha, RECAPTCHA_SCRIPT_URL: 'http://127.0.0.1:3199/recaptcha/api.js?hl=en' });
    expect(policy['script-src']).toEqual(["'self'", 'http://127.0.0.1:3199']);
    expect(policy['frame-src']).toEqual(["'self'", 'http://127.0.0.1:3199']);
  });

  it('refuses a script address that is not http(s)', () => {
    expect(() => parseConfig({ ...recaptcha, RECAPTCHA_SCRIPT_URL: 'javascript:alert(1)' })).toThrow(/RECAPTCHA_SCRIPT_URL/);
  });
});
