import { describe, expect, it } from 'vitest';
import { benefitsInKindQuery, benefitsInKindTexts as t, taxYearOfDay } from './benefits-in-kind.ts';

describe('the year-end report of benefits in kind', () => {
  it('names tax years by the year they start in, on 6 April', () => {
    expect(taxYearOfDay('2027-04-05')).toBe(2026);
    expect(taxYearOfDay('2027-04-06')).toBe(2027);
    expect(taxYearOfDay('2027-12-31')).toBe(2027);
    expect(taxYearOfDay('2028-01-01')).toBe(2027);
    expect(t.taxYear(2027)).toBe('2027-28');
    expect(t.taxYear(2099)).toBe('2099-00');
    expect(t.yearOption(2026)).toBe('2026-27 (6 April 2026 to 5 April 2027)');
  });

  it('takes a four-digit year from 2000 to 2099 and csv or xlsx (csv by default)', () => {
    expect(benefitsInKindQuery.parse({ year: '2027' })).toEqual({ year: 2027, format: 'csv' });
    expect(benefitsInKindQuery.parse({ year: '2000', format: 'xlsx' })).toEqual({ year: 2000, format: 'xlsx' });
    for (const year of ['1999', '2100', '27', '02027', '2027-28', ' 2027', '']) expect(benefitsInKindQuery.safeParse({ year }).success, year).toBe(false);
    expect(benefitsInKindQuery.safeParse({ year: '2027', format: 'pdf' }).success).toBe(false);
  });
});
