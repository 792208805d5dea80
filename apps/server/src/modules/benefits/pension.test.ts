import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { benefitTexts, type ClientConfigurationDocument, type ConfigurationImportResult } from '@portal/contracts';
import { benefitSelections } from '../../db/schema/index.ts';
import { createPerson } from '../../test/auth.ts';
import { benefitsApp } from '../../test/benefits.ts';
import { addPensionBenefit } from '../../test/pension.ts';
import { createAdmin } from '../../test/sso.ts';

/**
 * A pension by salary sacrifice through the API (issue 38): priced by the one engine, held to the minimum-wage guard as
 * any pay given up is, and carried by the client's configuration document. A choice starts on 1 July 2026 (2026-27).
 */
const ctx = benefitsApp();
let pension: number;
beforeAll(async () => {
  pension = await addPensionBenefit(ctx.db, 'acme');
});

async function employee(salary: string | null) {
  const person = await createPerson(ctx.db, 'acme', { employmentStartDate: '2015-01-05', dateOfBirth: '1990-05-05', location: 'Leeds', salary });
  return { person, headers: await ctx.headersOf(person.email) };
}
const quote = (headers: Record<string, string>, amount: number) =>
  ctx.call('POST', '/api/selections/costs', headers, { benefitId: pension, values: { amount } });
const choose = (headers: Record<string, string>, amount: number) => ctx.call('POST', `/api/benefit/${pension}/selection`, headers, { values: { amount } });

describe('a pension by salary sacrifice', () => {
  it('quotes 5 % of qualifying earnings from £30,000: £99.00 from pay, the employer £59.40 plus its £14.85 NI saving', async () => {
    const { headers } = await employee('30000.00');
    const res = await quote(headers, 5);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().costs).toMatchObject({
      employee: 99,
      employer: 74.25,
      total: 173.25,
      sacrifice: { gross: 99, taxSaving: 19.8, niSaving: 7.92, net: 71.28, employerNiSaving: 14.85 },
      pension: { pensionableEarnings: 1980, employeeContribution: 99, employerContribution: 74.25, niSavingPassedOn: 14.85, taxYear: '2026-27' },
    });
  });

  it('refuses a percentage outside the limits or off the step, and works nothing out without a salary', async () => {
    const { headers } = await employee('30000.00');
    expect((await quote(headers, 11)).statusCode).toBe(400);
    expect((await quote(headers, 2.5)).json().errors?.['values.amount']).toBe(benefitTexts.percentStep('1'));
    const none = await employee(null);
    const res = await quote(none.headers, 5);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().errors).toEqual({ 'values.amount': benefitTexts.pensionNeedsSalary });
  });

  it('is held to the minimum-wage guard: 10 % of a £25,000 salary (£156.33 a month) would leave pay below the National Living Wage', async () => {
    // 37.5 hours x 52 weeks x £12.71 = £24,784.50 a year: £17.95 a month to spare (the Cycle to Work guard's figure).
    const { person, headers } = await employee('25000.00');
    const refused = await choose(headers, 10);
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().errors['values.amount']).toContain('The most you can give up is £17.95 a month.');
    expect(await ctx.db.$count(benefitSelections, eq(benefitSelections.userId, person.id))).toBe(0);
    // 1 % is (25,000 - 6,240) x 1 % / 12 = £15.63: allowed; the employer pays 3 % (£46.90) and its £2.34 NI saving.
    const allowed = await choose(headers, 1);
    expect(allowed.statusCode, allowed.body).toBe(200);
    expect(allowed.json().selection.costs).toMatchObject({ employee: 15.63, employer: 49.24, pension: { pensionableEarnings: 1563.33 } });
  });

  it('goes out in the configuration document and comes back unchanged', async () => {
    const admin = await ctx.headersOf((await createAdmin(ctx.db)).email);
    const exported = await ctx.call('GET', '/api/admin/clients/acme/configuration', admin);
    expect(exported.statusCode, exported.body).toBe(200);
    const doc = exported.json() as ClientConfigurationDocument;
    const benefit = doc.catalogue?.schemeYears.flatMap((year) => year.benefits).find((b) => b.groupCode === 'pension');
    expect(benefit).toMatchObject({
      setup: { amount: { unit: 'percent', min: 1, max: 10, step: 1 } },
      pricing: { kind: 'pension', employerPercent: 3, passOnNiSaving: true, earnings: 'qualifying' },
      employerContribution: null,
    });
    const dryRun = await ctx.call('POST', '/api/admin/clients/configuration?mode=dry-run&onExisting=overwrite', admin, doc);
    expect(dryRun.statusCode, dryRun.body).toBe(200);
    const result = dryRun.json() as ConfigurationImportResult;
    expect(result.items.filter((item) => item.kind !== 'unchanged')).toEqual([]);
  });
});
