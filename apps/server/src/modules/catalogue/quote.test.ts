import { beforeAll, describe, expect, it } from 'vitest';
import { priceChangeTexts, quoteTexts, type CostResult, type Quote } from '@portal/contracts';
import { auditLog, benefitSelections } from '../../db/schema/index.ts';
import { createPerson, freshIp } from '../../test/auth.ts';
import { benefitsApp } from '../../test/benefits.ts';
import { createAdmin } from '../../test/sso.ts';

/**
 * The quote panel (issue 28 §2): what a person would pay for a benefit, from the one pricing engine with the input the
 * wizard builds, and whether they may choose it. The clock stands at TEST_NOW (15 June 2026) for the whole file; cover
 * chosen today starts on 1 July 2026, the day ages are counted on. Sam Taylor (Acme's demo employee) was born on
 * 28 August 1978 and earns £42,000.
 */
const ctx = benefitsApp();

let acmeId: number;
let globexId: number;
let sam: { id: number };
let ids: Record<'pmi' | 'life' | 'gym' | 'ctw' | 'dental' | 'eap', number>;
let globexBenefit: number;
let admin: Record<string, string>;
let employee: Record<string, string>;
let hr: Record<string, string>;
let globexPerson: number;

beforeAll(async () => {
  sam = await ctx.person('employee@acme.test');
  acmeId = (await ctx.person('employee@acme.test')).clientId;
  globexId = (await ctx.person('employee@globex.test')).clientId;
  ids = {
    pmi: await ctx.benefitId('acme', 'pmi'),
    life: await ctx.benefitId('acme', 'life'),
    gym: await ctx.benefitId('acme', 'gym'),
    ctw: await ctx.benefitId('acme', 'ctw'),
    dental: await ctx.benefitId('acme', 'dental'),
    eap: await ctx.benefitId('acme', 'eap'),
  };
  globexBenefit = await ctx.benefitId('globex', 'hcp');
  globexPerson = (await ctx.person('employee@globex.test')).id;
  admin = await ctx.headersOf((await createAdmin(ctx.db)).email);
  employee = await ctx.headersOf('employee@acme.test');
  hr = await ctx.headersOf('hr@acme.test');
});

const quoteUrl = (benefitId: number, clientId = acmeId) => `/api/admin/clients/${clientId}/benefits/${benefitId}/quote`;
const post = (url: string, headers: Record<string, string>, payload: unknown) =>
  ctx.app.inject({ method: 'POST', url, headers, remoteAddress: freshIp(), payload: payload as object });
async function quote(benefitId: number, body: object): Promise<Quote> {
  const res = await post(quoteUrl(benefitId), admin, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Quote;
}
const forSam = () => ({ person: { kind: 'employee', employeeId: sam.id } });
const typed = (facts: Record<string, unknown>) => ({ person: { kind: 'facts', employmentStatus: 'active', location: 'Leeds', ...facts } });

/** The wizard's running cost of the same choice for Sam (POST /selections/costs), as Sam's own call answers it. */
async function wizardCosts(benefitId: number, values: Record<string, unknown>): Promise<CostResult> {
  const res = await post('/api/selections/costs', employee, { benefitId, values, quote: true });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { costs: CostResult }).costs;
}
const pence = (pounds: number) => Math.round(pounds * 100);

describe('the quote panel', () => {
  it("gives an employee's figures exactly as the wizard gives them, to the penny, for every option and multiple", async () => {
    const compared: string[] = [];
    for (const group of ['pmi', 'gym', 'dental', 'life', 'ctw'] as const) {
      const answer = await quote(ids[group], forSam());
      expect(answer.person).toEqual({ name: 'Sam Taylor', age: 47, ageOn: '2026-07-01', salary: 42000 });
      expect(answer.rows.length, group).toBeGreaterThan(0);
      for (const row of answer.rows) {
        // The wizard prices people covered from the family on the profile when a level covers others: the quote prices nobody else.
        if (group === 'dental' && row.option !== 'individual') continue;
        const values = { ...(row.option && { option: row.option }), ...(row.amount !== null && { amount: row.amount }), peopleCovered: [] };
        const wizard = await wizardCosts(ids[group], values);
        expect(row.costs, `${group} ${row.label}`).toEqual(wizard);
        compared.push(`${group} ${row.label}`);
      }
    }
    // Medical (age band 30-49): £52.40 less £40 from Acme; life cover at 4 x £42,000 = £168,000, capped at the £150,000 free cover limit.
    const pmi = await quote(ids.pmi, forSam());
    expect(pmi.rows.map((row) => [row.option, pence(row.costs!.employee), pence(row.costs!.employer), pence(row.costs!.total)])).toEqual([
      ['employee', 1240, 4000, 5240],
      ['employee-partner', 6480, 4000, 10480],
      ['employee-family', 10230, 4000, 14230],
    ]);
    const life = await quote(ids.life, forSam());
    expect(life.rows.map((row) => row.label)).toEqual(['1 x salary', '2 x salary', '3 x salary', '4 x salary']);
    expect(life.rows[3]!.costs!.cover).toMatchObject({ multiple: 4, requested: 168000, granted: 150000, capped: true });
    expect([pence(life.rows[3]!.costs!.employee), pence(life.rows[3]!.costs!.employer)]).toEqual([1350, 450]);
    // 3 medical levels, 2 gym levels, dental for one, 4 multiples of life cover, the lowest Cycle to Work amount.
    expect(compared).toHaveLength(11);
    expect(pmi.eligible).toBe(true);
    expect(pmi.unmetRules).toEqual([]);
  });

  it("prices the editor's unsaved plan and setup, and stores nothing", async () => {
    const before = await ctx.db.$count(benefitSelections);
    const audits = await ctx.db.$count(auditLog);
    const answer = await quote(ids.gym, {
      ...forSam(),
      plan: {
        pricing: { kind: 'option-flat', prices: { standard: 41.99, premium: 60, family: 80 } },
        employerContribution: { kind: 'percent', percent: 12.5 },
        setup: {
          options: [
            { value: 'standard', label: 'Standard', description: null, covers: 'self' },
            { value: 'premium', label: 'Premium', description: null, covers: 'self' },
            { value: 'family', label: 'Family', description: null, covers: 'family' },
          ],
          amount: null,
          peopleCovered: false,
          startDate: true,
        },
      },
    });
    // 12.5 % of £41.99 is £5.24875: the employer's part rounds half up to £5.25, and the employee pays the rest.
    expect(answer.rows.map((row) => [row.label, row.costs && [pence(row.costs.employee), pence(row.costs.employer), pence(row.costs.total)]])).toEqual([
      ['Standard', [3674, 525, 4199]],
      ['Premium', [5250, 750, 6000]],
      ['Family', [7000, 1000, 8000]],
    ]);
    // No contribution at all, and a price missing for an option: that row says why.
    const bare = await quote(ids.gym, { ...forSam(), plan: { pricing: { kind: 'option-flat', prices: { standard: 30 } }, employerContribution: null } });
    expect(bare.rows.map((row) => [row.option, row.costs?.employer ?? null, row.problem])).toEqual([
      ['standard', 0, null],
      ['premium', null, quoteTexts.noPrice],
    ]);
    expect(await ctx.db.$count(benefitSelections)).toBe(before);
    expect(await ctx.db.$count(auditLog)).toBe(audits);
  });

  it('prices typed details: an age or a date of birth, a salary; an age band with no price says so', async () => {
    const young = await quote(ids.pmi, typed({ age: 25, salary: 30000 }));
    expect(young.person).toEqual({ name: null, age: 25, ageOn: '2026-07-01', salary: 30000 });
    expect(young.rows.map((row) => pence(row.costs!.total))).toEqual([3850, 7700, 11000]);
    // Born 2 July 1976: 49 on 1 July 2026, the day cover would start (50 the day after).
    const born = await quote(ids.pmi, typed({ dateOfBirth: '1976-07-02' }));
    expect([born.person.age, pence(born.rows[0]!.costs!.total)]).toEqual([49, 5240]);
    const life = await quote(ids.life, typed({ age: 40, salary: 20000.5 }));
    expect(life.rows[0]!.costs!.cover).toMatchObject({ multiple: 1, requested: 20000.5, granted: 20000.5, capped: false });
    const noSalary = await quote(ids.life, typed({ age: 40 }));
    expect(noSalary.person.salary).toBeNull();
    expect(noSalary.rows[0]!.costs!.total).toBe(0);
    // Salary sacrifice: the lowest amount; a banded plan without the person's age names the problem.
    const bike = await quote(ids.ctw, typed({ age: 40, salary: 42000 }));
    expect(bike.rows).toHaveLength(1);
    expect(bike.rows[0]!.costs!.sacrifice).not.toBeNull();
    const gap = await quote(ids.pmi, {
      ...typed({ age: 60 }),
      plan: {
        pricing: { kind: 'option-age-banded', bands: [{ minAge: 16, maxAge: 49, prices: { employee: 10, 'employee-partner': 20, 'employee-family': 30 } }] },
      },
    });
    expect(gap.rows.map((row) => [row.costs, row.problem])).toEqual(Array(3).fill([null, quoteTexts.noPriceForAge]));
    // Information only: nothing to price.
    expect((await quote(ids.eap, typed({ age: 40 }))).rows).toEqual([]);
  });

  it('says in words which rules say no', async () => {
    const glasgow = await quote(ids.gym, typed({ age: 40, location: 'Glasgow' }));
    expect(glasgow.eligible).toBe(false);
    expect(glasgow.unmetRules).toEqual(['location London, Manchester, Leeds, Bristol or Birmingham']);
    // Still priced: the panel shows what it would cost.
    expect(glasgow.rows[0]!.costs).not.toBeNull();

    const old = await quote(ids.life, typed({ age: 80, location: 'Leeds', employmentStatus: 'left' }));
    expect(old.unmetRules).toEqual(['employment status active', 'aged 74 or under']);

    // Acme's probation is 3 months and medical waits for its end.
    const starter = await quote(ids.pmi, typed({ age: 30, employmentStartDate: '2026-05-01' }));
    expect([starter.eligible, starter.unmetRules]).toEqual([false, ['after the probation period, from 1 August 2026']]);

    // The editor's unsaved rules are the ones applied.
    const graded = await quote(ids.gym, { ...forSam(), plan: { eligibility: { grades: ['Director'], minAge: 50 } } });
    expect(graded.unmetRules).toEqual(['aged 50 or over', 'grade Director']);
  });

  it('refuses bad details with field errors', async () => {
    const refusals: [unknown, Record<string, string>][] = [
      [{ person: { kind: 'facts', salary: 100 } }, { 'person.dateOfBirth': quoteTexts.errors.ageOrBirth }],
      [{ person: { kind: 'facts', age: 12 } }, { 'person.age': quoteTexts.errors.ageInvalid }],
      [{ person: { kind: 'facts', age: 40, salary: 10.005 } }, { 'person.salary': quoteTexts.errors.salaryInvalid }],
      [{ person: { kind: 'facts', dateOfBirth: '1980-02-30' } }, { 'person.dateOfBirth': quoteTexts.errors.dateInvalid }],
      [{ person: { kind: 'employee', employeeId: globexPerson } }, { 'person.employeeId': quoteTexts.errors.employeeNotFound }],
    ];
    for (const [body, errors] of refusals) {
      const res = await post(quoteUrl(ids.gym), admin, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().errors, JSON.stringify(body)).toMatchObject(errors);
    }
  });

  it('is for platform administrators only, and never reads another client', async () => {
    const body = forSam();
    expect((await ctx.app.inject({ method: 'POST', url: quoteUrl(ids.gym), payload: body, remoteAddress: freshIp() })).statusCode).toBe(401);
    for (const headers of [employee, hr]) expect((await post(quoteUrl(ids.gym), headers, body)).statusCode).toBe(403);
    // Globex's benefit through Acme's address, and Acme's benefit through Globex's: not found either way.
    const crossed = await post(quoteUrl(globexBenefit), admin, body);
    expect([crossed.statusCode, crossed.json().message]).toEqual([404, priceChangeTexts.errors.benefitNotFound]);
    expect((await post(quoteUrl(ids.gym, globexId), admin, typed({ age: 40 }))).statusCode).toBe(404);
  });
});

describe('a person the quote may name', () => {
  it('is any employee of the client, with what is on record', async () => {
    const noBirth = await createPerson(ctx.db, 'acme', { firstName: 'Ari', surname: 'Young', dateOfBirth: null, salary: null, location: 'Leeds' });
    const answer = await quote(ids.life, { person: { kind: 'employee', employeeId: noBirth.id } });
    expect(answer.person).toEqual({ name: 'Ari Young', age: null, ageOn: '2026-07-01', salary: null });
    expect(answer.unmetRules).toEqual(['aged 74 or under (no date of birth on record)']);
  });
});
