import { beforeAll, describe, expect, it } from 'vitest';
import { benefitsApp } from '../../test/benefits.ts';
import { createPerson } from '../../test/auth.ts';

const ctx = benefitsApp();
let sam: Record<string, string>;
beforeAll(async () => {
  sam = await ctx.headersOf('employee@acme.test');
});

const get = async (url: string, headers = sam) => {
  const res = await ctx.call('GET', url, headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

describe('GET /api/benefits/user/eligible', () => {
  it("lists Sam's benefits of the current scheme year with his selections", async () => {
    const body = await get('/api/benefits/user/eligible');
    expect(body.schemeYear).toMatchObject({ year: 2026, startsOn: '2026-01-01', endsOn: '2026-12-31', current: true, window: { open: true } });
    expect(body.ccvOnly).toBe(false);
    expect(body.benefits.map((b: { groupCode: string }) => b.groupCode)).toEqual(['pmi', 'life', 'ctw', 'dental', 'ccv', 'eap', 'gym']);
    const byCode = Object.fromEntries(body.benefits.map((b: { groupCode: string }) => [b.groupCode, b]));
    expect(byCode.pmi.selection).toMatchObject({ status: 'active', statusLabel: 'Active', employeeCost: 64.8, employerCost: 40, startDate: '2026-01-01' });
    expect(byCode.pmi.cta).toEqual({ type: 'edit' });
    expect(byCode.ctw.selection).toMatchObject({ status: 'pending-approval', statusLabel: 'Awaiting approval', employeeCost: 100 });
    expect(byCode.life).toMatchObject({ selection: null, cta: { type: 'select' }, changeWindow: { open: true, reason: 'annual' } });
    expect(byCode.eap.cta).toEqual({ type: 'view' });
  });

  it('hides benefits whose rules leave the employee out, and locks probation ones with the date', async () => {
    const person = await createPerson(ctx.db, 'acme', {
      email: 'probation@acme.test',
      employmentStartDate: '2026-05-01',
      location: 'Glasgow',
      dateOfBirth: '1990-02-02',
    });
    const body = await get('/api/benefits/user/eligible', await ctx.headersOf(person.email));
    const byCode = Object.fromEntries(body.benefits.map((b: { groupCode: string }) => [b.groupCode, b]));
    expect(byCode.gym).toBeUndefined(); // Glasgow is not a gym location
    expect(byCode.pmi.availability).toEqual({
      locked: true,
      reason: 'probation',
      availableFrom: '2026-08-01',
      message: 'You can choose this benefit once your probation ends on 1 August 2026.',
    });
    expect(byCode.pmi.cta).toEqual({ type: 'view' });
    expect(byCode.dental.availability.locked).toBe(false);
  });
});

describe('GET /api/benefit/:id and friends', () => {
  it('answers the benefit with its wizard fields, questions and terms', async () => {
    const id = await ctx.benefitId('acme', 'pmi');
    const body = await get(`/api/benefit/${id}`);
    expect(body).toMatchObject({
      id,
      name: 'Private Medical Insurance',
      kind: 'options',
      terms: { version: 2 },
      employerContribution: { kind: 'fixed', value: 40 },
      beam: null,
    });
    expect(body.setup.options.map((o: { value: string }) => o.value)).toEqual(['employee', 'employee-partner', 'employee-family']);
    expect(body.setup).toMatchObject({ amount: null, peopleCovered: true, startDate: { earliest: '2026-07-01', latest: '2026-12-31' } });
    expect(body.medicalQuestions).toHaveLength(2);
    expect(body.medicalQuestions[0]).not.toHaveProperty('refer');
    expect(body.description).toContain('<ul>');
  });

  it('answers free cover limit and beam limits where they apply', async () => {
    expect((await get(`/api/benefit/${await ctx.benefitId('acme', 'life')}`)).freeCoverLimit).toBe(150000);
    expect((await get(`/api/benefit/${await ctx.benefitId('acme', 'ctw')}`)).beam).toEqual({ partnerValueLimits: { min: 100, max: 5000, step: 1 } });
  });

  it("answers the caller's selection, alone and with the benefit", async () => {
    const id = await ctx.benefitId('acme', 'pmi');
    const { selection } = await get(`/api/benefit/${id}/selection`);
    expect(selection).toMatchObject({
      benefitId: id,
      status: 'active',
      values: { option: 'employee-partner', amount: null, startDate: '2026-01-01' },
      peopleCovered: [{ name: 'Jordan Taylor', relationship: 'partner' }],
      costs: { employee: 64.8, employer: 40, total: 104.8 },
      acceptedTermsVersion: 2,
      cta: { type: 'edit' },
      editFields: ['option', 'peopleCovered', 'medicalAnswers'], // started cover keeps its start date
    });
    expect(selection.planDetails).toContainEqual({ label: 'Level of cover', value: 'You and your partner' });
    const both = await get(`/api/benefit/${id}/with-selection`);
    expect(both.benefit.id).toBe(id);
    expect(both.selection.selectionId).toBe(selection.selectionId);
    expect((await get(`/api/benefit/${await ctx.benefitId('acme', 'gym')}/selection`)).selection).toBeNull();
  });

  it('answers related FAQs and related benefits', async () => {
    const ctw = await ctx.benefitId('acme', 'ctw');
    const { faqs } = await get(`/api/benefit/${ctw}/related_FAQ`);
    expect(faqs.map((f: { question: string }) => f.question)).toEqual(['What is salary sacrifice?', 'Why is my selection showing as pending?']);
    const pmi = await ctx.benefitId('acme', 'pmi');
    const { benefits } = await get(`/api/benefit/${pmi}/related_benefits`);
    expect(benefits.map((b: { groupCode: string }) => b.groupCode)).toEqual(['dental']);
  });

  it('answers 404 with the missing-benefit text for an unknown id', async () => {
    const res = await ctx.call('GET', '/api/benefit/999999', sam);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Oops! The benefit you are looking for has been removed or relocated.');
  });
});

describe('GET /api/benefits/filters', () => {
  it('answers categories and kinds with counts', async () => {
    const body = await get('/api/benefits/filters');
    expect(body.categories).toEqual([
      { value: 'Family', label: 'Family', count: 1 },
      { value: 'Health', label: 'Health', count: 2 },
      { value: 'Lifestyle', label: 'Lifestyle', count: 1 },
      { value: 'Protection', label: 'Protection', count: 1 },
      { value: 'Wellbeing', label: 'Wellbeing', count: 2 },
    ]);
    expect(body.kinds).toEqual([
      { value: 'options', label: 'Choose a level', count: 3 },
      { value: 'amount', label: 'Salary sacrifice', count: 2 },
      { value: 'voucher', label: 'Vouchers', count: 1 },
      { value: 'information', label: 'Information', count: 1 },
    ]);
  });
});
