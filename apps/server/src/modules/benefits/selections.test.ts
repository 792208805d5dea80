import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { benefitSelections, familyMembers } from '../../db/schema/index.ts';
import { createFamilyMember } from '../../demo/factories.ts';
import { createPerson } from '../../test/auth.ts';
import { restate } from '../../test/selection-history.ts';
import { benefitsApp } from '../../test/benefits.ts';

const ctx = benefitsApp();
let ids: Record<'pmi' | 'life' | 'ctw' | 'dental' | 'gym' | 'eap', number>;
beforeAll(async () => {
  const codes = ['pmi', 'life', 'ctw', 'dental', 'gym', 'eap'] as const;
  ids = Object.fromEntries(await Promise.all(codes.map(async (c) => [c, await ctx.benefitId('acme', c)]))) as typeof ids;
});

/** A fresh Acme employee with a partner, so each test starts without selections. */
async function newEmployee(overrides: Parameters<typeof createPerson>[2] = {}) {
  const person = await createPerson(ctx.db, 'acme', { salary: '42000.00', employmentStartDate: '2015-01-05', location: 'Leeds', ...overrides });
  const partner = await createFamilyMember(ctx.db, {
    clientId: person.clientId!,
    userId: person.id,
    firstName: 'Pat',
    surname: 'Partner',
    dateOfBirth: '1982-03-03',
    genderId: 2,
    famtypeId: 1,
  });
  return { person, partner, headers: await ctx.headersOf(person.email) };
}
const select = (headers: Record<string, string>, benefitId: number, payload: object) =>
  ctx.call('POST', `/api/benefit/${benefitId}/selection`, headers, payload);
const change = (headers: Record<string, string>, selectionId: number, payload: object) => ctx.call('PATCH', `/api/selection/${selectionId}`, headers, payload);
const countSelections = () => ctx.db.$count(benefitSelections);
const noMedical = { 'treatment-5-years': false, symptoms: false };

describe('POST /api/benefit/:id/selection', () => {
  it('creates an active selection priced by the engine', async () => {
    const { headers, partner } = await newEmployee();
    const res = await select(headers, ids.pmi, {
      accepted_terms: 2,
      values: { option: 'employee-partner', peopleCovered: [partner.id], medicalAnswers: noMedical },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().selection).toMatchObject({
      status: 'active',
      // Not in force before it starts.
      statusLabel: 'Starts 1 July 2026',
      startDate: '2026-07-01',
      endDate: '2026-12-31',
      costs: { employee: 64.8, employer: 40, total: 104.8 },
      peopleCovered: [{ familyMemberId: partner.id, name: 'Pat Partner', relationship: 'partner' }],
      acceptedTermsVersion: 2,
      cta: { type: 'edit' },
    });
  });

  it('waits for approval when the benefit requires it, or when a medical answer refers it', async () => {
    const { headers } = await newEmployee();
    const ctw = await select(headers, ids.ctw, { accepted_terms: 1, values: { amount: 1000 } });
    expect(ctw.json().selection).toMatchObject({
      status: 'pending-approval',
      statusLabel: 'Awaiting approval',
      costs: { employee: 83.33, sacrifice: { taxSaving: 16.67, niSaving: 6.67, net: 59.99 } },
    });
    const pmi = await select(headers, ids.pmi, {
      accepted_terms: 2,
      values: { option: 'employee', medicalAnswers: { 'treatment-5-years': true, symptoms: false } },
    });
    expect(pmi.json().selection.status).toBe('pending-approval');
  });

  it('caps life cover at the free cover limit', async () => {
    const { headers } = await newEmployee();
    const res = await select(headers, ids.life, { values: { amount: 4 } });
    expect(res.json().selection.costs).toMatchObject({ total: 18, employee: 13.5, employer: 4.5, cover: { requested: 168000, granted: 150000, capped: true } });
  });

  it('refuses terms that are missing or not the current version, and stores nothing', async () => {
    const { headers } = await newEmployee();
    const before = await countSelections();
    const missing = await select(headers, ids.ctw, { values: { amount: 500 } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({ accepted_terms: 'Please confirm that you have read the terms and conditions' });
    const old = await select(headers, ids.pmi, { accepted_terms: 1, values: { option: 'employee', medicalAnswers: noMedical } });
    expect(old.json().errors).toEqual({ accepted_terms: 'The terms for this benefit have changed. Please read and accept the latest version.' });
    expect(await countSelections()).toBe(before);
  });

  it('checks every wizard value against the setup at once', async () => {
    const { headers } = await newEmployee();
    const res = await select(headers, ids.pmi, { accepted_terms: 2, values: { option: 'gold', startDate: '2027-01-01', medicalAnswers: { symptoms: false } } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      'values.option': 'Please choose an option',
      'values.startDate': 'Please choose a start date between 1 July 2026 and 31 December 2026',
      'values.medicalAnswers': 'Please answer every question',
    });
    const amount = await select(headers, ids.ctw, { accepted_terms: 1, values: { amount: 2500 } });
    expect(amount.json().errors).toEqual({ 'values.amount': 'Please enter a value between 100 and 2000' });
  });

  it("covers only the employee's own family members, as the level allows", async () => {
    const { headers, partner } = await newEmployee();
    const other = await newEmployee();
    const pmi = (option: string, peopleCovered: number[]) =>
      select(headers, ids.pmi, { accepted_terms: 2, values: { option, peopleCovered, medicalAnswers: noMedical } });
    expect((await pmi('employee-partner', [other.partner.id])).json().errors).toEqual({ 'values.peopleCovered': 'Choose people from your own family members' });
    expect((await pmi('employee', [partner.id])).json().errors).toEqual({ 'values.peopleCovered': 'This level of cover is for you only' });
    expect((await pmi('employee-partner', [])).json().errors).toEqual({ 'values.peopleCovered': 'Choose your partner for this level of cover' });
    expect((await pmi('employee-family', [])).json().errors).toEqual({ 'values.peopleCovered': 'Choose at least one family member for this level of cover' });
    await ctx.db.update(familyMembers).set({ active: false }).where(eq(familyMembers.id, partner.id));
    expect((await pmi('employee-partner', [partner.id])).statusCode).toBe(400);
  });

  it('refuses a second live selection, information-only benefits and locked ones', async () => {
    const { headers } = await newEmployee();
    expect((await select(headers, ids.gym, { values: { option: 'standard' } })).statusCode).toBe(200);
    const again = await select(headers, ids.gym, { values: { option: 'premium' } });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('You already have this benefit. Change your selection instead.');
    expect((await select(headers, ids.eap, { values: {} })).statusCode).toBe(409);
    const newStarter = await newEmployee({ employmentStartDate: '2026-05-01' });
    const locked = await select(newStarter.headers, ids.pmi, { accepted_terms: 2, values: { option: 'employee', medicalAnswers: noMedical } });
    expect(locked.statusCode).toBe(403);
    expect(locked.json().message).toBe('You can choose this benefit once your probation ends on 1 August 2026.');
  });
});

describe('PATCH /api/selection/:id', () => {
  it('changes the values and prices them again', async () => {
    const { headers } = await newEmployee();
    const created = (await select(headers, ids.gym, { values: { option: 'standard' } })).json().selection;
    // The wizard sends the start date back; cover that has started keeps its own.
    const res = await change(headers, created.selectionId, { values: { option: 'premium', startDate: '2026-01-01' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().selection).toMatchObject({
      selectionId: created.selectionId,
      status: 'active',
      values: { option: 'premium', startDate: '2026-07-01' },
      startDate: '2026-07-01',
      costs: { employee: 44, employer: 11 },
    });
  });

  it('opts out, after which only a new selection ("reapply") is possible', async () => {
    const { headers } = await newEmployee();
    const created = (await select(headers, ids.gym, { values: { option: 'standard' } })).json().selection;
    await restate(ctx.db, created.selectionId, { startsOn: '2026-02-01' });
    const res = await change(headers, created.selectionId, { status: 'opted-out' });
    // Started cover runs to the end of the month.
    expect(res.json().selection).toMatchObject({
      status: 'opted-out',
      statusLabel: 'Opted out',
      startDate: '2026-02-01',
      endDate: '2026-06-30',
      cta: { type: 'reapply' },
      editFields: [],
    });
    // What remains true: the last payment taken (May's; June's, on the 30th, is still to come on 15 June).
    expect(res.json().selection.lastPayment).toEqual({ date: '2026-05-31', employee: created.costs.employee, employer: created.costs.employer });
    expect((await change(headers, created.selectionId, { values: { option: 'premium' } })).statusCode).toBe(409);
    const again = await select(headers, ids.gym, { values: { option: 'premium' } });
    expect(again.json().selection).toMatchObject({ status: 'active', cta: { type: 'edit' } });
  });

  it('cancels cover that has not started: it ends on its start day, never before, and is worth nothing', async () => {
    const { headers } = await newEmployee();
    const created = (await select(headers, ids.gym, { values: { option: 'standard', startDate: '2026-09-01' } })).json().selection;
    expect(created.startDate).toBe('2026-09-01');
    expect(created).toMatchObject({ statusLabel: 'Starts 1 September 2026', lastPayment: null });
    const res = await change(headers, created.selectionId, { status: 'opted-out' });
    expect(res.json().selection).toMatchObject({ status: 'opted-out', startDate: '2026-09-01', endDate: '2026-09-01', lastPayment: null });
    expect((await ctx.call('GET', '/api/user/selections/mtb/card', headers)).json()).toMatchObject({ totalValue: 0, benefitsCount: 0 });
  });

  it("is 404 for someone else's selection, and changes nothing", async () => {
    const owner = await newEmployee();
    const created = (await select(owner.headers, ids.gym, { values: { option: 'standard' } })).json().selection;
    const other = await newEmployee();
    const res = await change(other.headers, created.selectionId, { status: 'opted-out' });
    expect(res.statusCode).toBe(404);
    const [row] = await ctx.db.select().from(benefitSelections).where(eq(benefitSelections.id, created.selectionId));
    expect(row?.status).toBe('active');
  });
});

describe('POST /api/selections/costs', () => {
  it('prices wizard values without storing anything', async () => {
    const { headers, partner } = await newEmployee({ dateOfBirth: '1970-01-01' });
    const before = await countSelections();
    const res = await ctx.call('POST', '/api/selections/costs', headers, {
      benefitId: ids.pmi,
      values: { option: 'employee-partner', peopleCovered: [partner.id], medicalAnswers: noMedical },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().costs).toMatchObject({ employee: 137.76, employer: 40, total: 177.76 });
    expect(await countSelections()).toBe(before);
  });

  it('quotes a level before the questions are answered, pricing a partner level for the partner on the profile', async () => {
    const { headers, partner } = await newEmployee({ dateOfBirth: '1970-01-01' });
    const checked = await ctx.call('POST', '/api/selections/costs', headers, {
      benefitId: ids.pmi,
      values: { option: 'employee-partner', peopleCovered: [], medicalAnswers: {} },
    });
    expect(checked.statusCode).toBe(400);
    expect(Object.keys(checked.json().errors).sort()).toEqual(['values.medicalAnswers', 'values.peopleCovered']);
    const quoted = await ctx.call('POST', '/api/selections/costs', headers, {
      benefitId: ids.pmi,
      quote: true,
      values: { option: 'employee-partner', peopleCovered: [], medicalAnswers: {} },
    });
    expect(quoted.statusCode, quoted.body).toBe(200);
    // The same price as the full check with the partner chosen and the questions answered.
    const full = await ctx.call('POST', '/api/selections/costs', headers, {
      benefitId: ids.pmi,
      values: { option: 'employee-partner', peopleCovered: [partner.id], medicalAnswers: noMedical },
    });
    expect(quoted.json().costs).toEqual(full.json().costs);
    // A quote still refuses what cannot be priced at all.
    expect((await ctx.call('POST', '/api/selections/costs', headers, { benefitId: ids.pmi, quote: true, values: { option: 'platinum' } })).statusCode).toBe(
      400,
    );
  });

  it('prices a change of started cover on its own start date, as the change itself is', async () => {
    const { headers } = await newEmployee({ dateOfBirth: '1996-03-01' });
    const created = (await select(headers, ids.pmi, { accepted_terms: 2, values: { option: 'employee', medicalAnswers: noMedical } })).json().selection;
    await restate(ctx.db, created.selectionId, { startsOn: '2026-01-01', values: { option: 'employee', startDate: '2026-01-01', medicalAnswers: noMedical } });
    // The wizard sends the stored start date back. Aged 29 on 1 January and 30 by 1 July: the price tells the date used.
    const res = await ctx.call('POST', '/api/selections/costs', headers, {
      benefitId: ids.pmi,
      values: { option: 'employee', startDate: '2026-01-01', medicalAnswers: noMedical },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().costs).toMatchObject({ total: 38.5 });
  });
});

describe('POST /api/selections/beam-costs', () => {
  const beam = (headers: Record<string, string>, benefitId: number, value: number) =>
    ctx.call('POST', '/api/selections/beam-costs', headers, { benefitId, value });

  it('answers the partner and value limits and the costs of a value', async () => {
    const { headers } = await newEmployee();
    const res = await beam(headers, ids.ctw, 1200);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      partner_value_limits: { min: 100, max: 5000, step: 1 },
      value_limits: { min: 100, max: 2000, step: 1 },
      error: null,
      costs: { employee: 100 },
    });
  });

  it('answers the limit message for a value out of range', async () => {
    const { headers } = await newEmployee();
    const res = await beam(headers, ids.ctw, 2500);
    expect(res.json()).toMatchObject({ error: 'Please enter a value between 100 and 2000', costs: null });
  });

  it('refuses benefits the partner does not support', async () => {
    const { headers } = await newEmployee();
    const res = await beam(headers, ids.gym, 100);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ benefitId: 'This benefit is not available through the partner' });
  });
});
