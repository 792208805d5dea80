import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiCredentials, clients } from '../../db/schema/index.ts';
import { seededApp } from '../../test/seeded.ts';
import { authenticateCredential, credentialFromHeader, issueCredential, revokeCredential } from './index.ts';

/** Machine credentials (issue 39): the secret shown once proves the caller; its hash only is kept; revoked is refused. */
const ctx = seededApp();
const now = new Date('2026-06-01T09:00:00Z');

async function clientId(code: string) {
  const [row] = await ctx.db.select({ id: clients.id }).from(clients).where(eq(clients.code, code));
  return row!.id;
}

describe('machine credentials', () => {
  it('proves the client by bearer or basic, keeps only the hash, and refuses a wrong secret, another kind or a revoked key', async () => {
    const acme = await clientId('acme');
    const issued = await issueCredential(ctx.db, { clientId: acme, kind: 'api-key', name: 'Payroll', scopes: ['employees:write'], createdBy: null });
    expect(issued.keyId).toMatch(/^bpk_/);
    const [stored] = await ctx.db.select().from(apiCredentials).where(eq(apiCredentials.id, issued.credential.id));
    expect(JSON.stringify(stored)).not.toContain(issued.secret);

    const byBearer = await authenticateCredential(ctx.db, `Bearer ${issued.token}`, 'api-key', now);
    expect(byBearer).toMatchObject({ clientId: acme, scopes: ['employees:write'], name: 'Payroll' });
    const basic = Buffer.from(`${issued.keyId}:${issued.secret}`).toString('base64');
    expect(await authenticateCredential(ctx.db, `Basic ${basic}`, 'api-key', now)).toMatchObject({ clientId: acme });
    const [touched] = await ctx.db.select().from(apiCredentials).where(eq(apiCredentials.id, issued.credential.id));
    expect(touched!.lastUsedAt).toEqual(now);

    expect(await authenticateCredential(ctx.db, `Bearer ${issued.keyId}.wrong`, 'api-key', now)).toBeNull();
    expect(await authenticateCredential(ctx.db, `Bearer ${issued.token}`, 'scim', now)).toBeNull();
    expect(await authenticateCredential(ctx.db, undefined, 'api-key', now)).toBeNull();

    expect(await revokeCredential(ctx.db, await clientId('globex'), issued.credential.id, now)).toBeUndefined();
    expect(await revokeCredential(ctx.db, acme, issued.credential.id, now)).toBeDefined();
    expect(await authenticateCredential(ctx.db, `Bearer ${issued.token}`, 'api-key', now)).toBeNull();
  });

  it('reads only well-formed headers', () => {
    expect(credentialFromHeader('Bearer bpk_a.b')).toEqual({ keyId: 'bpk_a', secret: 'b' });
    expect(credentialFromHeader('Bearer nodot')).toBeNull();
    expect(credentialFromHeader('Token bpk_a.b')).toBeNull();
    expect(credentialFromHeader(`Bearer bpk_a.${'x'.repeat(600)}`)).toBeNull();
  });
});
