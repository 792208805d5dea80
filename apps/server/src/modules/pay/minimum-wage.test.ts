import { describe, expect, it } from 'vitest';
import { minimumHourlyRate, mostSacrificePerMonth } from './index.ts';

const pounds = (value: number) => BigInt(Math.round(value * 100));

describe('the minimum wage for a worker', () => {
  it.each([
    [25, false, '2026-12-07', 1271],
    [21, false, '2026-12-07', 1271],
    [20, false, '2026-12-07', 1085],
    [18, false, '2026-12-07', 1085],
    [17, false, '2026-12-07', 800],
    [30, true, '2026-12-07', 800],
    // The rates change on 1 April.
    [25, false, '2026-03-31', 1221],
    [25, false, '2026-04-01', 1271],
    [19, false, '2026-03-31', 1000],
  ])('aged %i (apprentice rate: %s) on %s: %i pence an hour', (age, apprenticeRate, on, pence) => {
    expect(minimumHourlyRate({ age, apprenticeRate }, on)).toBe(pence);
  });
});

describe('the most a worker can sacrifice a month', () => {
  it('issue 38: 37.5 hours a week on £25,000 can give up £17.95 a month, not the £100 of a £1,200 bike', () => {
    // £25,000 a year less 37.5 x 52 x £12.71 (£24,784.50) leaves £215.50 a year: £17.958 a month, rounded down.
    expect(mostSacrificePerMonth(pounds(25_000), { age: 30, apprenticeRate: false, hoursPerWeek: 37.5 }, '2026-12-07')).toBe(pounds(17.95));
    // Before 1 April 2026 (£12.21 an hour: £23,809.50 a year) the same worker could give up £99.20 a month.
    expect(mostSacrificePerMonth(pounds(25_000), { age: 30, apprenticeRate: false, hoursPerWeek: 37.5 }, '2026-03-31')).toBe(pounds(99.2));
  });

  it('is nothing for a worker already at or below the minimum, and grows with pay', () => {
    expect(mostSacrificePerMonth(pounds(24_000), { age: 30, apprenticeRate: false, hoursPerWeek: 37.5 }, '2026-12-07')).toBe(0n);
    expect(mostSacrificePerMonth(pounds(30_000), { age: 30, apprenticeRate: false, hoursPerWeek: 37.5 }, '2026-12-07')).toBe(pounds(434.62));
    // 17, 20 hours at £8.00: £8,320 a year of £15,000 must stay.
    expect(mostSacrificePerMonth(pounds(15_000), { age: 17, apprenticeRate: false, hoursPerWeek: 20 }, '2026-12-07')).toBe(pounds(556.66));
  });
});
