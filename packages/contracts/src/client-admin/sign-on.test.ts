import { describe, expect, it } from 'vitest';
import { isWebAddress, signOnFormSchema, signOnSaveSchema, signOnTexts } from './sign-on.ts';

describe('sign-on addresses', () => {
  it('takes https, and plain http only on this machine', () => {
    for (const good of [
      'https://login.acme.com',
      'https://login.acme.com:8443/tenant/v2.0',
      'http://globex.localhost:3000/dev-idp',
      'http://127.0.0.1:9/x',
      'HTTPS://Login.Acme.com',
    ]) {
      expect(isWebAddress(good, { bare: true }), good).toBe(true);
    }
    for (const bad of [
      'http://login.acme.com',
      'ftp://acme.com',
      'javascript:alert(1)',
      'https://user:pw@acme.com',
      'https://acme .com',
      'https://',
      'login.acme.com',
    ]) {
      expect(isWebAddress(bad), bad).toBe(false);
    }
    expect(isWebAddress('https://idp.acme.com/logout?next=1')).toBe(true);
    expect(isWebAddress('https://idp.acme.com/?x=1', { bare: true })).toBe(false);
    expect(isWebAddress('https://idp.acme.com/#x', { bare: true })).toBe(false);
  });
});

describe('the sign-on save', () => {
  const base = { version: 2, issuer: 'https://login.acme.com', clientId: 'portal', clientSecret: '', emailDomains: [] as string[], logoutUrl: '' };

  it('lower-cases the domains, drops an @ and repeats, and makes an empty logout address none', () => {
    const parsed = signOnSaveSchema.parse({ ...base, emailDomains: ['Acme.COM', '@acme.com', ' acme.co.uk '] });
    expect(parsed.emailDomains).toEqual(['acme.com', 'acme.co.uk']);
    expect(parsed.logoutUrl).toBeNull();
    expect(signOnFormSchema.parse({ ...base, emailDomains: 'acme.com,  acme.co.uk;\nacme.de' }).emailDomains).toEqual(['acme.com', 'acme.co.uk', 'acme.de']);
  });

  it('needs an issuer and client id unless the demo identity provider stands in', () => {
    const errors = signOnSaveSchema.safeParse({ ...base, issuer: '', clientId: '' }).error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(errors).toEqual([
      ['issuer', signOnTexts.errors.issuerRequired],
      ['clientId', signOnTexts.errors.clientIdRequired],
    ]);
    expect(signOnSaveSchema.safeParse({ version: 0, useDemoProvider: true, emailDomains: [] }).success).toBe(true);
  });

  it('names the first domain that is not one', () => {
    const result = signOnSaveSchema.safeParse({ ...base, emailDomains: ['acme.com', 'someone@acme.com'] });
    expect(result.error?.issues[0]?.message).toBe(signOnTexts.errors.domainInvalid('someone@acme.com'));
  });
});
