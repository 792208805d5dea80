import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { rateLimitHits } from '../../db/schema/index.ts';
import { clock } from '../../clock.ts';
import { buildTestApp, host, type TestContext } from '../../test/app.ts';
import { freshIp } from '../../test/auth.ts';

/**
 * Issue 29 §4: the per-address flood guard is kept in PostgreSQL, so two instances on one database allow
 * AUTH_RATE_LIMIT_MAX calls a minute in total, not twice that.
 */

let ctx: TestContext;
let other: FastifyInstance;
beforeAll(async () => {
  ctx = await buildTestApp({ AUTH_RATE_LIMIT_MAX: '4' });
  other = await ctx.anotherInstance();
});
afterAll(() => ctx.close());
afterEach(() => {
  vi.restoreAllMocks();
});

const call = (app: FastifyInstance, url: string, remoteAddress: string) =>
  app.inject({ method: 'POST', url, headers: host('acme'), remoteAddress, payload: {} });

describe('the auth rate limit on two instances', () => {
  it('refuses the call after AUTH_RATE_LIMIT_MAX in total, spread over both', async () => {
    const address = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await call(i % 2 === 0 ? ctx.app : other, '/api/login/url', address)).statusCode);
    expect(statuses).not.toContain(429);
    const refusedHere = await call(ctx.app, '/api/login/url', address);
    const refusedThere = await call(other, '/api/login/url', address);
    expect([refusedHere.statusCode, refusedThere.statusCode]).toEqual([429, 429]);
    expect(refusedThere.json()).toMatchObject({ error: 'Too Many Requests' });
    expect(Number(refusedThere.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refusedThere.headers['retry-after'])).toBeLessThanOrEqual(60);
  });

  it('keeps a budget per call: another route from the same address is not refused', async () => {
    const address = freshIp();
    for (let i = 0; i < 5; i++) await call(i % 2 === 0 ? ctx.app : other, '/api/login/url', address);
    expect((await call(other, '/api/login/url', address)).statusCode).toBe(429);
    expect((await call(other, '/api/forgotten-password', address)).statusCode).not.toBe(429);
  });

  it('starts the count again once the minute has passed, on the project clock', async () => {
    const address = freshIp();
    for (let i = 0; i < 5; i++) await call(i % 2 === 0 ? ctx.app : other, '/api/password-reset/check', address);
    expect((await call(ctx.app, '/api/password-reset/check', address)).statusCode).toBe(429);

    const start = Date.now();
    vi.spyOn(clock, 'now').mockImplementation(() => new Date(start + 59_000));
    expect((await call(other, '/api/password-reset/check', address)).statusCode).toBe(429);
    vi.spyOn(clock, 'now').mockImplementation(() => new Date(start + 61_000));
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await call(i % 2 === 0 ? other : ctx.app, '/api/password-reset/check', address)).statusCode);
    expect(statuses).not.toContain(429);
    expect((await call(ctx.app, '/api/password-reset/check', address)).statusCode).toBe(429);
  });

  it('starts again when the clock was set back before the window began', async () => {
    const address = freshIp();
    const start = Date.now();
    vi.spyOn(clock, 'now').mockImplementation(() => new Date(start + 24 * 3600_000));
    for (let i = 0; i < 5; i++) await call(ctx.app, '/api/activation/dob', address);
    expect((await call(other, '/api/activation/dob', address)).statusCode).toBe(429);
    vi.restoreAllMocks();
    expect((await call(other, '/api/activation/dob', address)).statusCode).not.toBe(429);
  });

  it('deletes counters whose window ended long ago', async () => {
    const stale = `POST /api/login/url ${freshIp()}`;
    await ctx.db.insert(rateLimitHits).values({ key: stale, windowStartedAt: new Date(Date.now() - 3 * 3600_000), hits: 7 });
    // A hit well past the last clean-up runs the next one.
    vi.spyOn(clock, 'now').mockImplementation(() => new Date(Date.now() + 2 * 3600_000));
    await call(ctx.app, '/api/login/url', freshIp());
    vi.restoreAllMocks();
    const deadline = Date.now() + 5000;
    let left = 1;
    while (left > 0 && Date.now() < deadline) {
      left = (
        await ctx.db
          .select({ n: sql<number>`count(*)::int` })
          .from(rateLimitHits)
          .where(eq(rateLimitHits.key, stale))
      )[0]!.n;
      if (left > 0) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(left).toBe(0);
  });
});
