import { and, eq, isNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { benefitTemplateCodes, catalogueTexts, type CatalogueBenefit, type CatalogueList } from '@portal/contracts';
import { recordHistory } from '../../db/repositories/selections.ts';
import { auditLog, benefitFaqs, benefits, benefitSelections, faqs, schemeYears, type BenefitRow, type Client, type User } from '../../db/schema/index.ts';
import { changedInThePast, selection } from '../../demo/benefit-seed.ts';
import { host } from '../../test/app.ts';
import { createPerson, freshIp } from '../../test/auth.ts';
import { TEST_NOW } from '../../test/benefits.ts';
import { acmeAndGlobex } from '../../test/clients.ts';
import { testApp } from '../../test/fixture.ts';
import { createAdmin } from '../../test/sso.ts';

/**
 * The benefit catalogue (issue 28 §1): the Benefits tab of a client's page, platform administrators only. The clock stands at
 * TEST_NOW (15 June 2026) for the whole file; Acme and Globex each have a current 2026 scheme year.
 */
const ctx = testApp({ now: TEST_NOW });
const e = catalogueTexts.errors;

let acme: Client;
let globex: Client;
let acmeYear: number;
let globexYear: number;
let admin: Record<string, string>;
let hr: Record<string, string>;
let employee: Record<string, string>;
let sam: User;
let lee: User;
let acmeFaq: number;
let globexFaq: number;

const yearValues = (clientId: number) => ({
  clientId,
  year: 2026,
  startsOn: '2026-01-01',
  endsOn: '2026-12-31',
  isCurrent: true,
  windowOpensOn: '2026-01-01',
  windowClosesOn: '2026-12-31',
  probationMonths: 0,
});

beforeAll(async () => {
  ({ acme, globex } = await acmeAndGlobex(ctx.db));
  const [a] = await ctx.db.insert(schemeYears).values(yearValues(acme.id)).returning();
  const [g] = await ctx.db.insert(schemeYears).values(yearValues(globex.id)).returning();
  acmeYear = a!.id;
  globexYear = g!.id;
  const [af] = await ctx.db
    .insert(faqs)
    .values({ clientId: acme.id, category: 'Benefits', question: 'What is dental cover?', answerHtml: '<p>Cover.</p>' })
    .returning();
  const [gf] = await ctx.db.insert(faqs).values({ clientId: globex.id, category: 'Benefits', question: 'Globex only?', answerHtml: '<p>Yes.</p>' }).returning();
  acmeFaq = af!.id;
  globexFaq = gf!.id;
  admin = await ctx.headersOf((await createAdmin(ctx.db)).email);
  hr = await ctx.headersOf((await createPerson(ctx.db, 'acme', { userType: 'employer' })).email);
  sam = await createPerson(ctx.db, 'acme', { salary: '42000.00', dateOfBirth: '1980-05-01' });
  lee = await createPerson(ctx.db, 'acme', { salary: '30000.00', dateOfBirth: '1990-02-01' });
  employee = await ctx.headersOf(sam.email);
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, headers: Record<string, string>, payload?: unknown) =>
  ctx.app.inject({ method, url: `/api${url}`, headers, remoteAddress: freshIp(), ...(payload !== undefined && { payload: payload as object }) });
const auditOf = (clientId: number, action: string) =>
  ctx.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.clientId, clientId), eq(auditLog.action, action as never)))
    .orderBy(auditLog.id);
const rowOf = async (id: number) => (await ctx.db.select().from(benefits).where(eq(benefits.id, id)))[0];
const add = async (templateCode: string, more: Record<string, unknown> = {}, clientId = acme.id, schemeYearId = acmeYear) => {
  const res = await call('POST', `/admin/clients/${clientId}/benefits`, admin, { templateCode, schemeYearId, ...more });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as CatalogueBenefit;
};
/** The editor's save: the benefit's draft with a provider, changed by `change`. */
const body = (benefit: CatalogueBenefit, change: Record<string, unknown> = {}) => ({
  ...benefit.draft,
  provider: benefit.draft.provider || 'SmileWell',
  providerEmail: benefit.draft.providerEmail ?? 'members@smilewell.example',
  version: benefit.version,
  ...change,
});
const save = (benefit: CatalogueBenefit, change: Record<string, unknown> = {}, headers = admin, clientId = acme.id) =>
  call('PUT', `/admin/clients/${clientId}/benefits/${benefit.id}`, headers, body(benefit, change));
const get = async (id: number, clientId = acme.id) => (await call('GET', `/admin/clients/${clientId}/benefits/${id}`, admin)).json() as CatalogueBenefit;

/** A choice of `benefit` by `person`, priced by the engine, as the API would store it. */
async function choose(benefit: BenefitRow, person: User, values: { option?: string; amount?: number }, spec: Partial<Parameters<typeof selection>[3]> = {}) {
  const version = selection(
    acme.id,
    benefit,
    { id: person.id, salary: person.salary, dateOfBirth: person.dateOfBirth },
    { values, status: 'active', startsOn: '2026-01-01', endsOn: '2026-12-31', ...spec },
    TEST_NOW,
  );
  const [row] = await recordHistory(ctx.db, [[version]]);
  return row!;
}

describe('the benefit catalogue', () => {
  it('lists the template library with the draft each fills in', async () => {
    const res = await call('GET', `/admin/clients/${acme.id}/benefit-templates`, admin);
    expect(res.statusCode, res.body).toBe(200);
    const { templates } = res.json();
    expect(templates.map((t: { code: string }) => t.code)).toEqual([...benefitTemplateCodes]);
    expect(templates.find((t: { code: string }) => t.code === 'life-assurance')).toMatchObject({
      kind: 'amount',
      pricingKind: 'cover-multiple',
      draft: { setup: { amount: { unit: 'salary-multiple', min: 1, max: 4, step: 1 } } },
    });
    expect(templates.find((t: { code: string }) => t.code === 'employee-assistance')).toMatchObject({ kind: 'information', pricingKind: 'none' });
  });

  it('adds benefits from templates, last in order, with a group code from the name unique to the client, audited', async () => {
    const dental = await add('dental');
    expect(dental).toMatchObject({
      groupCode: 'dental-insurance',
      templateCode: 'dental',
      version: 1,
      inUse: 0,
      pricingLocked: false,
      withdrawnOn: null,
      schemeYear: { id: acmeYear, year: 2026, isCurrent: true },
      draft: { name: 'Dental Insurance', kind: 'options', pricing: { kind: 'option-flat', prices: { individual: 9.5, family: 24 } }, faqIds: [] },
      faqChoices: [{ id: acmeFaq, question: 'What is dental cover?' }],
      today: '2026-06-15',
    });
    const again = await add('dental');
    expect(again.groupCode).toBe('dental-insurance-2');
    expect(again.draft.sortOrder).toBe(dental.draft.sortOrder + 1);
    const named = await add('life-assurance', { name: 'Group Life Cover' });
    expect(named).toMatchObject({ groupCode: 'group-life-cover', draft: { name: 'Group Life Cover', pricing: { kind: 'cover-multiple' } } });
    // Globex may use the same code: it is unique per client.
    expect((await add('dental', {}, globex.id, globexYear)).groupCode).toBe('dental-insurance');
    expect(await auditOf(acme.id, 'benefit.created')).toMatchObject([
      { actorId: expect.any(Number), details: { benefitId: dental.id, benefitName: 'Dental Insurance', schemeYear: 2026, template: 'Dental Insurance' } },
      { details: { benefitId: again.id } },
      { details: { benefitId: named.id, benefitName: 'Group Life Cover' } },
    ]);

    const list = (await call('GET', `/admin/clients/${acme.id}/benefits`, admin)).json() as CatalogueList;
    expect(list.yearId).toBe(acmeYear);
    expect(list.years).toMatchObject([{ id: acmeYear, year: 2026, isCurrent: true }]);
    expect(list.benefits.slice(0, 3)).toMatchObject([
      { id: dental.id, name: 'Dental Insurance', kind: 'options', pricingKind: 'option-flat', inUse: 0, withdrawnOn: null },
      { id: again.id },
      { id: named.id, kind: 'amount', pricingKind: 'cover-multiple' },
    ]);
    expect((await call('GET', `/admin/clients/${acme.id}/benefits?yearId=${acmeYear}`, admin)).json().benefits).toHaveLength(list.benefits.length);
  });

  it('refuses a scheme year or template that is not there, and adds nothing', async () => {
    const before = (await ctx.db.select().from(benefits)).length;
    const other = await call('POST', `/admin/clients/${acme.id}/benefits`, admin, { templateCode: 'dental', schemeYearId: globexYear });
    expect(other.statusCode).toBe(400);
    expect(other.json().errors).toEqual({ schemeYearId: e.yearNotFound });
    const template = await call('POST', `/admin/clients/${acme.id}/benefits`, admin, { templateCode: 'yacht', schemeYearId: acmeYear });
    expect(template.statusCode).toBe(400);
    expect(Object.keys(template.json().errors)).toEqual(['templateCode']);
    expect((await call('GET', `/admin/clients/${acme.id}/benefits?yearId=${globexYear}`, admin)).statusCode).toBe(404);
    expect((await ctx.db.select().from(benefits)).length).toBe(before);
  });

  it('saves a draft: sanitised text, related questions of the client, the new price while nobody chose it; audited field by field', async () => {
    const dental = await add('dental');
    const res = await save(dental, {
      name: 'Dental Plan',
      descriptionHtml: '<p>Claim back<script>alert(1)</script> your costs.</p><img src=x onerror=alert(1)>',
      pricing: { kind: 'option-flat', prices: { individual: 10.25, family: 26 } },
      employerContribution: { kind: 'percent', percent: 50 },
      faqIds: [acmeFaq],
    });
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json() as CatalogueBenefit;
    expect(saved).toMatchObject({
      version: 2,
      groupCode: 'dental-insurance-3',
      draft: {
        name: 'Dental Plan',
        provider: 'SmileWell',
        providerEmail: 'members@smilewell.example',
        pricing: { prices: { individual: 10.25, family: 26 } },
        employerContribution: { kind: 'percent', percent: 50 },
        faqIds: [acmeFaq],
      },
    });
    expect(saved.draft.descriptionHtml).not.toMatch(/script|onerror/);
    expect(await ctx.db.select().from(benefitFaqs).where(eq(benefitFaqs.benefitId, dental.id))).toEqual([{ benefitId: dental.id, faqId: acmeFaq }]);
    const [entry] = await auditOf(acme.id, 'benefit.updated');
    const changes = (entry!.details as { changes: { field: string; before: unknown; after: unknown }[] }).changes;
    expect(changes).toContainEqual({ field: 'name', before: 'Dental Insurance', after: 'Dental Plan' });
    expect(changes).toContainEqual({ field: 'provider', before: '', after: 'SmileWell' });
    expect(changes.map((c) => c.field)).toEqual(expect.arrayContaining(['descriptionHtml', 'pricing', 'employerContribution', 'faqIds', 'providerEmail']));
    expect(entry).toMatchObject({ details: { benefitId: dental.id, benefitName: 'Dental Plan', schemeYear: 2026 } });
    // The same save again changes nothing but the version, and writes no audit entry.
    const same = await save(saved);
    expect(same.statusCode, same.body).toBe(200);
    expect(await auditOf(acme.id, 'benefit.updated')).toHaveLength(1);
  });

  it('refuses each broken rule on the field the editor shows, and saves nothing', async () => {
    const pmi = await add('private-medical-insurance');
    const dental = await add('dental');
    const cycle = await add('cycle-to-work');
    const eap = await add('employee-assistance');
    const bands = pmi.draft.pricing.kind === 'option-age-banded' ? pmi.draft.pricing.bands : [];
    const withBand = (i: number, band: Record<string, unknown>) => ({
      kind: 'option-age-banded',
      bands: bands.map((b, j) => (j === i ? { ...b, ...band } : b)),
    });
    const flat = (prices: Record<string, unknown>) => ({ kind: 'option-flat', prices });
    const amount = (change: Record<string, unknown>) => ({ ...cycle.draft.setup, amount: { ...cycle.draft.setup.amount!, ...change } });
    const cases: [CatalogueBenefit, Record<string, unknown>, Record<string, string>][] = [
      [pmi, { pricing: withBand(2, { minAge: 41 }) }, { 'pricing.bands.2.minAge': e.bandGap(40) }],
      [pmi, { pricing: withBand(1, { minAge: 29 }) }, { 'pricing.bands.1.minAge': e.bandOverlap(30) }],
      [pmi, { pricing: withBand(0, { minAge: 18 }) }, { 'pricing.bands.0.minAge': e.bandFirst(16) }],
      [pmi, { pricing: withBand(4, { maxAge: 70 }) }, { 'pricing.bands.4.maxAge': e.bandLast(120) }],
      [pmi, { pricing: withBand(1, { maxAge: 20 }) }, { 'pricing.bands.1.maxAge': e.bandOrder, 'pricing.bands.2.minAge': e.bandGap(21) }],
      [dental, { pricing: flat({ individual: 9.555, family: 24 }) }, { 'pricing.prices.individual': e.money }],
      [dental, { pricing: flat({ individual: -1, family: 24 }) }, { 'pricing.prices.individual': e.money }],
      [dental, { pricing: flat({ individual: 9.5 }) }, { 'pricing.prices.family': e.priceMissing('You and your family') }],
      [dental, { pricing: flat({ individual: 9.5, family: 24, platinum: 40 }) }, { 'pricing.prices.platinum': e.priceForUnknownOption('platinum') }],
      [dental, { pricing: { kind: 'cover-multiple', ratePer1000: 0.1, freeCoverLimit: null } }, { 'pricing.kind': e.pricingNeedsMultiple }],
      [dental, { employerContribution: { kind: 'percent', percent: 120 } }, { 'employerContribution.percent': e.percent }],
      [dental, { providerEmail: 'not-an-address' }, { providerEmail: e.providerEmail }],
      [dental, { faqIds: [globexFaq] }, { faqIds: e.faqNotFound }],
      [
        dental,
        { setup: { ...dental.draft.setup, options: [dental.draft.setup.options![0], { ...dental.draft.setup.options![1], value: 'individual' }] } },
        { 'setup.options.1.value': e.optionValueTaken, 'pricing.prices.family': e.priceForUnknownOption('family') },
      ],
      [dental, { termsHtml: '<p>Terms</p>', termsVersion: null }, { termsVersion: e.termsVersionRequired }],
      [dental, { eligibility: { minAge: 40, maxAge: 30 } }, { 'eligibility.maxAge': e.ageOrder }],
      [dental, { name: '', summary: '' }, { name: e.nameRequired, summary: e.summaryRequired }],
      [cycle, { setup: amount({ step: 7 }) }, { 'setup.amount.step': e.amountStep('£1,900') }],
      [cycle, { setup: amount({ min: 3000 }) }, { 'setup.amount.max': e.amountOrder }],
      [cycle, { setup: { ...cycle.draft.setup, amount: null } }, { 'setup.amount': e.amountRequired, 'pricing.kind': e.pricingNeedsPounds }],
      [eap, { pricing: flat({}) }, { 'pricing.kind': e.pricingNeedsOptions }],
      [eap, { employerContribution: { kind: 'fixed', monthly: 5 } }, { employerContribution: e.noContributionWithoutPrice }],
      [dental, { setup: { ...dental.draft.setup, taxTreatment: 'taxable' } }, { 'setup.taxTreatment': e.taxTreatment }],
    ];
    for (const [benefit, change, errors] of cases) {
      const before = await rowOf(benefit.id);
      const res = await save(benefit, change);
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.json().errors, JSON.stringify(change)).toEqual(errors);
      expect(await rowOf(benefit.id)).toEqual(before);
    }
    expect(await auditOf(acme.id, 'benefit.updated')).toHaveLength(1);
  });

  it('keeps the tax treatment the administrator sets in the set-up, and drops it when left to the benefit (issue 38)', async () => {
    const gym = await add('gym-membership');
    expect(gym.draft.setup).not.toHaveProperty('taxTreatment');
    const exempt = await save(gym, { setup: { ...gym.draft.setup, taxTreatment: 'exempt' } });
    expect(exempt.statusCode, exempt.body).toBe(200);
    expect((await rowOf(gym.id))!.setup.taxTreatment).toBe('exempt');
    expect((await get(gym.id)).draft.setup.taxTreatment).toBe('exempt');
    const { taxTreatment: _left, ...byDefault } = (exempt.json() as CatalogueBenefit).draft.setup;
    const back = await save(exempt.json() as CatalogueBenefit, { setup: byDefault });
    expect(back.statusCode, back.body).toBe(200);
    expect((await rowOf(gym.id))!.setup).not.toHaveProperty('taxTreatment');
  });

  it('answers 409 with the benefit as it is now to a save, a deletion or a withdrawal from an older version', async () => {
    const gym = await add('gym-membership');
    expect((await save(gym, { name: 'Gym' })).statusCode).toBe(200);
    const stale = await save(gym, { name: 'Fitness' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ message: catalogueTexts.changedSinceOpened, current: { id: gym.id, version: 2, draft: { name: 'Gym' } } });
    expect((await call('DELETE', `/admin/clients/${acme.id}/benefits/${gym.id}`, admin, { version: 1 })).statusCode).toBe(409);
    expect((await call('POST', `/admin/clients/${acme.id}/benefits/${gym.id}/withdraw`, admin, { version: 1, withdrawnOn: '2026-07-01' })).statusCode).toBe(
      409,
    );
    expect(await rowOf(gym.id)).toMatchObject({ name: 'Gym', version: 2, withdrawnOn: null });
  });

  it('deletes a benefit nobody chose, audited', async () => {
    const hcp = await add('health-cash-plan');
    const res = await call('DELETE', `/admin/clients/${acme.id}/benefits/${hcp.id}`, admin, { version: 1 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ removed: true });
    expect(await rowOf(hcp.id)).toBeUndefined();
    expect((await auditOf(acme.id, 'benefit.deleted')).at(-1)).toMatchObject({
      details: { benefitId: hcp.id, benefitName: 'Health Cash Plan', schemeYear: 2026 },
    });
    expect((await call('GET', `/admin/clients/${acme.id}/benefits/${hcp.id}`, admin)).statusCode).toBe(404);
  });

  it('once people chose a benefit: its price, kind and chosen options stay, it is not deleted, its text still changes', async () => {
    const gym = await add('gym-membership', { name: 'Gym Chosen' });
    const saved = (await save(gym)).json() as CatalogueBenefit;
    await choose((await rowOf(gym.id))!, sam, { option: 'standard' });
    const now = await get(gym.id);
    expect(now).toMatchObject({ inUse: 1, pricingLocked: true, usedOptions: ['standard'] });
    const listed = (await call('GET', `/admin/clients/${acme.id}/benefits`, admin)).json() as CatalogueList;
    expect(listed.benefits.find((b) => b.id === gym.id)).toMatchObject({ inUse: 1 });

    const before = await rowOf(gym.id);
    const refusals: [Record<string, unknown>, Record<string, string>][] = [
      [{ pricing: { kind: 'option-flat', prices: { standard: 40, premium: 55 } } }, { pricing: e.pricingInUse }],
      [{ employerContribution: { kind: 'fixed', monthly: 10 } }, { pricing: e.pricingInUse, employerContribution: e.contributionInUse }],
      [
        { setup: { ...saved.draft.setup, options: [saved.draft.setup.options![1]] }, pricing: { kind: 'option-flat', prices: { premium: 55 } } },
        { 'setup.options': e.optionInUse('Standard'), pricing: e.pricingInUse },
      ],
    ];
    for (const [change, errors] of refusals) {
      const res = await save(now, change);
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.json().errors).toEqual(errors);
    }
    const kindChange = await save(now, {
      kind: 'information',
      setup: { options: null, amount: null, peopleCovered: false, startDate: false },
      pricing: { kind: 'none' },
    });
    expect(kindChange.json().errors).toMatchObject({ kind: e.kindInUse, pricing: e.pricingInUse, 'setup.options': e.optionInUse('Standard') });
    expect(await rowOf(gym.id)).toEqual(before);

    const text = await save(now, { summary: 'Gyms near you, at a discount.' });
    expect(text.statusCode, text.body).toBe(200);

    const deleted = await call('DELETE', `/admin/clients/${acme.id}/benefits/${gym.id}`, admin, { version: text.json().version });
    expect(deleted.statusCode).toBe(409);
    expect(deleted.json().message).toBe('People have chosen this benefit, so it cannot be deleted: withdraw it from a date instead');
    expect(await rowOf(gym.id)).toBeDefined();
  });

  it('withdraws a benefit from a day of its year: choices in force end the day before, later ones never run, requests lapse', async () => {
    const life = await add('life-assurance', { name: 'Life Withdrawn' });
    const row = (await rowOf(life.id))!;
    const running = await choose(row, sam, { amount: 2 });
    const later = await choose(row, lee, { amount: 1 }, { startsOn: '2026-08-01' });
    const hrPerson = await createPerson(ctx.db, 'acme', { salary: '50000.00' });
    await choose(row, hrPerson, { amount: 3 }, { status: 'pending-approval', startsOn: '2026-07-01' });
    // A change already made from 1 August: the version in force until then ends on 30 June, the one from August never runs.
    const raiser = await createPerson(ctx.db, 'acme', { salary: '35000.00' });
    const person = { id: raiser.id, salary: raiser.salary, dateOfBirth: raiser.dateOfBirth };
    const version1 = selection(acme.id, row, person, { values: { amount: 1 }, status: 'active', startsOn: '2026-01-01', endsOn: '2026-12-31' }, TEST_NOW);
    const version2 = selection(acme.id, row, person, { values: { amount: 2 }, status: 'active', startsOn: '2026-08-01', endsOn: '2026-12-31' }, TEST_NOW);
    const [changed] = await recordHistory(ctx.db, [changedInThePast(version1, version2, '2026-08-01', '2026-06-01')]);
    const { version } = await get(life.id);

    const url = `/admin/clients/${acme.id}/benefits/${life.id}/withdraw`;
    for (const [withdrawnOn, message] of [
      ['2026-06-14', e.withdrawInPast],
      ['2027-01-01', e.withdrawOutsideYear('1 January 2026', '31 December 2026')],
      ['2026-02-30', e.dateInvalid],
    ] as const) {
      const res = await call('POST', url, admin, { version, withdrawnOn });
      expect(res.statusCode, withdrawnOn).toBe(400);
      expect(res.json().errors).toEqual({ withdrawnOn: message });
    }
    expect(await rowOf(life.id)).toMatchObject({ withdrawnOn: null, version });

    const res = await call('POST', url, admin, { version, withdrawnOn: '2026-07-01' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ withdrawnOn: '2026-07-01', version: version + 1 });
    const known = await ctx.db
      .select()
      .from(benefitSelections)
      .where(and(eq(benefitSelections.benefitId, life.id), isNull(benefitSelections.supersededAt)))
      .orderBy(benefitSelections.id);
    expect(known.map((s) => [s.chainId, s.status, s.startsOn, s.endsOn])).toEqual([
      [running.chainId, 'ended', '2026-01-01', '2026-06-30'],
      [later.chainId, 'ended', '2026-08-01', '2026-08-01'],
      [changed!.chainId, 'ended', '2026-01-01', '2026-06-30'],
    ]);
    expect(known.every((s) => s.endReason === null)).toBe(true);
    expect((await auditOf(acme.id, 'benefit.withdrawn')).at(-1)).toMatchObject({
      details: { benefitId: life.id, benefitName: 'Life Withdrawn', withdrawnOn: '2026-07-01', ended: 3, lapsed: 1, schemeYear: 2026 },
    });
    const again = await call('POST', url, admin, { version: version + 1, withdrawnOn: '2026-08-01' });
    expect(again.statusCode).toBe(400);
    expect(again.json().errors).toEqual({ withdrawnOn: e.alreadyWithdrawn('1 July 2026') });
    const listed = (await call('GET', `/admin/clients/${acme.id}/benefits`, admin)).json() as CatalogueList;
    expect(listed.benefits.find((b) => b.id === life.id)).toMatchObject({ withdrawnOn: '2026-07-01', inUse: 4 });
  });

  it('never reads or changes another client’s benefit (404)', async () => {
    const theirs = await add('dental', { name: 'Globex Dental' }, globex.id, globexYear);
    const before = await rowOf(theirs.id);
    const base = `/admin/clients/${acme.id}/benefits/${theirs.id}`;
    for (const [method, url, payload] of [
      ['GET', base],
      ['PUT', base, body(theirs)],
      ['DELETE', base, { version: 1 }],
      ['POST', `${base}/withdraw`, { version: 1, withdrawnOn: '2026-07-01' }],
    ] as [Method, string, unknown?][]) {
      const res = await call(method, url, admin, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.body).not.toContain('Globex Dental');
    }
    expect(await rowOf(theirs.id)).toEqual(before);
    // Through its own client's page it is there.
    expect((await get(theirs.id, globex.id)).draft.name).toBe('Globex Dental');
    expect((await call('GET', '/admin/clients/999999/benefits', admin)).statusCode).toBe(404);
  });

  it('is for platform administrators only: 401 for visitors, 403 for employees and HR administrators, nothing changed', async () => {
    const dental = await add('dental', { name: 'Guarded Dental' });
    const before = await rowOf(dental.id);
    const count = (await ctx.db.select().from(benefits)).length;
    const base = `/admin/clients/${acme.id}/benefits`;
    const calls: [Method, string, unknown?][] = [
      ['GET', base],
      ['GET', `/admin/clients/${acme.id}/benefit-templates`],
      ['GET', `${base}/${dental.id}`],
      ['POST', base, { templateCode: 'dental', schemeYearId: acmeYear }],
      ['PUT', `${base}/${dental.id}`, body(dental, { name: 'Hacked' })],
      ['DELETE', `${base}/${dental.id}`, { version: 1 }],
      ['POST', `${base}/${dental.id}/withdraw`, { version: 1, withdrawnOn: '2026-07-01' }],
    ];
    for (const [method, url, payload] of calls) {
      const anonymous = await ctx.app.inject({
        method,
        url: `/api${url}`,
        headers: host('acme'),
        ...(payload !== undefined && { payload: payload as object }),
      });
      expect(anonymous.statusCode, `${method} ${url}`).toBe(401);
      for (const headers of [employee, hr]) {
        const res = await call(method, url, headers, payload);
        expect(res.statusCode, `${method} ${url}`).toBe(403);
      }
    }
    expect(await rowOf(dental.id)).toEqual(before);
    expect((await ctx.db.select().from(benefits)).length).toBe(count);
  });
});

describe('the readiness lines of the catalogue', () => {
  const linesOf = async (clientId: number) =>
    Object.fromEntries(
      ((await call('GET', `/admin/clients/${clientId}/readiness`, admin)).json().items as { id: string; ok: boolean }[]).map((i) => [i.id, i.ok]),
    );

  it('asks for a benefit in the current year, a window open or to come, every benefit priced and every provider’s e-mail', async () => {
    const res = await call('POST', '/admin/clients', admin, { name: 'Vandelay', code: 'vandelay-catalogue' });
    const client = res.json() as { id: number };
    expect(await linesOf(client.id)).toMatchObject({ benefits: false, selectionWindow: false, pricing: true, providerEmails: true });

    // A year whose window closed before today: no window yet.
    const [year] = await ctx.db
      .insert(schemeYears)
      .values({ ...yearValues(client.id), windowOpensOn: '2026-01-01', windowClosesOn: '2026-01-31' })
      .returning();
    const eap = await add('employee-assistance', {}, client.id, year!.id);
    expect(await linesOf(client.id)).toMatchObject({ benefits: true, selectionWindow: false, pricing: true, providerEmails: false });
    await ctx.db.update(schemeYears).set({ windowClosesOn: '2026-06-15' }).where(eq(schemeYears.id, year!.id));
    expect(await linesOf(client.id)).toMatchObject({ selectionWindow: true });

    // No price counts as free only for information; an option without a price is not priced.
    const dental = await add('dental', {}, client.id, year!.id);
    await ctx.db
      .update(benefits)
      .set({ pricing: { kind: 'option-flat', prices: { individual: 9.5 } } })
      .where(eq(benefits.id, dental.id));
    expect(await linesOf(client.id)).toMatchObject({ pricing: false });
    await ctx.db
      .update(benefits)
      .set({ pricing: { kind: 'none' } })
      .where(eq(benefits.id, dental.id));
    expect(await linesOf(client.id)).toMatchObject({ pricing: false });
    await ctx.db
      .update(benefits)
      .set({ pricing: { kind: 'option-flat', prices: { individual: 0, family: 0 } } })
      .where(eq(benefits.id, dental.id));
    expect(await linesOf(client.id)).toMatchObject({ pricing: true });

    await ctx.db.update(benefits).set({ providerEmail: 'help@provider.example' }).where(eq(benefits.clientId, client.id));
    expect(await linesOf(client.id)).toMatchObject({ benefits: true, selectionWindow: true, pricing: true, providerEmails: true });

    // Withdrawn from today: no longer offered, so the current year offers nothing.
    await ctx.db.update(benefits).set({ withdrawnOn: '2026-06-15' }).where(eq(benefits.clientId, client.id));
    expect(await linesOf(client.id)).toMatchObject({ benefits: false });
    expect(eap.id).toBeGreaterThan(0);
  });
});

describe('a pension in the catalogue (issue 38)', () => {
  it('adds the workplace pension template and saves its pricing; the employer pays through the pension’s own percentage only', async () => {
    const pension = await add('workplace-pension');
    expect(pension.draft).toMatchObject({
      kind: 'amount',
      setup: { amount: { unit: 'percent', min: 1, max: 15, step: 1 } },
      pricing: { kind: 'pension', employerPercent: 3, passOnNiSaving: false, earnings: 'qualifying' },
      employerContribution: null,
    });
    const pricing = { kind: 'pension', employerPercent: 5, passOnNiSaving: true, earnings: 'total' };
    const saved = await save(pension, { pricing });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await get(pension.id)).draft.pricing).toEqual(pricing);
    const twice = await save(await get(pension.id), { employerContribution: { kind: 'percent', percent: 50 } });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().errors).toMatchObject({ employerContribution: e.pensionHasOwnContribution });
    const pounds = await save(await get(pension.id), {
      setup: { ...pension.draft.setup, amount: { label: 'Amount', unit: 'pounds', min: 10, max: 100, step: 1 } },
    });
    expect(pounds.json().errors).toMatchObject({ 'pricing.kind': e.pricingNeedsPercent });
  });
});
