import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IDLE_TIMEOUT_MS, messages, ownTexts } from '@portal/contracts';
import { sessions } from '../../db/schema/index.ts';
import { createClient } from '../../demo/factories.ts';
import { clock } from '../../clock.ts';
import { requireRole } from '../../plugins/auth.ts';
import { REFRESH_REUSE_GRACE_MS } from './sessions.ts';
import { host } from '../../test/app.ts';
import { seededApp } from '../../test/seeded.ts';
import { bearer, createPerson, freshIp, loginAs } from '../../test/auth.ts';

const ctx = seededApp();
afterEach(() => vi.restoreAllMocks());

const getUser = (headers: Record<string, string>) => ctx.app.inject({ method: 'GET', url: '/api/user', headers });
const refresh = (refreshToken: unknown, clientCode = 'acme') =>
  ctx.app.inject({ method: 'POST', url: '/api/login/refresh', headers: host(clientCode), remoteAddress: freshIp(), payload: { refresh_token: refreshToken } });
const sessionOf = async (userId: number) => (await ctx.db.select().from(sessions).where(eq(sessions.userId, userId)))[0]!;
const setLastSeen = (userId: number, msAgo: number) =>
  ctx.db
    .update(sessions)
    .set({ lastSeenAt: new Date(Date.now() - msAgo) })
    .where(eq(sessions.userId, userId));

/** A query builder whose execution waits for the gate: chained calls keep the hold. */
function held<T extends object>(builder: T, gate: Promise<unknown>): T {
  return new Proxy(builder, {
    get(target, key) {
      const value: unknown = Reflect.get(target, key);
      if (key === 'then' && typeof value === 'function') {
        return (...handlers: unknown[]) => gate.then(() => value.apply(target, handlers));
      }
      return typeof value === 'function' ? (...args: unknown[]) => held(value.apply(target, args), gate) : value;
    },
  });
}

describe('access tokens', () => {
  it('are accepted as a bearer token or in X-Access-Token', async () => {
    const { access_token } = await loginAs(ctx.app, 'employee@acme.test');
    expect((await getUser(bearer(access_token))).json()).toMatchObject({ email: 'employee@acme.test', userType: 'employee' });
    expect((await getUser({ ...host('acme'), 'x-access-token': access_token })).statusCode).toBe(200);
  });

  it('are refused when missing, forged or expired', async () => {
    const anonymous = await getUser(host('acme'));
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ error: 'Unauthorized', message: 'You need to log in to do that', requestId: expect.any(String) });
    expect((await getUser(bearer('not.a.jwt'))).json()).toEqual({ error: 'Unauthorized', message: ownTexts.sessionExpired, requestId: expect.any(String) });
    const { access_token } = await loginAs(ctx.app, 'employee@acme.test');
    vi.spyOn(clock, 'now').mockImplementation(() => new Date(Date.now() + (ctx.config.ACCESS_TOKEN_TTL_SECONDS + 5) * 1000));
    expect((await getUser(bearer(access_token))).statusCode).toBe(401);
  });

  it("are refused on another client's host, except a platform admin's", async () => {
    const { access_token } = await loginAs(ctx.app, 'employee@acme.test');
    const res = await getUser(bearer(access_token, 'globex'));
    expect(res.statusCode).toBe(401);
    expect(res.body).not.toContain('acme');
    const admin = await loginAs(ctx.app, 'admin@portal.test');
    expect((await getUser(bearer(admin.access_token, 'globex'))).json()).toMatchObject({ userType: 'admin', clientId: null });
  });
});

describe('idle and absolute expiry', () => {
  it('ends a session idle longer than the idle timeout, countdown and a minute', async () => {
    const person = await createPerson(ctx.db, 'acme');
    const { access_token, refresh_token } = await loginAs(ctx.app, person.email);
    await setLastSeen(person.id, IDLE_TIMEOUT_MS + 15_000 + 61_000);
    expect((await getUser(bearer(access_token))).statusCode).toBe(401);
    expect(await sessionOf(person.id)).toMatchObject({ revokedReason: 'idle' });
    expect((await refresh(refresh_token)).statusCode).toBe(401);
  });

  it('keeps a session alive while calls come, writing last_seen_at at most every 30 s', async () => {
    const person = await createPerson(ctx.db, 'acme');
    const { access_token } = await loginAs(ctx.app, person.email);
    await setLastSeen(person.id, IDLE_TIMEOUT_MS);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/ping', headers: bearer(access_token) })).statusCode).toBe(200);
    const touched = (await sessionOf(person.id)).lastSeenAt.getTime();
    expect(Date.now() - touched).toBeLessThan(5000);
    await setLastSeen(person.id, 10_000);
    const before = (await sessionOf(person.id)).lastSeenAt.getTime();
    await getUser(bearer(access_token));
    expect((await sessionOf(person.id)).lastSeenAt.getTime()).toBe(before);
  });

  it('ends a session 12 hours after it began, whatever the activity', async () => {
    const person = await createPerson(ctx.db, 'acme');
    const { access_token } = await loginAs(ctx.app, person.email);
    await ctx.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, person.id));
    expect((await getUser(bearer(access_token))).statusCode).toBe(401);
  });
});

describe('POST /api/login/refresh', () => {
  it('rotates the refresh token; presenting the old one again after the grace ends the session', async () => {
    const person = await createPerson(ctx.db, 'acme');
    const first = await loginAs(ctx.app, person.email);
    const second = await refresh(first.refresh_token);
    expect(second.statusCode).toBe(200);
    const tokens = second.json();
    expect(tokens).toMatchObject({ token_type: 'Bearer', expires_in: 900 });
    expect(tokens.refresh_token).not.toBe(first.refresh_token);
    expect((await getUser(bearer(tokens.access_token))).statusCode).toBe(200);
    const stored = await sessionOf(person.id);
    expect([stored.refreshTokenHash, stored.previousRefreshTokenHash]).not.toContain(tokens.refresh_token);

    const later = new Date(Date.now() + REFRESH_REUSE_GRACE_MS + 1000);
    vi.spyOn(clock, 'now').mockImplementation(() => later);
    const reuse = await refresh(first.refresh_token);
    expect(reuse.statusCode).toBe(401);
    expect(await sessionOf(person.id)).toMatchObject({ revokedReason: 'refresh_reuse' });
    expect((await getUser(bearer(tokens.access_token))).statusCode).toBe(401);
    expect((await refresh(tokens.refresh_token)).statusCode).toBe(401);
  });

  it('answers two refreshes of one token at once with the same new refresh token, and the session carries on', async () => {
    const person = await createPerson(ctx.db, 'acme');
    const first = await loginAs(ctx.app, person.email);
    const [a, b] = await Promise.all([refresh(first.refresh_token), refresh(first.refresh_token)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json().refresh_token).toBe(b.json().refresh_token);
    expect(a.json().refresh_token).not.toBe(first.refresh_token);
    for (const answer of [a, b]) expect((await getUser(bearer(answer.json().access_token))).statusCode).toBe(200);

    const retried = await refresh(first.refresh_token);
    expect(retried.statusCode).toBe(200);
    expect(retried.json().refresh_token).toBe(a.json().refresh_token);
    const next = await refresh(a.json().refresh_token);
    expect(next.statusCode).toBe(200);
    expect((await getUser(bearer(next.json().access_token))).statusCode).toBe(200);
    expect(await sessionOf(person.id)).toMatchObject({ revokedAt: null });
  });

  it('answers the refresh that lost the race for the rotation (another instance won) with the same pair', async () => {
    const person = await createPerson(ctx.db, 'acme');
    const first = await loginAs(ctx.app, person.email);
    // The first rotation to run waits until the other refresh has answered: both read the session
    // with the old token, the other one rotates it, and this one's rotation finds nothing to swap.
    let openGate!: (value: unknown) => void;
    const gate = new Promise((resolve) => (openGate = resolve));
    const update = ctx.db.update.bind(ctx.db);
    vi.spyOn(ctx.db, 'update').mockImplementationOnce(((table: Parameters<typeof update>[0]) => held(update(table), gate)) as typeof update);
    const racing = [refresh(first.refresh_token), refresh(first.refresh_token)];
    void Promise.race(racing).then(openGate);
    const [a, b] = await Promise.all(racing);
    expect([a!.statusCode, b!.statusCode]).toEqual([200, 200]);
    expect(a!.json().refresh_token).toBe(b!.json().refresh_token);
    expect((await refresh(a!.json().refresh_token)).statusCode).toBe(200);
    expect(await sessionOf(person.id)).toMatchObject({ revokedAt: null });
  });

  it('keeps the grace from reviving an ended session', async () => {
    const person = await createPerson(ctx.db, 'acme');
    const first = await loginAs(ctx.app, person.email);
    expect((await refresh(first.refresh_token)).statusCode).toBe(200);
    await ctx.app.inject({ method: 'DELETE', url: '/api/logout', headers: bearer(first.access_token) });
    expect((await refresh(first.refresh_token)).statusCode).toBe(401);
  });

  it("is refused for unknown tokens, malformed input and another client's host", async () => {
    expect((await refresh('x'.repeat(43))).statusCode).toBe(401);
    const bad = await refresh(42);
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors)).toEqual(['refresh_token']);
    const { refresh_token } = await loginAs(ctx.app, 'employee@acme.test');
    expect((await refresh(refresh_token, 'globex')).statusCode).toBe(401);
  });
});

describe('DELETE /api/logout', () => {
  it('ends the session and answers the SSO logout address', async () => {
    const client = await createClient(ctx.db, { code: 'soylent', ssoLogoutUrl: 'https://idp.soylent.test/logout' });
    const person = await createPerson(ctx.db, client.code);
    const tokens = await loginAs(ctx.app, person.email, { clientCode: client.code });
    expect(tokens.ssoLogoutUrl).toBe('https://idp.soylent.test/logout');
    const res = await ctx.app.inject({ method: 'DELETE', url: '/api/logout', headers: bearer(tokens.access_token, client.code) });
    expect(res.json()).toEqual({ ssoLogoutUrl: 'https://idp.soylent.test/logout' });
    expect((await getUser(bearer(tokens.access_token, client.code))).statusCode).toBe(401);
    expect((await refresh(tokens.refresh_token, client.code)).statusCode).toBe(401);
    expect(await sessionOf(person.id)).toMatchObject({ revokedReason: 'logout' });
  });

  it('is 401 without a session', async () => {
    expect((await ctx.app.inject({ method: 'DELETE', url: '/api/logout', headers: host('acme') })).statusCode).toBe(401);
  });
});

describe('requireRole', () => {
  const requestOf = (user: object | null) => ({ user, headers: {} }) as unknown as FastifyRequest;
  it('answers 401 for visitors and 403 for other roles', async () => {
    await expect(requireRole('employer')(requestOf(null))).rejects.toMatchObject({ statusCode: 401 });
    await expect(requireRole('employer')(requestOf({ userType: 'employee' }))).rejects.toMatchObject({ statusCode: 403, message: messages.accessDenied });
    await expect(requireRole('employer', 'admin')(requestOf({ userType: 'admin' }))).resolves.toBeUndefined();
  });
});
