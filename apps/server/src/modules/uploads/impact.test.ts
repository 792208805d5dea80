import { describe, expect, it } from 'vitest';
import { uploadTexts } from '@portal/contracts';
import type { BenefitRow } from '../../db/schema/index.ts';
import type { EligibilityRules, EmployeeFacts } from '../benefits/index.ts';
import { impactOf, type ImpactPerson, type SchemeFacts } from './impact.ts';

const r = uploadTexts.rule;
const TODAY = '2026-11-24';

let nextId = 1;
const benefit = (name: string, eligibility: EligibilityRules): BenefitRow =>
  ({ id: nextId++, name, kind: 'selectable', groupCode: name.toLowerCase(), eligibility, pricing: null, employerContribution: null }) as unknown as BenefitRow;

const scheme = (...benefits: BenefitRow[]): SchemeFacts => ({ benefits, probationMonths: 3, today: TODAY });
const facts = (overrides: Partial<EmployeeFacts> = {}): EmployeeFacts & { salary: number | null } => ({
  employmentStatus: 'active',
  employmentStartDate: '2020-03-02',
  dateOfBirth: '1980-06-15',
  grade: 'Store Colleague',
  location: 'Leeds',
  salary: 30000,
  ...overrides,
});
const person = (before: ImpactPerson['before'], after: ImpactPerson['after']): ImpactPerson => ({ before, after, selections: [] });

const medical = benefit('Private Medical Insurance', { grades: ['Manager', 'Director'] });
const cycle = benefit('Cycle to Work', { locations: ['London', 'Leeds'] });
const life = benefit('Life Assurance', { maxAge: 74 });
const dental = benefit('Dental Insurance', { availableInProbation: false });
const gym = benefit('Gym Membership', {});

describe('the eligibility difference names the rule behind each benefit gained or lost', () => {
  it('a promotion gains by the grade rule; a move loses by the location rule', () => {
    const impact = impactOf(scheme(medical, cycle, gym), person(facts(), facts({ grade: 'Manager', location: 'Glasgow' })));
    expect(impact.gained).toEqual([{ benefit: 'Private Medical Insurance', rule: r.grade(['Manager', 'Director']) }]);
    expect(impact.lost).toEqual([{ benefit: 'Cycle to Work', rule: r.location(['London', 'Leeds']) }]);
    expect(r.grade(['Manager', 'Director'])).toBe('grade Manager or Director');
    expect(r.location(['London', 'Leeds', 'Bristol'])).toBe('location London, Leeds or Bristol');
  });

  it('a leaver loses everything by the employment status rule', () => {
    const impact = impactOf(scheme(cycle, gym), person(facts(), facts({ employmentStatus: 'left' })));
    expect(impact.lost).toEqual([
      { benefit: 'Cycle to Work', rule: 'employment status active' },
      { benefit: 'Gym Membership', rule: 'employment status active' },
    ]);
  });

  it('a starter gains by the rules that limit a benefit, or as open to every employee; a locked benefit is not gained', () => {
    const impact = impactOf(scheme(cycle, gym, dental), person(null, facts({ employmentStartDate: TODAY })));
    expect(impact.gained).toEqual([
      { benefit: 'Cycle to Work', rule: 'location London or Leeds' },
      { benefit: 'Gym Membership', rule: r.open },
    ]);
  });

  it('a start date moved into the probation period loses by the probation, saying when it ends', () => {
    const impact = impactOf(scheme(dental), person(facts(), facts({ employmentStartDate: '2026-10-01' })));
    expect(impact.lost).toEqual([{ benefit: 'Dental Insurance', rule: 'after the probation period, from 1 January 2027' }]);
    const back = impactOf(scheme(dental), person(facts({ employmentStartDate: '2026-10-01' }), facts()));
    expect(back.gained).toEqual([{ benefit: 'Dental Insurance', rule: 'after the probation period, from 1 January 2027' }]);
  });

  it('an age band is named with its ends, and says when no date of birth is held', () => {
    const older = impactOf(scheme(life), person(facts(), facts({ dateOfBirth: '1950-01-01' })));
    expect(older.lost).toEqual([{ benefit: 'Life Assurance', rule: 'aged 74 or under' }]);
    const unknown = impactOf(scheme(life), person(facts(), facts({ dateOfBirth: null })));
    expect(unknown.lost).toEqual([{ benefit: 'Life Assurance', rule: 'aged 74 or under (no date of birth on record)' }]);
    expect(r.age(18, 65)).toBe('aged 18 to 65');
    expect(r.age(18, undefined)).toBe('aged 18 or over');
  });
});
