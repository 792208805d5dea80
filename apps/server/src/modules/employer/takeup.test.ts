import { and, eq, inArray, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { takeUpTexts } from '@portal/contracts';
import { benefitPageViews, benefitSelections, benefits, clients, users } from '../../db/schema/index.ts';
import { freshIp } from '../../test/auth.ts';
import { seededApp } from '../../test/seeded.ts';

const ctx = seededApp();

const clientId = async (code: string) => (await ctx.db.select({ id: clients.id }).from(clients).where(eq(clients.code, code)))[0]!.id;
const get = async (url: string, headers?: Record<string, string>) =>
  ctx.app.inject({ method: 'GET', url, headers: headers ?? (await ctx.headersOf('hr@acme.test')), remoteAddress: freshIp() });
const benefitByName = async (code: string, name: string) =>
  (
    await ctx.db
      .select()
      .from(benefits)
      .where(and(eq(benefits.clientId, await clientId(code)), eq(benefits.name, name)))
  )[0]!;

describe('benefit take-up', () => {
  it('counts selections by status and sums the monthly costs the pricing engine stored, to the penny', async () => {
    const res = await get(`/api/client/${await clientId('acme')}/benefit-takeup`);
    expect(res.statusCode).toBe(200);
    const rows = res.json().data as {
      benefitId: number;
      selected: number;
      pending: number;
      optedOut: number;
      eligible: number;
      takeUp: number;
      employeeMonthly: number;
      employerMonthly: number;
    }[];
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      // What we know now, without the versions a change ended; money is what is in force, not what waits.
      const selections = (
        await ctx.db
          .select()
          .from(benefitSelections)
          .where(and(eq(benefitSelections.benefitId, row.benefitId), isNull(benefitSelections.supersededAt)))
      ).filter((s) => s.endReason === null);
      const live = selections.filter((s) => s.status === 'active');
      expect(row.selected).toBe(selections.filter((s) => s.status === 'active').length);
      expect(row.pending).toBe(selections.filter((s) => s.status === 'pending-approval').length);
      expect(row.optedOut).toBe(selections.filter((s) => s.status === 'opted-out').length);
      const pence = (values: string[]) => values.reduce((total, v) => total + Math.round(Number(v) * 100), 0) / 100;
      expect(row.employeeMonthly).toBe(pence(live.map((s) => s.employeeCost)));
      expect(row.employerMonthly).toBe(pence(live.map((s) => s.employerCost)));
      expect(row.takeUp).toBe(row.eligible === 0 ? 0 : Math.round(((row.selected + row.pending) / row.eligible) * 1000) / 10);
    }
    const summary = res.json().summary;
    const withSelection = new Set(
      (
        await ctx.db
          .select()
          .from(benefitSelections)
          .where(and(eq(benefitSelections.clientId, await clientId('acme')), isNull(benefitSelections.supersededAt)))
      )
        .filter((s) => s.endReason === null && (s.status === 'active' || s.status === 'pending-approval'))
        .map((s) => s.userId),
    ).size;
    expect(summary.withSelection).toBe(withSelection);
    expect(summary.share).toBe(Math.round((withSelection / summary.eligible) * 1000) / 10);
    const cycle = rows.find((r) => r.pending > 0)!;
    expect(cycle.pending).toBe(7); // Acme's Cycle to Work: the seeded approvals
  });

  it('lists who chose a benefit, searched and paged, and never another client', async () => {
    const dental = await benefitByName('acme', 'Dental Insurance');
    const detail = await get(`/api/client/${await clientId('acme')}/benefit-takeup/${dental.id}`);
    expect(detail.statusCode).toBe(200);
    const body = detail.json();
    expect(body.figures.benefitId).toBe(dental.id);
    const chosen = await ctx.db.select({ userId: benefitSelections.userId }).from(benefitSelections).where(eq(benefitSelections.benefitId, dental.id));
    expect(body.people.total).toBe(chosen.length);
    const acmePeople = await ctx.db
      .select({ id: users.id })
      .from(users)
      .where(
        inArray(
          users.id,
          body.people.data.map((p: { employeeId: number }) => p.employeeId),
        ),
      );
    expect(acmePeople).toHaveLength(body.people.data.length);
    const first = body.people.data[0];
    const searched = (await get(`/api/client/${await clientId('acme')}/benefit-takeup/${dental.id}?search=${encodeURIComponent(first.email)}`)).json();
    expect(searched.people.data.map((p: { email: string }) => p.email)).toEqual([first.email]);
    const globexBenefit = (
      await ctx.db
        .select()
        .from(benefits)
        .where(eq(benefits.clientId, await clientId('globex')))
    )[0]!;
    expect((await get(`/api/client/${await clientId('acme')}/benefit-takeup/${globexBenefit.id}`)).statusCode).toBe(404);
  });

  it('refuses bad input, visitors, employees and other clients', async () => {
    const acme = await clientId('acme');
    expect((await get(`/api/client/${acme}/benefit-takeup/abc?page=0`)).json().errors).toEqual({ benefitId: expect.any(String) });
    expect((await get(`/api/client/${acme}/benefit-takeup/1?page=0`)).json().errors).toEqual({ page: expect.any(String) });
    expect((await get(`/api/client/${acme}/benefit-takeup`, { host: 'acme.localhost:3000' })).statusCode).toBe(401);
    expect((await get(`/api/client/${acme}/benefit-takeup`, await ctx.headersOf('employee@acme.test'))).statusCode).toBe(403);
    const other = await get(`/api/client/${await clientId('globex')}/benefit-takeup`);
    expect(other.statusCode).toBe(403);
    expect(other.body).not.toContain('Globex');
  });
});

describe('benefit insights (clients with insights on)', () => {
  it('adds the page views of the last 12 weeks to the take-up figures: views, people who looked, and those who chose', async () => {
    const acme = await clientId('acme');
    const dental = await benefitByName('acme', 'Dental Insurance');
    const plain = (await get(`/api/client/${acme}/benefit-takeup`)).json();
    const res = await get(`/api/v2/client/${acme}/benefit-insights`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.summary).toEqual(plain.summary);
    const since = new Date(Date.now() - 12 * 7 * 86_400_000);
    const views = (await ctx.db.select().from(benefitPageViews).where(eq(benefitPageViews.benefitId, dental.id))).filter((v) => v.viewedAt > since);
    const live = new Set(
      (await ctx.db.select().from(benefitSelections).where(eq(benefitSelections.benefitId, dental.id)))
        .filter((s) => s.status === 'active' || s.status === 'pending-approval')
        .map((s) => s.userId),
    );
    const viewers = new Set(views.map((v) => v.userId));
    const row = body.data.find((r: { benefitId: number }) => r.benefitId === dental.id);
    expect(row).toMatchObject({
      ...plain.data.find((r: { benefitId: number }) => r.benefitId === dental.id),
      views: views.length,
      viewers: viewers.size,
      viewersWhoChose: [...viewers].filter((id) => live.has(id)).length,
    });
    expect(views.length).toBeGreaterThan(0);

    const detail = await get(`/api/v2/client/${acme}/benefit-insights/${dental.id}?page=1`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().figures).toEqual(row);
    expect(detail.json().people.total).toBeGreaterThan(0);
  });

  it("counts an employee's look at a benefit's page (the call the page makes), once per visit", async () => {
    // It showed 0 views after employees opened benefit pages: only an older call the page no longer makes counted.
    const acme = await clientId('acme');
    const dental = await benefitByName('acme', 'Dental Insurance');
    const viewsOf = async () =>
      (await get(`/api/v2/client/${acme}/benefit-insights`)).json().data.find((r: { benefitId: number }) => r.benefitId === dental.id).views as number;
    const sam = await ctx.headersOf('employee@acme.test');
    const [person] = await ctx.db.select().from(users).where(eq(users.email, 'employee@acme.test'));
    await ctx.db.delete(benefitPageViews).where(and(eq(benefitPageViews.userId, person!.id), eq(benefitPageViews.benefitId, dental.id)));
    const before = await viewsOf();
    const page = await get(`/api/benefit/${dental.id}/with-selection`, sam);
    expect(page.statusCode).toBe(200);
    expect(await viewsOf()).toBe(before + 1);
    // The wizard's steps and a reload read the same call: one visit, one view.
    await get(`/api/benefit/${dental.id}/with-selection`, sam);
    await get(`/api/benefit/${dental.id}`, sam);
    expect(await viewsOf()).toBe(before + 1);
  });

  it('is not found for a client with insights off, and refuses visitors, employees, other clients and bad input', async () => {
    const acme = await clientId('acme');
    await ctx.db.update(clients).set({ benefitInsightsEnabled: false }).where(eq(clients.id, acme));
    try {
      const off = await get(`/api/v2/client/${acme}/benefit-insights`);
      expect(off.statusCode).toBe(404);
      expect(off.json().message).toBe(takeUpTexts.insightsOff);
    } finally {
      await ctx.db.update(clients).set({ benefitInsightsEnabled: true }).where(eq(clients.id, acme));
    }
    expect((await get(`/api/v2/client/${acme}/benefit-insights`, { host: 'acme.localhost:3000' })).statusCode).toBe(401);
    expect((await get(`/api/v2/client/${acme}/benefit-insights`, await ctx.headersOf('employee@acme.test'))).statusCode).toBe(403);
    const globex = await clientId('globex');
    expect((await get(`/api/v2/client/${globex}/benefit-insights`)).statusCode).toBe(403);
    const globexBenefit = (await ctx.db.select().from(benefits).where(eq(benefits.clientId, globex)))[0]!;
    const theirs = await get(`/api/v2/client/${acme}/benefit-insights/${globexBenefit.id}`);
    expect(theirs.statusCode).toBe(404);
    expect((await get(`/api/v2/client/${acme}/benefit-insights/1?page=0`)).json().errors).toEqual({ page: expect.any(String) });
  });
});
