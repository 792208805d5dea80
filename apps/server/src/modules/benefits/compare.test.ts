import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { benefitTexts, messages } from '@portal/contracts';
import { benefits, clients } from '../../db/schema/index.ts';
import { createFamilyMember } from '../../demo/factories.ts';
import { host } from '../../test/app.ts';
import { createPerson } from '../../test/auth.ts';
import { benefitsApp } from '../../test/benefits.ts';

/**
 * GET /api/benefit/:id/options-compared: each option priced by the engine as the wizard's level step quotes it, for a
 * choice starting on the earliest day (the test moment is 15 June 2026: a new choice starts on 1 July 2026).
 */
const ctx = benefitsApp();
let ids: Record<'pmi' | 'dental' | 'life' | 'hcp' | 'pension', number>;

beforeAll(async () => {
  ids = {
    pmi: await ctx.benefitId('acme', 'pmi'),
    dental: await ctx.benefitId('acme', 'dental'),
    life: await ctx.benefitId('acme', 'life'),
    hcp: await ctx.benefitId('globex', 'hcp'),
    pension: 0,
  };
  // Acme has no salary sacrifice with options: a pension with a choice of fund, given up a month from gross pay, for this file.
  const [acme] = await ctx.db.select({ id: clients.id }).from(clients).where(eq(clients.code, 'acme'));
  const [ctw] = await ctx.db
    .select()
    .from(benefits)
    .where(and(eq(benefits.clientId, acme!.id), eq(benefits.groupCode, 'ctw')));
  const [pension] = await ctx.db
    .insert(benefits)
    .values({
      ...ctw!,
      id: undefined,
      name: 'Pension Salary Sacrifice',
      groupCode: 'pension',
      category: 'Financial',
      requiresApproval: false,
      termsHtml: null,
      termsVersion: null,
      eligibility: {},
      setup: {
        options: [
          { value: 'balanced', label: 'Balanced fund', description: null, covers: 'self' },
          { value: 'ethical', label: 'Ethical fund', description: 'Companies screened for their impact.', covers: 'self' },
        ],
        amount: { label: 'Monthly amount', unit: 'pounds', min: 100, max: 2000, step: 1 },
        peopleCovered: false,
        startDate: true,
      },
      pricing: { kind: 'salary-sacrifice', months: 1 },
    })
    .returning();
  ids.pension = pension!.id;
});

/** A fresh Acme employee (born 12 April 1980: 46 when cover starts) with, unless told otherwise, a partner and two children. */
async function newEmployee(overrides: Parameters<typeof createPerson>[2] = {}, children = 2) {
  const person = await createPerson(ctx.db, 'acme', { salary: '50900.00', employmentStartDate: '2015-01-05', location: 'Leeds', ...overrides });
  const member = (firstName: string, famtypeId: number, dateOfBirth: string) =>
    createFamilyMember(ctx.db, { clientId: person.clientId!, userId: person.id, firstName, surname: 'Test', dateOfBirth, genderId: 2, famtypeId });
  await member('Pat', 1, '1982-03-03');
  for (let i = 0; i < children; i++) await member(`Child${i}`, 2, '2015-05-05');
  return ctx.headersOf(person.email);
}

const compared = async (headers: Record<string, string>, id: number) => {
  const res = await ctx.call('GET', `/api/benefit/${id}/options-compared`, headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const quote = async (headers: Record<string, string>, benefitId: number, values: object) => {
  const res = await ctx.call('POST', '/api/selections/costs', headers, { benefitId, quote: true, values });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().costs;
};

describe('GET /api/benefit/:id/options-compared', () => {
  it("prices each level of Acme's medical insurance for the caller's age and own family, as the wizard quotes it", async () => {
    const headers = await newEmployee();
    const body = await compared(headers, ids.pmi);
    expect(body.startsOn).toBe('2026-07-01');
    expect(body.amount).toBeNull();
    // Aged 46: the 30 to 49 band (£52.40, £104.80, £142.30); the employer pays £40 of each.
    expect(body.options).toMatchObject([
      { value: 'employee', label: 'You only', covers: 'self', peopleCovered: 0, reason: null, costs: { employee: 12.4, employer: 40, total: 52.4 } },
      { value: 'employee-partner', covers: 'partner', peopleCovered: 1, reason: null, costs: { employee: 64.8, employer: 40, total: 104.8 } },
      { value: 'employee-family', covers: 'family', peopleCovered: 3, reason: null, costs: { employee: 102.3, employer: 40, total: 142.3 } },
    ]);
    for (const option of body.options) expect(option.costs).toEqual(await quote(headers, ids.pmi, { option: option.value }));
  });

  it("prices a family level per person for the caller's own family", async () => {
    const body = await compared(await newEmployee({}, 1), ids.dental);
    // £9.50 for the employee and £7.25 for each of the two on the profile.
    expect(body.options.map((o: { peopleCovered: number; costs: { employee: number } }) => [o.peopleCovered, o.costs.employee])).toEqual([
      [0, 9.5],
      [2, 24],
    ]);
  });

  it('says what a salary sacrifice costs after tax and NI, priced at the smallest amount', async () => {
    const headers = await newEmployee();
    const body = await compared(headers, ids.pension);
    expect(body.amount).toEqual({ value: 100, unit: 'pounds' });
    // The pay calculator's golden figures: £100 a month from £50,900 saves £30.50 income tax and £4.85 NI, so takes £64.65 from take-home pay.
    const costs = { employee: 100, employer: 0, total: 100, sacrifice: { gross: 100, taxSaving: 30.5, niSaving: 4.85, net: 64.65, taxYear: '2026-27' } };
    expect(body.options).toMatchObject([
      { value: 'balanced', reason: null, costs },
      { value: 'ethical', description: 'Companies screened for their impact.', reason: null, costs },
    ]);
    expect(body.options[0].costs).toEqual(await quote(headers, ids.pension, { option: 'balanced', amount: 100 }));
  });

  it('without a salary on record gives the gross and no take-home figure, never a guess', async () => {
    const body = await compared(await newEmployee({ salary: null }), ids.pension);
    expect(body.options[0].costs).toMatchObject({ employee: 100, sacrifice: { gross: 100, taxSaving: null, niSaving: null, net: null } });
  });

  it('lists an option the caller cannot have with the reason instead of a price', async () => {
    // No date of birth: no age band prices a level.
    const noAge = await compared(await newEmployee({ dateOfBirth: null }), ids.pmi);
    expect(noAge.options.map((o: { costs: unknown; reason: string }) => [o.costs, o.reason])).toEqual([
      [null, benefitTexts.noPrice],
      [null, benefitTexts.noPrice],
      [null, benefitTexts.noPrice],
    ]);
    // £100 a month would take £12,000 a year for 37.5 hours below the minimum wage.
    const low = await compared(await newEmployee({ salary: '12000.00' }), ids.pension);
    expect(low.options[0]).toMatchObject({ costs: null, reason: expect.stringContaining('below the National Living Wage') });
  });

  it('compares nothing for a benefit without options', async () => {
    const body = await compared(await newEmployee(), ids.life);
    expect(body).toEqual({ startsOn: '2026-07-01', amount: null, options: [] });
  });

  it("answers 404 for another client's benefit, or one the caller may not see, as the benefit's own call does", async () => {
    const headers = await newEmployee();
    for (const url of [`/api/benefit/${ids.hcp}/options-compared`, `/api/benefit/${ids.hcp}`]) {
      const res = await ctx.call('GET', url, headers);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().message).toBe(messages.missingBenefit);
      expect(res.body).not.toContain('Health Cash Plan');
    }
    // The gym is for some locations only: Glasgow is not one.
    const glasgow = await newEmployee({ location: 'Glasgow' });
    expect((await ctx.call('GET', `/api/benefit/${await ctx.benefitId('acme', 'gym')}/options-compared`, glasgow)).statusCode).toBe(404);
  });

  it('answers 401 without a login, 403 to a platform administrator and 400 to a bad id', async () => {
    const anonymous = await ctx.app.inject({ method: 'GET', url: `/api/benefit/${ids.pmi}/options-compared`, headers: host('acme') });
    expect(anonymous.statusCode).toBe(401);
    expect((await ctx.call('GET', `/api/benefit/${ids.pmi}/options-compared`, await ctx.headersOf('admin@portal.test'))).statusCode).toBe(403);
    const headers = await newEmployee();
    for (const bad of ['abc', '0', '-1', '1.5', '2147483648']) {
      const res = await ctx.call('GET', `/api/benefit/${bad}/options-compared`, headers);
      expect(res.statusCode, bad).toBe(400);
      expect(Object.keys(res.json().errors)).toEqual(['id']);
    }
  });
});
