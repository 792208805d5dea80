import { describe, expect, it } from 'vitest';
import {
  benefitDraftSchema,
  benefitPlanIssues,
  benefitSaveSchema,
  benefitTemplateOf,
  benefitTemplates,
  catalogueTexts,
  createBenefitSchema,
  hundredthsOf,
  withdrawBenefitSchema,
  type BenefitDraftValues,
} from './catalogue.ts';

const e = catalogueTexts.errors;

/** A template's draft with a provider named: every template but the blank one is then a valid benefit. */
const draftOf = (code: Parameters<typeof benefitTemplateOf>[0]) =>
  JSON.parse(JSON.stringify({ ...benefitTemplateOf(code).draft, provider: 'Provider Ltd', providerEmail: 'Schemes@Provider.example' })) as BenefitDraftValues;

/** The issues of a draft, as `path: message`. */
const issuesOf = (draft: unknown) => {
  const result = benefitDraftSchema.safeParse(draft);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

const banded = (bands: { minAge: number; maxAge: number }[]) => {
  const draft = draftOf('private-medical-insurance');
  const prices = { employee: 40, 'employee-partner': 80, 'employee-family': 120 };
  draft.pricing = { kind: 'option-age-banded', bands: bands.map((band) => ({ ...band, prices })) };
  return draft;
};

describe('the template library', () => {
  it('has every template of the issue, each a valid draft once a provider is named (the blank one needs its text)', () => {
    expect(benefitTemplates.map((t) => t.code)).toEqual([
      'private-medical-insurance',
      'dental',
      'life-assurance',
      'income-protection',
      'critical-illness',
      'health-cash-plan',
      'cycle-to-work',
      'childcare-vouchers',
      'gym-membership',
      'employee-assistance',
      'pension-salary-sacrifice',
      'workplace-pension',
      'tech-scheme',
      'blank',
    ]);
    for (const template of benefitTemplates.filter((t) => t.code !== 'blank')) expect(issuesOf(draftOf(template.code)), template.code).toEqual({});
    expect(Object.keys(issuesOf(draftOf('blank'))).sort()).toEqual(['category', 'descriptionHtml', 'summary']);
  });

  it('fills in the kinds the issue names', () => {
    expect(benefitTemplateOf('private-medical-insurance').draft).toMatchObject({ kind: 'options', pricing: { kind: 'option-age-banded' } });
    expect(benefitTemplateOf('private-medical-insurance').draft.setup.options!.map((o) => o.covers)).toEqual(['self', 'partner', 'family']);
    expect(benefitTemplateOf('dental').draft).toMatchObject({ kind: 'options', pricing: { kind: 'option-flat' } });
    expect(benefitTemplateOf('life-assurance').draft).toMatchObject({
      kind: 'amount',
      setup: { amount: { unit: 'salary-multiple', min: 1, max: 4, step: 1 } },
      pricing: { kind: 'cover-multiple', ratePer1000: 0.12, freeCoverLimit: 150_000 },
    });
    expect(benefitTemplateOf('cycle-to-work').draft).toMatchObject({ kind: 'amount', pricing: { kind: 'salary-sacrifice' }, requiresApproval: true });
    expect(benefitTemplateOf('employee-assistance').draft).toMatchObject({ kind: 'information', pricing: { kind: 'none' }, employerContribution: null });
  });
});

describe('the draft rules', () => {
  it('takes age bands that cover every eligible age in order, and names the band that breaks it', () => {
    expect(
      issuesOf(
        banded([
          { minAge: 16, maxAge: 39 },
          { minAge: 40, maxAge: 120 },
        ]),
      ),
    ).toEqual({});
    expect(
      issuesOf(
        banded([
          { minAge: 16, maxAge: 29 },
          { minAge: 30, maxAge: 39 },
          { minAge: 41, maxAge: 120 },
        ]),
      ),
    ).toEqual({
      'pricing.bands.2.minAge': 'There is a gap: the band before ends at 39, so this band must start at 40',
    });
    expect(
      issuesOf(
        banded([
          { minAge: 16, maxAge: 40 },
          { minAge: 40, maxAge: 120 },
        ]),
      ),
    ).toEqual({ 'pricing.bands.1.minAge': e.bandOverlap(41) });
    expect(issuesOf(banded([{ minAge: 20, maxAge: 120 }]))).toEqual({ 'pricing.bands.0.minAge': e.bandFirst(16) });
    expect(issuesOf(banded([{ minAge: 16, maxAge: 64 }]))).toEqual({ 'pricing.bands.0.maxAge': e.bandLast(120) });
    expect(issuesOf(banded([]))).toEqual({ 'pricing.bands': e.bandsRequired });
    expect(issuesOf(banded([{ minAge: 16, maxAge: 120.5 }]))).toEqual({ 'pricing.bands.0.maxAge': e.bandAge });
    // Eligibility narrows the ages that need a price.
    const narrowed = banded([{ minAge: 18, maxAge: 64 }]);
    narrowed.eligibility = { minAge: 18, maxAge: 64 };
    expect(issuesOf(narrowed)).toEqual({});
  });

  it('takes prices in pounds and pence, 0 or more, for exactly the options under Set-up', () => {
    const dental = draftOf('dental');
    const priced = (prices: Record<string, number>) => issuesOf({ ...dental, pricing: { kind: 'option-flat', prices } });
    expect(priced({ individual: 0, family: 24.99 })).toEqual({});
    expect(priced({ individual: 0.1 + 0.2, family: 24 })).toEqual({});
    expect(priced({ individual: 9.999, family: 24 })).toEqual({ 'pricing.prices.individual': e.money });
    expect(priced({ individual: -0.01, family: 24 })).toEqual({ 'pricing.prices.individual': e.money });
    expect(priced({ individual: 20_000_000, family: 24 })).toEqual({ 'pricing.prices.individual': e.moneyTooHigh });
    expect(priced({ individual: 9 })).toEqual({ 'pricing.prices.family': e.priceMissing('You and your family') });
    expect(priced({ individual: 9, family: 24, gold: 1 })).toEqual({ 'pricing.prices.gold': e.priceForUnknownOption('gold') });
    expect(issuesOf({ ...dental, pricing: { kind: 'per-person', employee: 9.5, perPerson: 7.255 } })).toEqual({ 'pricing.perPerson': e.money });
    expect(issuesOf({ ...dental, employerContribution: { kind: 'fixed', monthly: 1.001 } })).toEqual({ 'employerContribution.monthly': e.money });
    expect(issuesOf({ ...dental, employerContribution: { kind: 'percent', percent: 100.5 } })).toEqual({ 'employerContribution.percent': e.percent });
    expect(hundredthsOf(0.1 + 0.2)).toBe(30);
    expect(hundredthsOf(1.005)).toBeNull();
  });

  it('makes the pricing kind fit the set-up, and the set-up fit the kind', () => {
    const dental = draftOf('dental');
    const life = draftOf('life-assurance');
    const cycle = draftOf('cycle-to-work');
    const eap = draftOf('employee-assistance');
    expect(issuesOf({ ...dental, pricing: { kind: 'salary-sacrifice', months: 12 } })).toEqual({ 'pricing.kind': e.pricingNeedsPounds });
    expect(issuesOf({ ...cycle, pricing: { kind: 'cover-multiple', ratePer1000: 0.1, freeCoverLimit: null } })).toEqual({
      'pricing.kind': e.pricingNeedsMultiple,
    });
    expect(issuesOf({ ...life, pricing: { kind: 'option-flat', prices: {} } })).toEqual({ 'pricing.kind': e.pricingNeedsOptions });
    expect(issuesOf({ ...life, pricing: { kind: 'per-person', employee: 1, perPerson: 1 } })).toEqual({ 'pricing.kind': e.pricingNeedsPeopleCovered });
    expect(issuesOf({ ...eap, pricing: { kind: 'per-person', employee: 1, perPerson: 1 } })).toMatchObject({ 'pricing.kind': expect.any(String) });
    expect(issuesOf({ ...eap, employerContribution: { kind: 'percent', percent: 10 } })).toEqual({ employerContribution: e.noContributionWithoutPrice });
    expect(issuesOf({ ...dental, setup: { ...dental.setup, options: [] } })).toMatchObject({ 'setup.options': e.optionsRequired });
    expect(issuesOf({ ...life, kind: 'options' })).toMatchObject({ 'setup.options': e.optionsRequired, 'setup.amount': e.amountNotForKind });
    expect(issuesOf({ ...eap, kind: 'voucher' })).toEqual({ 'setup.amount': e.amountRequired });
    // 'none' is allowed on any kind while the benefit is being set up: readiness says it is not priced yet.
    expect(issuesOf({ ...dental, pricing: { kind: 'none' } })).toEqual({});
  });

  it('takes an amount whose step divides its range, lowest not above highest', () => {
    const cycle = draftOf('cycle-to-work');
    const life = draftOf('life-assurance');
    const amount = (draft: BenefitDraftValues, change: Record<string, unknown>) =>
      issuesOf({ ...draft, setup: { ...draft.setup, amount: { ...draft.setup.amount!, ...change } } });
    expect(amount(cycle, { min: 100, max: 2000, step: 50 })).toEqual({});
    expect(amount(cycle, { min: 100, max: 2000, step: 0.5 })).toEqual({});
    expect(amount(cycle, { step: 300 })).toEqual({ 'setup.amount.step': e.amountStep('£1,900') });
    expect(amount(cycle, { min: 2500 })).toEqual({ 'setup.amount.max': e.amountOrder });
    expect(amount(cycle, { step: 0 })).toEqual({ 'setup.amount.step': e.amountNumber });
    expect(amount(cycle, { min: 10.005 })).toEqual({ 'setup.amount.min': e.amountNumber });
    expect(amount(life, { min: 0.5, max: 4, step: 0.5 })).toEqual({});
    expect(amount(life, { min: 1, max: 4, step: 2 })).toEqual({ 'setup.amount.step': e.amountStep('3') });
    expect(amount(life, { max: 25 })).toMatchObject({ 'setup.amount.max': e.amountTooHigh('20') });
  });

  it('checks the other fields: options, questions, terms, eligibility, provider e-mail, image, related questions', () => {
    const pmi = draftOf('private-medical-insurance');
    const options = pmi.setup.options!;
    expect(issuesOf({ ...pmi, setup: { ...pmi.setup, options: [...options, { ...options[0]!, label: 'Again' }] } })).toEqual({
      'setup.options.3.value': e.optionValueTaken,
    });
    expect(issuesOf({ ...pmi, setup: { ...pmi.setup, options: [{ ...options[0]!, value: 'Has Spaces' }, options[1], options[2]] } })).toMatchObject({
      'setup.options.0.value': e.optionValue,
    });
    const question = pmi.medicalQuestions[0]!;
    expect(issuesOf({ ...pmi, medicalQuestions: [question, { ...question, text: 'Again?' }] })).toEqual({ 'medicalQuestions.1.id': e.questionIdTaken });
    expect(issuesOf({ ...pmi, termsHtml: null })).toEqual({ termsHtml: e.termsRequired });
    expect(issuesOf({ ...pmi, termsVersion: null })).toEqual({ termsVersion: e.termsVersionRequired });
    expect(issuesOf({ ...pmi, eligibility: { minAge: 60, maxAge: 50 } })).toMatchObject({ 'eligibility.maxAge': e.ageOrder });
    expect(issuesOf({ ...pmi, eligibility: { employmentStatuses: [] } })).toEqual({ 'eligibility.employmentStatuses': e.statusesRequired });
    expect(issuesOf({ ...pmi, providerEmail: 'nobody' })).toEqual({ providerEmail: e.providerEmail });
    expect(issuesOf({ ...pmi, imageUrl: 'javascript:alert(1)' })).toEqual({ imageUrl: e.imageUrl });
    expect(issuesOf({ ...pmi, faqIds: [3, 3] })).toEqual({ faqIds: e.faqs });
    expect(issuesOf({ ...pmi, name: 'Bad\u0000name' })).toMatchObject({ name: expect.any(String) });
  });

  it('tidies what it takes: an empty e-mail, image or terms is none, an e-mail lower-case, an empty list of grades is anyone', () => {
    const parsed = benefitDraftSchema.parse({
      ...draftOf('dental'),
      providerEmail: ' Members@SmileWell.example ',
      imageUrl: '',
      termsHtml: '  ',
      termsVersion: '',
      eligibility: { grades: [], locations: ['Leeds'] },
    });
    expect(parsed).toMatchObject({ providerEmail: 'members@smilewell.example', imageUrl: null, termsHtml: null, termsVersion: null });
    expect(parsed.eligibility.grades).toBeUndefined();
    expect(parsed.eligibility.locations).toEqual(['Leeds']);
    expect(benefitDraftSchema.parse({ ...draftOf('dental'), providerEmail: '' }).providerEmail).toBeNull();
  });

  it('checks the save, add and withdraw bodies', () => {
    expect(benefitSaveSchema.safeParse({ ...draftOf('dental'), version: 3 }).success).toBe(true);
    expect(benefitSaveSchema.safeParse(draftOf('dental')).success).toBe(false);
    expect(createBenefitSchema.parse({ templateCode: 'dental', schemeYearId: 4, name: '' })).toEqual({ templateCode: 'dental', schemeYearId: 4, name: null });
    expect(createBenefitSchema.safeParse({ templateCode: 'boat', schemeYearId: 4 }).success).toBe(false);
    expect(withdrawBenefitSchema.safeParse({ version: 1, withdrawnOn: '2026-02-30' }).success).toBe(false);
  });

  it('lets the price change call check a new pricing against the set-up the same way', () => {
    const dental = draftOf('dental');
    expect(benefitPlanIssues({ ...dental, pricing: { kind: 'option-flat', prices: { individual: 1 } } })).toEqual([
      { path: ['pricing', 'prices', 'family'], message: e.priceMissing('You and your family') },
    ]);
    expect(benefitPlanIssues(dental)).toEqual([]);
  });
});
