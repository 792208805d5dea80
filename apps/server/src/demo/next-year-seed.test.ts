import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { MyNextYear } from '@portal/contracts';
import { clients, schemeYears } from '../db/schema/index.ts';
import { bearer, freshIp, loginAs } from '../test/auth.ts';
import { seededApp } from '../test/seeded.ts';

/** The demo seeded on 6 December (issue 35): its next year is there, its window open from eight weeks to a week before. */
const ctx = seededApp({ now: new Date('2026-12-06T10:00:00Z') });

const yearsOf = async (code: string) =>
  ctx.db
    .select({ year: schemeYears.year, isCurrent: schemeYears.isCurrent, windowOpensOn: schemeYears.windowOpensOn, windowClosesOn: schemeYears.windowClosesOn })
    .from(schemeYears)
    .innerJoin(clients, eq(clients.id, schemeYears.clientId))
    .where(and(eq(clients.code, code)))
    .orderBy(schemeYears.year);

describe('the demo in the last weeks of a year', () => {
  it('has next year prepared for Acme and Globex, each with its window open from 6 November to 25 December', async () => {
    for (const code of ['acme', 'globex']) {
      expect((await yearsOf(code)).map(({ year, isCurrent }) => [year, isCurrent])).toEqual([
        [2026, true],
        [2027, false],
      ]);
      expect((await yearsOf(code))[1]).toMatchObject({ windowOpensOn: '2026-11-06', windowClosesOn: '2026-12-25' });
    }
    expect(await yearsOf('umbrella')).toEqual([]);
  });

  it("shows Sam next year's benefits, its window open today, with what rolls over", async () => {
    const { access_token } = await loginAs(ctx.app, 'employee@acme.test', { clientCode: 'acme' });
    const res = await ctx.app.inject({ method: 'GET', url: '/api/benefits/user/next-year', headers: bearer(access_token), remoteAddress: freshIp() });
    const next = res.json() as MyNextYear;
    expect(next.schemeYear).toMatchObject({ year: 2027, window: { open: true } });
    expect(next.benefits.length).toBeGreaterThan(0);
    expect(next.rollover.find((line) => line.groupCode === 'pmi')).toMatchObject({ outcome: 'kept' });
  });
});
