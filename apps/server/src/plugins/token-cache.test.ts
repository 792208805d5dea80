import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions, users } from '../db/schema/index.ts';
import { bearer, loginAs } from '../test/auth.ts';
import { seededApp } from '../test/seeded.ts';

// Copies of answers off, as on a person's first read: the checked token signature is still remembered.
const ctx = seededApp({ env: { READ_CACHE_TTL_MS: '0' } });
const user = (token: string) => ctx.app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) });

describe('checked access tokens', () => {
  it('are checked once, while the session and the person are read on every request', async () => {
    const { access_token: token } = await loginAs(ctx.app, 'employee@acme.test');
    expect((await user(token)).statusCode).toBe(200);
    expect(ctx.app.readCache.tokens.get(token)).toMatchObject({ sessionId: expect.any(String) });

    const [person] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, 'employee@acme.test'));
    await ctx.db.update(users).set({ preferredName: 'Sammy' }).where(eq(users.id, person!.id));
    expect((await user(token)).json()).toMatchObject({ preferredName: 'Sammy' });

    await ctx.db.update(sessions).set({ revokedAt: new Date(), revokedReason: 'test' }).where(eq(sessions.userId, person!.id));
    expect((await user(token)).statusCode).toBe(401);
  });

  it('never lets a token that is not the remembered one through', async () => {
    const { access_token: token } = await loginAs(ctx.app, 'employee021@acme.test');
    expect((await user(token)).statusCode).toBe(200);
    const [header, payload] = token.split('.');
    expect((await user(`${header}.${payload}.${'A'.repeat(43)}`)).statusCode).toBe(401);
  });
});
