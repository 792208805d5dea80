import { and, eq, gt, isNull, lte, ne, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { benefitPageViews, clients, sessions, users } from '../../db/schema/index.ts';
import { createUser } from '../../demo/factories.ts';
import { freshIp } from '../../test/auth.ts';
import { seededApp } from '../../test/seeded.ts';
import { createAdmin, masqueradeAs } from '../../test/sso.ts';

// A Wednesday in winter, so the current week and month start at midnight UTC (the UK clock is on GMT).
const NOW = new Date('2026-11-18T12:00:00Z');
const DAY_MS = 86_400_000;

const ctx = seededApp({
  now: NOW,
  login: ['employer', 'employee'],
  async prepare({ db }) {
    // Someone marked as an administrator must never count, even with a client and a recent login.
    const [acme] = await db.select().from(clients).where(eq(clients.code, 'acme'));
    const odd = await createUser(db, { clientId: acme!.id, userType: 'admin', location: 'Leeds', grade: 'Head Office' });
    await db.insert(sessions).values({
      id: crypto.randomUUID(),
      userId: odd.id,
      refreshTokenHash: 'insights-test-admin',
      createdAt: new Date(NOW.getTime() - DAY_MS),
      expiresAt: NOW,
    });
  },
});

const clientId = async (code: string) => (await ctx.db.select({ id: clients.id }).from(clients).where(eq(clients.code, code)))[0]!.id;
const get = (url: string, headers: Record<string, string>) => ctx.app.inject({ method: 'GET', url, headers, remoteAddress: freshIp() });
const insights = async (path: '' | '/logins', query = '', headers?: Record<string, string>, client = 'acme') =>
  get(`/api/v2/client/${await clientId(client)}/employee-insights${path}${query}`, headers ?? (await ctx.headersOf('hr@acme.test')));
const share = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part / whole) * 1000) / 10);

/** Acme's people as the screens count them: everyone of the client but administrators. */
const acmePeople = async () =>
  ctx.db
    .select()
    .from(users)
    .where(and(eq(users.clientId, await clientId('acme')), ne(users.userType, 'admin')));

/** Logins the people opened themselves (no view-as, no magic link) in the period before now. */
const acmeLogins = async (since: Date) => {
  const people = new Map((await acmePeople()).map((p) => [p.id, p]));
  const rows = await ctx.db
    .select({ userId: sessions.userId })
    .from(sessions)
    .where(and(gt(sessions.createdAt, since), lte(sessions.createdAt, NOW), isNull(sessions.masqueradeActorId), isNull(sessions.magicLinkActorId)));
  return rows.filter((row) => people.has(row.userId)).map((row) => people.get(row.userId)!);
};

describe('employee insights: registrations', () => {
  it('counts registrations per month over 12 months, the totals and the breakdowns from the client rows', async () => {
    const res = await insights('');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const people = await acmePeople();
    const registered = people.filter((p) => p.activatedAt !== null);
    expect(body.totals).toEqual({ employees: people.length, registered: registered.length, percentage: share(registered.length, people.length) });

    expect(body.months).toHaveLength(12);
    expect(body.months[0].month).toBe('2025-12');
    expect(body.months[11].month).toBe('2026-11');
    const since = (from: string) => registered.filter((p) => p.activatedAt! >= new Date(from) && p.activatedAt! <= NOW).length;
    expect(body.months.reduce((sum: number, m: { registrations: number }) => sum + m.registrations, 0)).toBe(since('2025-12-01T00:00:00Z'));
    expect(body.months[11].registrations).toBe(since('2026-11-01T00:00:00Z'));
    expect(body.months[11].cumulative).toBe(registered.filter((p) => p.activatedAt! <= NOW).length);
    for (let i = 1; i < 12; i++) expect(body.months[i].cumulative).toBe(body.months[i - 1].cumulative + body.months[i].registrations);

    const leeds = people.filter((p) => p.location === 'Leeds');
    const leedsRegistered = leeds.filter((p) => p.activatedAt !== null).length;
    expect(body.byLocation).toContainEqual({
      name: 'Leeds',
      employees: leeds.length,
      registered: leedsRegistered,
      percentage: share(leedsRegistered, leeds.length),
    });
    expect(body.byLocation.reduce((sum: number, g: { employees: number }) => sum + g.employees, 0)).toBe(people.length);
    expect(body.byGrade.reduce((sum: number, g: { registered: number }) => sum + g.registered, 0)).toBe(registered.length);
    expect(body.choices.locations).toContain('Leeds');
    expect(body.choices.grades).toContain('Head Office');
  });

  it('narrows every figure to a location and a grade', async () => {
    const body = (await insights('', '?location=Leeds&grade=Head%20Office')).json();
    const people = (await acmePeople()).filter((p) => p.location === 'Leeds' && p.grade === 'Head Office');
    expect(body.totals.employees).toBe(people.length);
    expect(body.totals.registered).toBe(people.filter((p) => p.activatedAt !== null).length);
    expect(body.byLocation.map((g: { name: string }) => g.name)).toEqual(['Leeds']);
    expect(body.choices.locations.length).toBeGreaterThan(1);
    expect((await insights('', '?location=Atlantis')).json().totals).toEqual({ employees: 0, registered: 0, percentage: 0 });
  });
});

describe('employee insights: logins', () => {
  it('counts logins per week over 12 weeks and the people active in the last 30 days', async () => {
    const res = await insights('/logins');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.weeks).toHaveLength(12);
    expect(body.weeks[0].weekStarting).toBe('2026-08-31');
    expect(body.weeks[11].weekStarting).toBe('2026-11-16');
    // Monday 31 August 2026, 00:00 on the UK clock (BST), less a millisecond: `since` is exclusive.
    const twelveWeeks = await acmeLogins(new Date(Date.parse('2026-08-30T23:00:00Z') - 1));
    expect(twelveWeeks.length).toBeGreaterThan(50);
    expect(body.weeks.reduce((sum: number, w: { logins: number }) => sum + w.logins, 0)).toBe(twelveWeeks.length);
    expect(body.weeks[11].logins).toBe((await acmeLogins(new Date(Date.parse('2026-11-16T00:00:00Z') - 1))).length);

    const active = new Set((await acmeLogins(new Date(NOW.getTime() - 30 * DAY_MS))).filter((p) => p.activatedAt !== null).map((p) => p.id));
    const registered = (await acmePeople()).filter((p) => p.activatedAt !== null);
    expect(body.activeUsers).toEqual({ active: active.size, registered: registered.length, percentage: share(active.size, registered.length) });
    const inLeeds = registered.filter((p) => p.location === 'Leeds');
    const activeInLeeds = inLeeds.filter((p) => active.has(p.id)).length;
    expect(body.byLocation).toContainEqual({
      name: 'Leeds',
      registered: inLeeds.length,
      active: activeInLeeds,
      percentage: share(activeInLeeds, inLeeds.length),
    });
    expect(body.byGrade.reduce((sum: number, g: { active: number }) => sum + g.active, 0)).toBe(active.size);
  });

  it('narrows the logins to a grade', async () => {
    const body = (await insights('/logins', '?grade=Team%20Leader')).json();
    const registered = (await acmePeople()).filter((p) => p.grade === 'Team Leader' && p.activatedAt !== null);
    expect(body.activeUsers.registered).toBe(registered.length);
    expect(body.byGrade.map((g: { name: string }) => g.name)).toEqual(['Team Leader']);
  });
});

describe('employee insights: who may ask', () => {
  it('refuses bad filters with field errors', async () => {
    for (const path of ['', '/logins'] as const) {
      const res = await insights(path, `?location=Leeds%00&grade=${'a'.repeat(101)}`);
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().errors).sort()).toEqual(['grade', 'location']);
    }
  });

  it('answers 401 to visitors, 403 to employees and for another client, never with its data', async () => {
    for (const path of ['', '/logins'] as const) {
      expect((await get(`/api/v2/client/${await clientId('acme')}/employee-insights${path}`, { host: 'acme.localhost:3000' })).statusCode).toBe(401);
      expect((await insights(path, '', await ctx.headersOf('employee@acme.test'))).statusCode).toBe(403);
      const other = await insights(path, '', undefined, 'globex');
      expect(other.statusCode).toBe(403);
      expect(other.json()).not.toHaveProperty('totals');
      expect(other.json()).not.toHaveProperty('weeks');
    }
  });

  it('lets a platform administrator viewing as the employer in, without counting the view as a login', async () => {
    const before = (await insights('/logins')).json();
    const admin = await createAdmin(ctx.db);
    const adminToken = (await ctx.headersOf(admin.email)).authorization!.slice(7);
    const [hr] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, 'hr@acme.test'));
    const { headers } = await masqueradeAs(ctx.app, adminToken, { id: await clientId('acme'), code: 'acme' }, hr!.id);
    const res = await insights('/logins', '', headers);
    expect(res.statusCode).toBe(200);
    expect(res.json().weeks).toEqual(before.weeks);
    expect((await insights('', '', headers)).statusCode).toBe(200);
  });
});

describe('employee engagement: benefit page views', () => {
  it("counts a person's own look at a benefit page, once a visit, per week and per benefit, and never a view as them", async () => {
    const employee = await ctx.headersOf('employee@acme.test');
    const before = (await insights('/logins')).json();
    const [benefit] = (await get('/api/benefits/user/eligible', employee)).json().benefits as { id: number; name: string }[];
    const [person] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, 'employee@acme.test'));
    // Two looks in a row are one visit (a reload, the wizard's steps): one view.
    for (let i = 0; i < 2; i++) expect((await get(`/api/benefit/${benefit!.id}`, employee)).statusCode).toBe(200);
    const mine = and(eq(benefitPageViews.userId, person!.id), eq(benefitPageViews.benefitId, benefit!.id));
    expect(await ctx.db.$count(benefitPageViews, and(mine, gt(benefitPageViews.viewedAt, new Date(Date.now() - 60_000))))).toBe(1);
    // A look more than 30 minutes after the last is another visit (the first moved back 31 minutes, as time would).
    await ctx.db
      .update(benefitPageViews)
      .set({ viewedAt: sql`${benefitPageViews.viewedAt} - interval '31 minutes'` })
      .where(and(mine, gt(benefitPageViews.viewedAt, new Date(Date.now() - 60_000))));
    expect((await get(`/api/benefit/${benefit!.id}`, employee)).statusCode).toBe(200);

    const admin = await createAdmin(ctx.db);
    const adminToken = (await ctx.headersOf(admin.email)).authorization!.slice(7);
    const { headers } = await masqueradeAs(ctx.app, adminToken, { id: await clientId('acme'), code: 'acme' }, person!.id);
    expect((await get(`/api/benefit/${benefit!.id}`, headers)).statusCode).toBe(200);

    const after = (await insights('/logins')).json();
    // Over the weeks shown (the first visit may fall in the week before, just after midnight on a Monday).
    const total = (body: { weeks: { benefitViews: number }[] }) => body.weeks.reduce((sum, week) => sum + week.benefitViews, 0);
    expect(total(after)).toBe(total(before) + 2);
    const seen = (after.benefitViews as { name: string; views: number; people: number }[]).find((b) => b.name === benefit!.name);
    const seenBefore = (before.benefitViews as { name: string; views: number }[]).find((b) => b.name === benefit!.name);
    expect(seen?.views).toBe((seenBefore?.views ?? 0) + 2);
    expect(seen?.people).toBeGreaterThanOrEqual(1);
    // Narrowed to a location nobody has, nothing was viewed.
    expect((await insights('/logins', '?location=Atlantis')).json().benefitViews).toEqual([]);
  });
});
