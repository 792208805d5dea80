import { beforeAll, describe, expect, it } from 'vitest';
import { benefitsApp } from '../../test/benefits.ts';

const ctx = benefitsApp();
let sam: Record<string, string>;
beforeAll(async () => {
  sam = await ctx.headersOf('employee@acme.test');
});

describe('total benefits overview modes', () => {
  it("gives this month's figures beside the year's (the default mode): Sam's medical cover as June's statement line has it", async () => {
    const page = (await ctx.call('GET', '/api/user/selections/mtb/page', sam)).json();
    const statement = (await ctx.call('GET', '/api/benefit-group/pmi/contributions', sam)).json();
    const june = statement.statements.find((s: { month: number }) => s.month === 6);
    const pmi = await ctx.benefitId('acme', 'pmi');
    expect(page.thisMonth).toEqual({
      month: '2026-06-01',
      benefits: [{ benefitId: pmi, employerValue: june.employerContribution, employeeValue: june.employeeContribution }],
      totals: { employerValue: 40, employeeValue: 64.8, totalValue: 104.8 },
      // No salary sacrifice this month: nothing to say about take-home pay (total-take-home.test.ts).
      takeHome: null,
    });
    // The year's figures are unchanged: twelve such months.
    expect(page.totals).toMatchObject({ employerValue: 480, employeeValue: 777.6 });
  });

  it('refuses anonymous callers', async () => {
    expect((await ctx.call('GET', '/api/user/selections/mtb/page', {})).statusCode).toBe(401);
  });
});
