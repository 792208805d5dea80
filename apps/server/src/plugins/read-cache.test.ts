import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { benefits } from '../db/schema/index.ts';
import { bearer, loginAs } from '../test/auth.ts';
import { seededApp } from '../test/seeded.ts';

const ctx = seededApp({ env: { READ_CACHE_TTL_MS: '60000' } });
const tokens: Record<string, string> = {};
beforeAll(async () => {
  // Logging in is a write too (it empties the cache), so every session starts before the cases run.
  for (const [name, email] of [
    ['sam', 'employee@acme.test'],
    ['samOther', 'employee@acme.test'],
    ['samLogout', 'employee@acme.test'],
    ['colleague', 'employee021@acme.test'],
    ['hr', 'hr@acme.test'],
  ] as const) {
    tokens[name] = (await loginAs(ctx.app, email)).access_token;
  }
});

const get = (url: string, who: string) => ctx.app.inject({ method: 'GET', url, headers: bearer(tokens[who]!) });
const logout = (who: string) => ctx.app.inject({ method: 'DELETE', url: '/api/logout', headers: bearer(tokens[who]!) });
const eligibleNames = async (who: string) => {
  const res = await get('/api/benefits/user/eligible', who);
  expect(res.statusCode).toBe(200);
  return (res.json().benefits as { name: string }[]).map((b) => b.name);
};
const renameDental = (name: string) => ctx.db.update(benefits).set({ name }).where(eq(benefits.groupCode, 'dental'));

describe('read cache', () => {
  it("keeps an employee's answer only while nothing it depends on changed, wherever the change was made", async () => {
    expect(await eligibleNames('sam')).toContain('Dental Insurance');
    expect(await eligibleNames('colleague')).toContain('Dental Insurance');
    // A change made behind the server's back (another instance, an operator's SQL) is seen on the next read.
    await renameDental('Dental Plan');
    expect(await eligibleNames('sam')).toContain('Dental Plan');
    expect(await eligibleNames('colleague')).toContain('Dental Plan');

    await logout('colleague');
    expect(await eligibleNames('sam')).toContain('Dental Plan');

    await renameDental('Dental Cover');
    await logout('hr');
    expect(await eligibleNames('sam')).toContain('Dental Cover');
  });

  it('serves an unchanged answer from the cache', async () => {
    const first = await get('/api/benefits/user/eligible', 'sam');
    // The same body, byte for byte, with nothing computed again: a cached copy.
    const second = await get('/api/benefits/user/eligible', 'sam');
    expect(second.body).toBe(first.body);
    expect(ctx.app.readCache.responses.size).toBeGreaterThan(0);
  });

  it('keeps answers per person', async () => {
    const sam = await get('/api/benefits/user/eligible', 'sam');
    const other = await loginAs(ctx.app, 'employee022@acme.test');
    const colleague = await ctx.app.inject({ method: 'GET', url: '/api/benefits/user/eligible', headers: bearer(other.access_token) });
    expect(colleague.statusCode).toBe(200);
    expect(colleague.body).not.toBe(sam.body);
  });

  it('forgets a session the moment it is logged out, although it was just read', async () => {
    expect((await get('/api/user', 'samLogout')).statusCode).toBe(200);
    expect((await logout('samLogout')).statusCode).toBe(200);
    expect((await get('/api/user', 'samLogout')).statusCode).toBe(401);
  });
});
