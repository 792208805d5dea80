import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { readCookie } from '../../lib/cookies.ts';
import { cookieHeader, openPendingLogin, sealPendingLogin, SSO_COOKIE_TTL_SECONDS } from './state-cookie.ts';

const key = new Uint8Array(randomBytes(32));
const pending = { client: 'globex', state: 'st', nonce: 'no', verifier: 'pkce-verifier-value' };
const now = new Date('2026-03-01T10:00:00Z');
const later = (seconds: number) => new Date(now.getTime() + seconds * 1000);

describe('SSO state cookie', () => {
  it('opens what it sealed until it expires, and hides the verifier', async () => {
    const sealed = await sealPendingLogin(key, pending, now);
    expect(sealed).not.toContain('pkce-verifier-value');
    expect(await openPendingLogin(key, sealed, later(SSO_COOKIE_TTL_SECONDS - 1))).toEqual(pending);
    expect(await openPendingLogin(key, sealed, later(SSO_COOKIE_TTL_SECONDS + 1))).toBeNull();
  });

  it("carries the admin console's test mark, and drops a malformed one", async () => {
    const test = { ...pending, test: { actorId: 12, fingerprint: 'abc123' } };
    expect(await openPendingLogin(key, await sealPendingLogin(key, test, now), now)).toEqual(test);
    const malformed = { ...pending, test: { actorId: '12', fingerprint: '' } } as never;
    expect(await openPendingLogin(key, await sealPendingLogin(key, malformed, now), now)).toEqual(pending);
  });

  it('refuses another key, tampering, garbage and nothing', async () => {
    const sealed = await sealPendingLogin(key, pending, now);
    expect(await openPendingLogin(new Uint8Array(randomBytes(32)), sealed, now)).toBeNull();
    // One character of the ciphertext changed (a whole one: the tag's last characters may carry padding bits only).
    const at = sealed.length - 30;
    const tampered = `${sealed.slice(0, at)}${sealed[at] === 'A' ? 'B' : 'A'}${sealed.slice(at + 1)}`;
    expect(await openPendingLogin(key, tampered, now)).toBeNull();
    expect(await openPendingLogin(key, 'not-a-jwe', now)).toBeNull();
    expect(await openPendingLogin(key, null, now)).toBeNull();
  });

  it('reads one cookie and writes a scoped, HttpOnly, Lax one', () => {
    expect(readCookie('a=1; portal_sso=x.y=z; b=2', 'portal_sso')).toBe('x.y=z');
    expect(readCookie('a=1', 'portal_sso')).toBeNull();
    expect(readCookie(undefined, 'portal_sso')).toBeNull();
    expect(cookieHeader('portal_sso', 'v', { path: '/api/sso/globex/', maxAgeSeconds: 600, secure: true })).toBe(
      'portal_sso=v; Path=/api/sso/globex/; Max-Age=600; HttpOnly; SameSite=Lax; Secure',
    );
  });
});
