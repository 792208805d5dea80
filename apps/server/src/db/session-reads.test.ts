import { randomUUID } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import type { Pool } from 'pg';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { findSessionWithUser } from './repositories/sessions.ts';
import { sessions, users } from './schema/index.ts';
import { bearer, loginAs } from '../test/auth.ts';
import { seededApp } from '../test/seeded.ts';

const ctx = seededApp();

afterEach(() => vi.restoreAllMocks());

/** Counts the statements the pool is sent by name while `run` runs. */
async function statementsDuring(run: () => Promise<unknown>): Promise<string[]> {
  const pool = (ctx.db as unknown as { $client: Pool }).$client;
  const names: string[] = [];
  const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  vi.spyOn(pool, 'query').mockImplementation(((config: unknown, ...rest: unknown[]) => {
    if (config && typeof config === 'object' && 'name' in config) names.push(String(config.name));
    return query(config, ...rest);
  }) as typeof pool.query);
  await run();
  return names;
}

async function latestSessionOf(email: string) {
  const [row] = await ctx.db
    .select({ id: sessions.id })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(users.email, email))
    .orderBy(desc(sessions.createdAt))
    .limit(1);
  return row!.id;
}

describe('session checks of requests that arrive together', () => {
  it('are answered each with its own session, a revoked one among them refused', async () => {
    const amelia = await loginAs(ctx.app, 'employee001@acme.test');
    const sam = await loginAs(ctx.app, 'employee@acme.test');
    const revoked = await loginAs(ctx.app, 'employee002@acme.test');
    await ctx.db
      .update(sessions)
      .set({ revokedAt: new Date(), revokedReason: 'test' })
      .where(eq(sessions.id, await latestSessionOf('employee002@acme.test')));

    const get = (token: string) => ctx.app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) });
    const answers = await Promise.all([get(amelia.access_token), get(sam.access_token), get(revoked.access_token), get(amelia.access_token)]);

    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 401, 200]);
    expect(answers[0]!.json().email).toBe('employee001@acme.test');
    expect(answers[1]!.json().email).toBe('employee@acme.test');
    expect(answers[2]!.body).not.toContain('employee002');
    expect(answers[3]!.json().email).toBe('employee001@acme.test');
  });

  // Through HTTP, each request's earlier hooks (token check, tenant) end in turns of their own, so how many arrive together
  // varies; reads asked for in one turn show the batching exactly.
  it('asked for in one turn are one statement', async () => {
    await Promise.all(['employee001@acme.test', 'employee@acme.test', 'employee021@acme.test'].map((email) => loginAs(ctx.app, email)));
    const ids = await Promise.all(['employee001@acme.test', 'employee@acme.test', 'employee021@acme.test'].map(latestSessionOf));
    const now = new Date();
    let reads: Awaited<ReturnType<typeof findSessionWithUser>>[] = [];
    const names = await statementsDuring(async () => {
      reads = await Promise.all([...ids, ids[0]!].map((id) => findSessionWithUser(ctx.db, id, now)));
    });
    expect(names.filter((name) => name === 'sessions_with_user')).toHaveLength(1);
    expect(reads.map((read) => read?.user.email)).toEqual(['employee001@acme.test', 'employee@acme.test', 'employee021@acme.test', 'employee001@acme.test']);
  });

  it('leave out ids that match no session, or are not ids at all, without failing the others', async () => {
    await loginAs(ctx.app, 'employee021@acme.test');
    const known = await latestSessionOf('employee021@acme.test');
    const now = new Date();
    const [found, unknown, malformed] = await Promise.all([
      findSessionWithUser(ctx.db, known, now),
      findSessionWithUser(ctx.db, randomUUID(), now),
      findSessionWithUser(ctx.db, "x' or 1=1 --", now),
    ]);
    expect(found?.user.email).toBe('employee021@acme.test');
    expect(unknown).toBeUndefined();
    expect(malformed).toBeUndefined();
  });

  it('are taken to happen at the latest moment among them', async () => {
    await loginAs(ctx.app, 'employee022@acme.test');
    const id = await latestSessionOf('employee022@acme.test');
    const earlier = new Date(Date.now() - 1000);
    const later = new Date();
    const reads = await Promise.all([findSessionWithUser(ctx.db, id, earlier), findSessionWithUser(ctx.db, id, later)]);
    expect(reads.map((read) => read?.checkedAt)).toEqual([later, later]);
  });
});
