import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { benefits, clients, schemeYears } from '../db/schema/index.ts';
import { bearer, loginAs } from '../test/auth.ts';
import { seededApp } from '../test/seeded.ts';

// Early in January, so Acme's closed window lies in the year before the scheme year.
const SEED_NOW = new Date('2026-01-10T10:00:00Z');

const ctx = seededApp({ now: SEED_NOW });

const eligible = async (email: string, clientCode: string) => {
  const headers = bearer((await loginAs(ctx.app, email, { clientCode })).access_token, clientCode);
  const res = await ctx.app.inject({ method: 'GET', url: '/api/benefits/user/eligible', headers });
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json();
  return { window: body.schemeYear.window, byCode: Object.fromEntries(body.benefits.map((b: { groupCode: string }) => [b.groupCode, b])) };
};

describe('demo benefits seed', () => {
  it("closes Acme's four-week window two weeks before the seed date; Globex's stays open all year", async () => {
    const years = await ctx.db
      .select({ code: clients.code, year: schemeYears })
      .from(schemeYears)
      .innerJoin(clients, eq(clients.id, schemeYears.clientId))
      .orderBy(clients.code);
    expect(years.map(({ code, year }) => [code, year.year, year.windowOpensOn, year.windowClosesOn])).toEqual([
      ['acme', 2026, '2025-11-30', '2025-12-27'],
      ['globex', 2026, '2026-01-01', '2026-12-31'],
    ]);
  });

  it("gives Acme's benefits their change rules", async () => {
    const rows = await ctx.db
      .select({ code: benefits.groupCode, rule: benefits.changeRule })
      .from(benefits)
      .innerJoin(clients, eq(clients.id, benefits.clientId))
      .where(eq(clients.code, 'acme'));
    expect(Object.fromEntries(rows.map((r) => [r.code, r.rule]))).toEqual({
      pmi: 'join-any-time',
      life: 'join-any-time',
      dental: 'join-any-time',
      ctw: 'any-time',
      ccv: 'any-time',
      eap: 'window',
      gym: 'window',
    });
  });

  it('so Sam can join insured cover but only look at his medical insurance; Chris can change his', async () => {
    const sam = await eligible('employee@acme.test', 'acme');
    expect(sam.window.open).toBe(false);
    expect(sam.byCode.pmi).toMatchObject({
      cta: { type: 'view' },
      changeWindow: { open: false, message: expect.stringContaining('(30 November 2025 to 27 December 2025)') },
    });
    expect(sam.byCode.dental).toMatchObject({ cta: { type: 'select' }, changeWindow: { open: true, reason: 'joining' } });
    expect(sam.byCode.ctw).toMatchObject({ cta: { type: 'edit' }, changeWindow: { open: true, reason: 'any-time' } });
    expect(sam.byCode.gym.cta).toEqual({ type: 'view' });
    const chris = await eligible('employee@globex.test', 'globex');
    expect(chris.byCode.hcp).toMatchObject({ cta: { type: 'edit' }, changeWindow: { open: true, reason: 'annual' } });
  });
});
