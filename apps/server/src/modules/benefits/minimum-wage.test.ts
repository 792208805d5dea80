import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { benefitSelections, clients, users } from '../../db/schema/index.ts';
import { createPerson } from '../../test/auth.ts';
import { benefitsApp } from '../../test/benefits.ts';

/**
 * The minimum-wage guard (issue 38): a salary sacrifice may not leave pay for the month below the National Minimum or
 * Living Wage for the person's contracted hours. Cycle to Work starts 1 July 2026 here (the 2026 rates: £12.71 an hour
 * from 21, £10.85 from 18 to 20, £8.00 under 18 and apprentices).
 */
const ctx = benefitsApp();
let ctw: number;
beforeAll(async () => {
  ctw = await ctx.benefitId('acme', 'ctw');
});

async function employee(overrides: Parameters<typeof createPerson>[2]) {
  const person = await createPerson(ctx.db, 'acme', { employmentStartDate: '2015-01-05', dateOfBirth: '1990-05-05', location: 'Leeds', ...overrides });
  return { person, headers: await ctx.headersOf(person.email) };
}
const choose = (headers: Record<string, string>, amount: number) =>
  ctx.call('POST', `/api/benefit/${ctw}/selection`, headers, { accepted_terms: 1, values: { amount } });
const quote = (headers: Record<string, string>, amount: number) => ctx.call('POST', '/api/selections/costs', headers, { benefitId: ctw, values: { amount } });
const choicesOf = (userId: number) => ctx.db.$count(benefitSelections, eq(benefitSelections.userId, userId));

describe('the minimum-wage guard on salary sacrifice', () => {
  it('refuses Cycle to Work that would take a 37.5-hour employee on £25,000 below the National Living Wage, with the most they can give up', async () => {
    // 37.5 hours x 52 weeks x £12.71 = £24,784.50 a year; £215.50 to spare is £17.95 a month (rounded down).
    const { person, headers } = await employee({ salary: '25000.00' });
    const res = await choose(headers, 1200);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().errors).toEqual({
      'values.amount':
        'This would take your pay below the National Living Wage for the hours you work. The most you can give up is £17.95 a month. ' +
        'Contact HR if your salary or hours are wrong.',
    });
    expect(await choicesOf(person.id)).toBe(0);
    // The wizard's running costs say so as the amount is typed.
    expect((await quote(headers, 1200)).json().errors['values.amount']).toContain('£17.95');
    // The partner's check of the amount (Cycle to Work is bought through the partner) says so too.
    const partner = await ctx.call('POST', '/api/selections/beam-costs', headers, { benefitId: ctw, value: 1200 });
    expect(partner.json(), partner.body).toMatchObject({ costs: null, error: expect.stringContaining('£17.95 a month') });
    // £215 over 12 months is £17.92 a month: allowed.
    const allowed = await choose(headers, 215);
    expect(allowed.statusCode, allowed.body).toBe(200);
  });

  it('counts the person’s own hours, the client’s default, age and the apprentice rate', async () => {
    // 20 hours: £13,219.20 a year at £12.71; £25,000 leaves £981.73 a month.
    const partTime = await employee({ salary: '25000.00', hoursPerWeek: '20' });
    expect((await choose(partTime.headers, 1200)).statusCode).toBe(200);
    // An apprentice on £12,000 for 37.5 hours: £8.00 an hour is £15,600 a year already above the salary.
    const apprentice = await employee({ salary: '12000.00', apprentice: true });
    expect((await choose(apprentice.headers, 120)).json().errors['values.amount']).toMatch(
      /^You cannot give up any of your pay for this: it would take your pay below the National Minimum Wage/,
    );
    // 19 on 1 July 2026: £10.85 an hour, 37.5 hours: £21,157.50 a year; £22,000 leaves £70.20 a month.
    const young = await employee({ salary: '22000.00', dateOfBirth: '2007-01-01' });
    expect((await choose(young.headers, 1200)).json().errors['values.amount']).toContain(
      'National Minimum Wage for the hours you work. The most you can give up is £70.20 a month.',
    );
    // The client's default hours: 30 a week leaves £25,000 - £20,275.20 = £393.73 a month.
    await ctx.db.update(clients).set({ defaultHoursPerWeek: '30' }).where(eq(clients.code, 'acme'));
    try {
      const other = await employee({ salary: '25000.00' });
      expect((await choose(other.headers, 1200)).statusCode).toBe(200);
    } finally {
      await ctx.db.update(clients).set({ defaultHoursPerWeek: '37.5' }).where(eq(clients.code, 'acme'));
    }
  });

  it('counts the person’s other salary sacrifices in force', async () => {
    const ccv = await ctx.benefitId('acme', 'ccv');
    // £26,100 leaves £109.62 a month; Cycle to Work £1,000 takes £83.33 of it (waiting for approval counts).
    const { headers } = await employee({ salary: '26100.00' });
    expect((await choose(headers, 1000)).statusCode).toBe(200);
    const vouchers = (amount: number) => ctx.call('POST', `/api/benefit/${ccv}/selection`, headers, { values: { amount, startDate: '2026-07-01' } });
    const refused = await vouchers(30);
    expect(refused.json().errors?.['values.amount'], refused.body).toContain('The most you can give up is £26.29 a month.');
    const allowed = await vouchers(26);
    expect(allowed.statusCode, allowed.body).toBe(200);
  });

  it('does not guess without a salary on record', async () => {
    const { headers } = await employee({ salary: null });
    expect((await choose(headers, 1200)).statusCode).toBe(200);
  });

  it('checks a change of the amount too', async () => {
    const { person, headers } = await employee({ salary: '26000.00' });
    // £26,000 leaves £101.29 a month.
    const first = await choose(headers, 1200);
    expect(first.statusCode, first.body).toBe(200);
    const id = first.json().selection.selectionId;
    const res = await ctx.call('PATCH', `/api/selection/${id}`, headers, { accepted_terms: 1, values: { amount: 1300 } });
    expect(res.json().errors?.['values.amount'], res.body).toContain('£101.29');
    const [row] = await ctx.db.select({ salary: users.salary }).from(users).where(eq(users.id, person.id));
    expect(row!.salary).toBe('26000.00');
  });
});
