import { describe, expect, it } from 'vitest';
import { poundsOf } from '@portal/contracts';
import { sacrificeEffect, taxYearRates, yearDeductions, type TaxRegion } from './index.ts';

/** Golden figures, each worked by hand from the published rates (docs/decisions/pay.md) and written out in pounds. */
const pounds = (value: number) => BigInt(Math.round(value * 100));
const year = (salary: number, region: TaxRegion, on = '2026-12-07') => {
  const result = yearDeductions(pounds(salary), region, taxYearRates(on));
  return { incomeTax: poundsOf(result.incomeTax), employeeNi: poundsOf(result.employeeNi), employerNi: poundsOf(result.employerNi) };
};
const monthly = (salary: number, sacrifice: number, region: TaxRegion = 'rest-of-uk', on = '2026-12-07') => {
  const effect = sacrificeEffect({ salary: pounds(salary), sacrificePerMonth: pounds(sacrifice), region, on });
  return {
    taxYear: effect.taxYear,
    gross: poundsOf(effect.gross),
    incomeTax: poundsOf(effect.incomeTax),
    employeeNi: poundsOf(effect.employeeNi),
    net: poundsOf(effect.net),
    employerNi: poundsOf(effect.employerNi),
  };
};

describe('the tax year in force', () => {
  it('changes on 6 April, and a day after the last known year keeps its rates', () => {
    expect(taxYearRates('2026-04-05').taxYear).toBe('2025-26');
    expect(taxYearRates('2026-04-06').taxYear).toBe('2026-27');
    expect(taxYearRates('2027-02-28').taxYear).toBe('2026-27');
    expect(taxYearRates('2024-12-31').taxYear).toBe('2025-26');
  });
});

describe('a year of income tax and Class 1 NI, England, Wales and Northern Ireland (2026-27)', () => {
  it.each([
    [12_570, 0, 0, 1_135.5],
    [30_000, 3_486, 1_394.4, 3_750],
    [50_270, 7_540, 3_016, 6_790.5],
    [100_000, 27_432, 4_010.6, 14_250],
    // The personal allowance tapers: £7,570 left at £110,000, none from £125,140.
    [110_000, 33_432, 4_210.6, 15_750],
    [125_140, 42_516, 4_513.4, 18_021],
    [150_000, 53_703, 5_010.6, 21_750],
  ])('on £%i: tax £%d, employee NI £%d, employer NI £%d', (salary, incomeTax, employeeNi, employerNi) => {
    expect(year(salary, 'rest-of-uk')).toEqual({ incomeTax, employeeNi, employerNi });
  });
});

describe('a year of Scottish income tax', () => {
  it.each([
    // 2026-27: starter to £16,536, basic to £29,526, intermediate to £43,662, higher to £75,000, advanced to £125,140.
    [16_536, 753.54, '2026-12-07'],
    [30_000, 3_451.08, '2026-12-07'],
    [50_000, 8_982.06, '2026-12-07'],
    [80_000, 21_732.06, '2026-12-07'],
    [150_000, 59_634.36, '2026-12-07'],
    // 2025-26: starter to £15,397, basic to £27,491.
    [30_000, 3_482.82, '2026-01-15'],
  ])('on £%i: £%d (%s)', (salary, incomeTax, on) => {
    expect(year(salary, 'scotland', on).incomeTax).toBe(incomeTax);
  });

  it('takes the same NI as the rest of the UK (NI is not devolved)', () => {
    expect(year(50_000, 'scotland').employeeNi).toBe(year(50_000, 'rest-of-uk').employeeNi);
  });
});

describe('what a salary sacrifice costs a month after tax and NI', () => {
  it('issue 38: £50,900 giving up £100 a month (£630 a year at 40 % and 2 %, £570 at 20 % and 8 %) costs £64.65', () => {
    expect(monthly(50_900, 100)).toEqual({ taxYear: '2026-27', gross: 100, incomeTax: 30.5, employeeNi: 4.85, net: 64.65, employerNi: 15 });
  });

  it('at the basic rate, and across the primary threshold', () => {
    expect(monthly(30_000, 100)).toMatchObject({ incomeTax: 20, employeeNi: 8, net: 72, employerNi: 15 });
    // £430 a year above the allowance and the primary threshold: that part saves 20 % and 8 %, the rest nothing.
    expect(monthly(13_000, 100)).toMatchObject({ incomeTax: 7.17, employeeNi: 2.87, net: 89.96, employerNi: 15 });
  });

  it('in the taper, where each pound given up saves 60 % tax (40 % and the allowance it gives back)', () => {
    expect(monthly(110_000, 500)).toMatchObject({ incomeTax: 300, employeeNi: 10, net: 190 });
    // £12,000 a year from £110,000: £10,000 of it in the taper (60 %), £2,000 below £100,000 (40 %).
    expect(monthly(110_000, 1_000)).toMatchObject({ incomeTax: 566.67, employeeNi: 20, net: 413.33 });
  });

  it('for a Scottish payer across the intermediate and higher bands', () => {
    // £338 a year at 42 %, £862 at 21 %: £322.98 a year, £26.915 a month, half a penny rounded up.
    expect(monthly(44_000, 100, 'scotland')).toMatchObject({ incomeTax: 26.92, employeeNi: 8, net: 65.08 });
    expect(monthly(44_000, 100, 'rest-of-uk')).toMatchObject({ incomeTax: 20, employeeNi: 8, net: 72 });
  });

  it('never below nothing: a sacrifice larger than the pay saves only the tax and NI there was', () => {
    expect(monthly(1_000, 100)).toMatchObject({ incomeTax: 0, employeeNi: 0, net: 100, employerNi: 0 });
  });

  it('takes the rates of the tax year of the day asked', () => {
    expect(monthly(30_000, 100, 'scotland', '2026-04-05')).toMatchObject({ taxYear: '2025-26', incomeTax: 21 });
    // 2026-27: £474 a year at 21 %, £726 at 20 % (the basic band grew).
    expect(monthly(30_000, 100, 'scotland', '2026-04-06')).toMatchObject({ taxYear: '2026-27', incomeTax: 20.4 });
    // 2025-26: £603 a year at 20 % and £597 at 19 %; 2026-27: all of it in the wider starter band.
    expect(monthly(16_000, 100, 'scotland', '2026-04-05')).toMatchObject({ incomeTax: 19.5 });
    expect(monthly(16_000, 100, 'scotland', '2026-04-06')).toMatchObject({ incomeTax: 19 });
  });
});
