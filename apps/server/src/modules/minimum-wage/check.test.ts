import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import { createPerson } from '../../test/auth.ts';
import { benefitsApp } from '../../test/benefits.ts';
import { restate } from '../../test/selection-history.ts';

/**
 * HR's minimum-wage check (issue 38). Ana chose a £1,000 bike (£83.33 a month) on £30,000; her pay is then cut to
 * £25,000 for 37.5 hours. Up to 31 March 2026 (£12.21 an hour: £23,809.50 a year) she may give up £99.20 a month, so
 * she is near the limit; from 1 April 2026 (£12.71: £24,784.50) only £17.95, so the April rate change lists her below it.
 */
const ctx = benefitsApp();
let acme: number;
let globex: number;
let ana: number;
let noSalary: number;
let clear: number;
const check = (clientId: number, headers: Record<string, string>, query = '') => ctx.call('GET', `/api/v2/client/${clientId}/minimum-wage${query}`, headers);
const hr = () => ctx.headersOf('hr@acme.test');

async function withBike(salary: string | null) {
  const person = await createPerson(ctx.db, 'acme', { salary, dateOfBirth: '1990-05-05', employmentStartDate: '2015-01-05' });
  const headers = await ctx.headersOf(person.email);
  const ctw = await ctx.benefitId('acme', 'ctw');
  const chosen = await ctx.call('POST', `/api/benefit/${ctw}/selection`, headers, { accepted_terms: 1, values: { amount: 1000 } });
  expect(chosen.statusCode, chosen.body).toBe(200);
  await restate(ctx.db, chosen.json().selection.selectionId, { startsOn: '2026-03-01' });
  return person.id;
}

beforeAll(async () => {
  acme = (await ctx.person('hr@acme.test')).clientId;
  globex = (await ctx.person('employee@globex.test')).clientId;
  ana = await withBike('30000.00');
  await ctx.db.update(users).set({ salary: '25000.00' }).where(eq(users.id, ana));
  noSalary = await withBike(null);
  clear = await withBike('60000.00');
});

describe('GET /api/v2/client/:id/minimum-wage', () => {
  it('lists whom the April rate change takes below the minimum wage, after a pay cut, and who cannot be checked', async () => {
    const before = (await check(acme, await hr(), '?on=2026-03-31')).json();
    expect(before.people.find((p: { employeeId: number }) => p.employeeId === ana)).toMatchObject({
      hoursPerWeek: 37.5,
      hourlyRate: 12.21,
      sacrificed: 83.33,
      most: 99.2,
      status: 'near',
    });
    const april = await check(acme, await hr(), '?on=2026-04-01');
    expect(april.statusCode, april.body).toBe(200);
    const body = april.json();
    expect(body).toMatchObject({ on: '2026-04-01', today: '2026-06-15', nextRateChange: null });
    expect(body.people.find((p: { employeeId: number }) => p.employeeId === ana)).toMatchObject({ hourlyRate: 12.71, most: 17.95, status: 'below' });
    expect(body.people.map((p: { employeeId: number }) => p.employeeId)).not.toContain(clear);
    expect(body.people.map((p: { employeeId: number }) => p.employeeId)).not.toContain(noSalary);
    expect(body.salaryNotHeld).toBeGreaterThanOrEqual(1);
    // Before her bike starts nothing is taken from her pay.
    expect((await check(acme, await hr(), '?on=2026-02-27')).json().people.map((p: { employeeId: number }) => p.employeeId)).not.toContain(ana);
    // Today by default.
    expect((await check(acme, await hr())).json().on).toBe('2026-06-15');
  });

  it('refuses a bad day with a field error', async () => {
    for (const on of ['2026-02-30', 'tomorrow', '1999-12-31', "2026-01-01' or 1=1"]) {
      const res = await check(acme, await hr(), `?on=${encodeURIComponent(on)}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual({ on: 'Choose a day as YYYY-MM-DD, from 2000 to 2099' });
    }
  });

  it('is for the client’s own HR only', async () => {
    expect((await check(acme, {})).statusCode).toBe(401);
    const employee = await ctx.headersOf('employee@acme.test');
    expect((await check(acme, employee)).statusCode).toBe(403);
    expect((await check(globex, await hr())).statusCode).toBe(403);
    const globexHr = await createPerson(ctx.db, 'globex', { userType: 'employer', salary: '50000.00' });
    const theirs = await check(globex, await ctx.headersOf(globexHr.email, 'globex'), '?on=2026-04-01');
    expect(theirs.statusCode).toBe(200);
    const ids = theirs.json().people.map((p: { employeeId: number }) => p.employeeId);
    expect(ids).not.toContain(ana);
    expect(theirs.json().salaryNotHeld).toBe(0);
  });
});
