import { describe, expect, it } from 'vitest';
import { benefitDraftSchema, benefitTemplateOf, benefitTemplates, catalogueTexts } from '../client-admin/catalogue.ts';
import { defaultTaxTreatment, taxTreatmentOf } from './tax-treatment.ts';

const of = (name: string, category: string, pricingKind: string) => defaultTaxTreatment({ name, category, pricingKind });

describe('the default tax treatment of a benefit', () => {
  it('is a benefit in kind for insurance the employer pays for: medical, dental, health cash plan, critical illness', () => {
    expect(of('Private Medical Insurance', 'Health', 'option-age-banded')).toBe('benefit-in-kind');
    expect(of('Dental Insurance', 'Health', 'per-person')).toBe('benefit-in-kind');
    expect(of('Health Cash Plan', 'Health', 'option-flat')).toBe('benefit-in-kind');
    expect(of('Critical Illness Cover', 'Protection', 'option-age-banded')).toBe('benefit-in-kind');
    expect(of('Gym Membership', 'Wellbeing', 'option-flat')).toBe('benefit-in-kind');
  });

  it('is exempt for pension contributions, pension advice, cycle to work and childcare vouchers, salary sacrifice or not', () => {
    expect(of('Pension Salary Sacrifice', 'Financial', 'salary-sacrifice')).toBe('exempt');
    expect(of('Pension advice', 'Money', 'option-flat')).toBe('exempt');
    expect(of('Cycle to Work', 'Lifestyle', 'salary-sacrifice')).toBe('exempt');
    expect(of('Bicycle scheme', 'Lifestyle', 'salary-sacrifice')).toBe('exempt');
    expect(of('E-bike loan', 'Travel', 'salary-sacrifice')).toBe('exempt');
    expect(of('Childcare Vouchers', 'Family', 'salary-sacrifice')).toBe('exempt');
  });

  it('is exempt for life cover and an employee assistance programme, unless had for salary given up', () => {
    expect(of('Life Assurance', 'Protection', 'cover-multiple')).toBe('exempt');
    expect(of('Death in service', 'Protection', 'per-person')).toBe('exempt');
    expect(of('Life Assurance', 'Protection', 'salary-sacrifice')).toBe('benefit-in-kind');
    expect(of('Employee Assistance Programme', 'Wellbeing', 'option-flat')).toBe('exempt');
  });

  it('is exempt when nothing is paid for the benefit, and a benefit in kind for anything else', () => {
    expect(of('Employee Assistance Programme', 'Wellbeing', 'none')).toBe('exempt');
    expect(of('Discount portal', 'Lifestyle', 'none')).toBe('exempt');
    expect(of('Tech Scheme', 'Lifestyle', 'salary-sacrifice')).toBe('benefit-in-kind');
    expect(of('Will writing', 'General', 'option-flat')).toBe('benefit-in-kind');
  });

  it('gives each template of the library the treatment its exemption says', () => {
    const defaults = Object.fromEntries(benefitTemplates.map((t) => [t.code, of(t.draft.name, t.draft.category, t.draft.pricing.kind)]));
    expect(defaults).toEqual({
      'private-medical-insurance': 'benefit-in-kind',
      dental: 'benefit-in-kind',
      'life-assurance': 'exempt',
      'income-protection': 'benefit-in-kind',
      'critical-illness': 'benefit-in-kind',
      'health-cash-plan': 'benefit-in-kind',
      'cycle-to-work': 'exempt',
      'childcare-vouchers': 'exempt',
      'gym-membership': 'benefit-in-kind',
      'employee-assistance': 'exempt',
      'pension-salary-sacrifice': 'exempt',
      'workplace-pension': 'exempt',
      'tech-scheme': 'benefit-in-kind',
      blank: 'exempt',
    });
  });

  it('is the one the set-up holds when the administrator chose one', () => {
    const medical = { name: 'Private Medical Insurance', category: 'Health', pricingKind: 'option-flat' };
    expect(taxTreatmentOf({ ...medical, setup: {} })).toBe('benefit-in-kind');
    expect(taxTreatmentOf({ ...medical, setup: { taxTreatment: 'exempt' } })).toBe('exempt');
    expect(taxTreatmentOf({ name: 'Cycle to Work', category: 'Lifestyle', pricingKind: 'salary-sacrifice', setup: { taxTreatment: 'benefit-in-kind' } })).toBe(
      'benefit-in-kind',
    );
  });
});

describe('the tax treatment the administrator sets', () => {
  const draft = (taxTreatment: unknown) => {
    const base = benefitTemplateOf('private-medical-insurance').draft;
    return { ...base, provider: 'Provider Ltd', setup: { ...base.setup, taxTreatment } };
  };

  it('is exempt, a benefit in kind, or left out for the default', () => {
    expect(benefitDraftSchema.safeParse(draft('exempt')).success).toBe(true);
    expect(benefitDraftSchema.safeParse(draft('benefit-in-kind')).success).toBe(true);
    expect(benefitDraftSchema.safeParse(draft(undefined)).success).toBe(true);
  });

  it('refuses anything else, naming the field', () => {
    for (const bad of ['taxable', '', null, 1]) {
      const result = benefitDraftSchema.safeParse(draft(bad));
      expect(result.success, String(bad)).toBe(false);
      expect(result.error!.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['setup.taxTreatment', catalogueTexts.errors.taxTreatment]]);
    }
  });
});
