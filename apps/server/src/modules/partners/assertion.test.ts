import { describe, expect, it } from 'vitest';
import { claimedClient, signAssertion, verifyAssertion } from './assertion.ts';

const secret = 'partner-secret-0123456789abcdef';
const person = { userId: 7, email: 'sam@acme.test', name: 'Sam Taylor', client: 'acme' };
const issuer = 'http://acme.localhost:3000';
const now = new Date('2026-03-01T10:00:00Z');
const after = (seconds: number) => new Date(now.getTime() + seconds * 1000);

describe('third-party assertion', () => {
  it('verifies with the partner secret for 60 seconds', async () => {
    const assertion = await signAssertion(secret, 'perks', issuer, person, now);
    expect(claimedClient(assertion)).toBe('acme');
    expect(await verifyAssertion(secret, 'perks', issuer, assertion, after(59))).toEqual(person);
    expect(await verifyAssertion(secret, 'perks', issuer, assertion, after(61))).toBeNull();
  });

  it('fails with another secret, audience or issuer, and for garbage', async () => {
    const assertion = await signAssertion(secret, 'perks', issuer, person, now);
    expect(await verifyAssertion('another-secret-0123456789abcdef', 'perks', issuer, assertion, now)).toBeNull();
    expect(await verifyAssertion(secret, 'gym', issuer, assertion, now)).toBeNull();
    expect(await verifyAssertion(secret, 'perks', 'http://globex.localhost:3000', assertion, now)).toBeNull();
    expect(await verifyAssertion(secret, 'perks', issuer, 'x.y.z', now)).toBeNull();
    expect(claimedClient('garbage')).toBeNull();
  });
});
