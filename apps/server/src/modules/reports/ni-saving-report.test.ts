import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { niSavingTexts } from '@portal/contracts';
import { startSelection } from '../../db/repositories/selections.ts';
import { benefits, clients, users } from '../../db/schema/index.ts';
import { createPerson, freshIp } from '../../test/auth.ts';
import { seededApp } from '../../test/seeded.ts';
import { tableCounts } from '../../test/table-counts.ts';

/**
 * The employer's NI saving (issue 38) on the Acme demo at the tests' moment (15 June 2026). The demo's Cycle to Work
 * requests all still wait for approval; its one sacrifice in force is a leaver's childcare vouchers, to 30 June, with no
 * salary on record. The people below choose theirs now, each starting on 1 July 2026:
 * - Ann, £50,900: a £1,200 bike over 12 months (£100 a month). Employer NI saved: 15 % of £100, £15.00.
 * - Ben, £5,600: the same bike and £43 a month of childcare vouchers. £143 a month takes his pay below the secondary
 *   threshold (£5,000 a year): only £600 a year paid employer NI, so £7.50 a month is saved (not 15 % of £143, £21.45),
 *   split £5.24 to the bike and £2.26 to the vouchers (524.48p and 225.52p, the larger remainder takes the penny).
 * - Cal, no salary on record: £50 a month of childcare vouchers; counted as salary not held, never guessed.
 * - A Globex employee with a salary sacrifice (a benefit of Globex's priced so for the test): never in Acme's figures.
 */
const JULY = '2026-07-01';

const ctx = seededApp({
  async prepare({ db }) {
    // Globex has no salary sacrifice of its own: its Health Cash Plan is priced as one for this file.
    const [globex] = await db.select({ id: clients.id }).from(clients).where(eq(clients.code, 'globex'));
    const [plan] = await db
      .update(benefits)
      .set({ pricing: { kind: 'salary-sacrifice', months: 12 } })
      .where(and(eq(benefits.clientId, globex!.id), eq(benefits.name, 'Health Cash Plan')))
      .returning();
    const person = await createPerson(db, 'globex', { email: 'gail@globex.test', firstName: 'Gail', surname: 'Globex', salary: '50900.00' });
    const costs = { employee: 100, employer: 0, total: 100, cover: null };
    await startSelection(
      db,
      {
        clientId: globex!.id,
        userId: person.id,
        benefitId: plan!.id,
        status: 'active',
        startsOn: JULY,
        endsOn: '2026-12-31',
        values: { option: 'single' },
        peopleCovered: [],
        employeeCost: '100.00',
        employerCost: '0.00',
        costs: costs as never,
        acceptedTermsVersion: null,
      },
      new Date('2026-06-10T10:00:00Z'),
    );
  },
});

type Headers = Record<string, string>;
const call = async (method: 'GET' | 'POST' | 'PATCH', url: string, headers: Headers, payload?: unknown) =>
  ctx.app.inject({
    method,
    url,
    headers: { ...headers, ...(payload !== undefined && { 'content-type': 'application/json' }) },
    remoteAddress: freshIp(),
    ...(payload !== undefined && { payload: JSON.stringify(payload) }),
  });
const clientId = async (code: string) => (await ctx.db.select({ id: clients.id }).from(clients).where(eq(clients.code, code)))[0]!.id;
const benefitOf = async (name: string) =>
  (
    await ctx.db
      .select()
      .from(benefits)
      .where(and(eq(benefits.clientId, await clientId('acme')), eq(benefits.name, name)))
  )[0]!;
const hr = () => ctx.headersOf('hr@acme.test');
const savingUrl = async (query = '', code = 'acme') => `/api/client/${await clientId(code)}/employer-ni-saving${query}`;

/** A new Acme employee's choice of a benefit, approved by HR when it needs it. */
async function choose(email: string, name: string, amount: number) {
  const benefit = await benefitOf(name);
  const chosen = await call('POST', `/api/benefit/${benefit.id}/selection`, await ctx.headersOf(email), {
    accepted_terms: benefit.termsVersion,
    values: { amount },
  });
  expect(chosen.statusCode, chosen.body).toBe(200);
  const selection = chosen.json().selection as { selectionId: number; status: string };
  if (selection.status === 'pending-approval') {
    const approved = await call('PATCH', '/api/v2/scheme/selections/status', await hr(), { selectionIds: [selection.selectionId], approval: true });
    expect(approved.statusCode, approved.body).toBe(200);
  }
}

/**
 * A new Acme employee who chooses on a full-time salary (the minimum-wage guard refuses a sacrifice that would take
 * pay below it for full-time hours), then has `salary` on record: a part-time salary, or none.
 */
async function person(email: string, firstName: string, employeeNumber: string, salary: string | null, choices: [string, number][]) {
  const created = await createPerson(ctx.db, 'acme', {
    email,
    firstName,
    surname: 'Saver',
    employeeNumber,
    salary: '50900.00',
    employmentStartDate: '2015-01-05',
  });
  for (const [name, amount] of choices) await choose(email, name, amount);
  await ctx.db.update(users).set({ salary }).where(eq(users.id, created.id));
}

describe("the employer's NI saving", () => {
  it('answers this month by the server clock by default: the leaver without a salary is counted apart, nothing guessed', async () => {
    const res = await call('GET', await savingUrl(), await hr());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      month: '2026-06-01',
      currentMonth: '2026-06-01',
      taxYear: '2026-27',
      saving: 0,
      sacrificed: 0,
      people: 0,
      salaryNotHeld: 1,
      benefits: [],
    });
  });

  it('is empty in a month with no salary sacrifice in force, at that month’s tax year', async () => {
    const res = await call('GET', await savingUrl('?month=2025-12-01'), await hr());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ month: '2025-12-01', taxYear: '2025-26', saving: 0, people: 0, salaryNotHeld: 0, benefits: [] });
  });

  it("sums each person's saving, priced on all their sacrifices together, per benefit and for the month", async () => {
    await person('ann.saver@acme.test', 'Ann', 'NI001', '50900.00', [['Cycle to Work', 1200]]);
    await person('ben.saver@acme.test', 'Ben', 'NI002', '5600.00', [
      ['Cycle to Work', 1200],
      ['Childcare Vouchers', 43],
    ]);
    await person('cal.saver@acme.test', 'Cal', 'NI003', null, [['Childcare Vouchers', 50]]);

    const res = await call('GET', await savingUrl(`?month=${JULY}`), await hr());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      month: JULY,
      currentMonth: '2026-06-01',
      taxYear: '2026-27',
      saving: 22.5,
      sacrificed: 243,
      people: 2,
      salaryNotHeld: 1,
      benefits: [
        { name: 'Cycle to Work', people: 2, sacrificed: 200, saving: 20.24 },
        { name: 'Childcare Vouchers', people: 1, sacrificed: 43, saving: 2.26 },
      ],
    });
    // The per-benefit parts sum exactly to the month's total.
    const body = res.json() as { saving: number; benefits: { saving: number }[] };
    expect(body.benefits.reduce((sum, b) => sum + Math.round(b.saving * 100), 0)).toBe(Math.round(body.saving * 100));
  });

  it('downloads the month as CSV, a row per person and benefit, the saving of each benefit summing to the person’s', async () => {
    const res = await call('GET', await savingUrl(`/download?month=${JULY}`), await hr());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="employer-ni-saving-2026-07.csv"');
    expect(res.body.startsWith('\ufeff')).toBe(true);
    const [header, ...rows] = res.body.slice(1).trim().split('\n');
    expect(header).toBe(niSavingTexts.csvColumns.join(','));
    expect(rows.sort()).toEqual(
      [
        'NI001,Ann,Saver,Cycle to Work,100.00,15.00',
        'NI002,Ben,Saver,Cycle to Work,100.00,5.24',
        'NI002,Ben,Saver,Childcare Vouchers,43.00,2.26',
        'NI003,Cal,Saver,Childcare Vouchers,50.00,Salary not held',
      ].sort(),
    );
  });

  it('refuses a bad month with its field error and changes nothing', async () => {
    const before = await tableCounts(ctx.db);
    for (const month of ['2026-13-01', '2026-07-15', '2026-07', 'July', '1999-12-01', '']) {
      for (const path of ['', '/download']) {
        const res = await call('GET', await savingUrl(`${path}?month=${encodeURIComponent(month)}`), await hr());
        expect(res.statusCode, `${path} ${month}`).toBe(400);
        expect(res.json().errors).toEqual({ month: niSavingTexts.badMonth });
      }
    }
    expect(await tableCounts(ctx.db)).toEqual(before);
  });

  it('refuses visitors (401), employees (403) and another client’s id (403, never its figures)', async () => {
    for (const path of ['', '/download']) {
      expect((await call('GET', await savingUrl(`${path}?month=${JULY}`), { host: 'acme.localhost:3000' })).statusCode).toBe(401);
      expect((await call('GET', await savingUrl(`${path}?month=${JULY}`), await ctx.headersOf('employee@acme.test'))).statusCode).toBe(403);
      const other = await call('GET', await savingUrl(`${path}?month=${JULY}`, 'globex'), await hr());
      expect(other.statusCode).toBe(403);
      expect(other.body).not.toContain('Gail');
    }
    // Acme's figures never had Gail; Globex's own employer sees her saving, and none of Acme's people.
    const ours = await call('GET', await savingUrl(`/download?month=${JULY}`), await hr());
    expect(ours.body).not.toContain('Gail');
    const globexHr = await createPerson(ctx.db, 'globex', { email: 'hr.saver@globex.test', userType: 'employer' });
    const theirs = await call('GET', await savingUrl(`/download?month=${JULY}`, 'globex'), await ctx.headersOf(globexHr.email, 'globex'));
    expect(theirs.statusCode, theirs.body).toBe(200);
    expect(theirs.body).toContain(',Gail,Globex,Health Cash Plan,100.00,15.00');
    expect(theirs.body).not.toContain('Saver');
  });
});
