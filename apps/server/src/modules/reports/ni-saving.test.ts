import { describe, expect, it } from 'vitest';
import { personSaving, splitByShare, type MonthSacrifices } from './ni-saving.ts';

const person = (salary: bigint | null, ...sacrificed: bigint[]): MonthSacrifices => ({
  userId: 1,
  employeeNumber: 'AC0001',
  firstName: 'Ann',
  surname: 'Lee',
  salary,
  benefits: sacrificed.map((pence, i) => ({ name: `Benefit ${i + 1}`, sacrificed: pence })),
});

describe("the employer's NI saving (issue 38)", () => {
  it('is 15 % of the sacrifice above the secondary threshold: £100 a month from £50,900 saves £15.00', () => {
    expect(personSaving(person(5_090_000n, 10_000n), '2026-12-01')).toMatchObject({ saving: 1500n, parts: [1500n] });
  });

  it('is less than 15 % near the secondary threshold (£5,000 a year), and nothing below it', () => {
    // £5,600 less 12 x £100 is £4,400: only the £600 above £5,000 paid employer NI, 15 % of it is £90 a year, £7.50 a month.
    expect(personSaving(person(560_000n, 10_000n), '2026-12-01').saving).toBe(750n);
    expect(personSaving(person(400_000n, 10_000n), '2026-12-01').saving).toBe(0n);
  });

  it('prices all of a month together and splits the saving by each benefit’s share, to the penny', () => {
    // £143 a month from £5,600: still £7.50 saved (the pay left is below the threshold); £100 : £43 is 524.48p : 225.52p.
    expect(personSaving(person(560_000n, 10_000n, 4_300n), '2026-12-01')).toMatchObject({ saving: 750n, parts: [524n, 226n] });
  });

  it('guesses nothing without a salary', () => {
    expect(personSaving(person(null, 10_000n), '2026-12-01')).toMatchObject({ saving: null, parts: null });
  });

  it('splits by largest remainder so the parts always sum to the whole', () => {
    expect(splitByShare(100n, [1n, 1n, 1n])).toEqual([34n, 33n, 33n]);
    expect(splitByShare(101n, [1n, 2n, 2n])).toEqual([20n, 41n, 40n]);
    expect(splitByShare(0n, [5n, 7n])).toEqual([0n, 0n]);
    expect(splitByShare(10n, [0n, 0n])).toEqual([0n, 0n]);
    for (let total = 0n; total < 500n; total += 7n) {
      const weights = [3_333n, 3_333n, 3_334n, 1n];
      expect(splitByShare(total, weights).reduce((sum, p) => sum + p, 0n)).toBe(total);
    }
  });
});
