import type { Pence } from '@portal/contracts';

/**
 * National Minimum Wage and National Living Wage by age band and apprentice rate, in pence an hour, from 1 April of
 * each year (GOV.UK "National Minimum Wage and National Living Wage rates", gov.uk/national-minimum-wage-rates).
 * Data: next April's rates are a new entry. Recorded in docs/decisions/pay.md.
 */
export interface MinimumWageRates {
  startsOn: string;
  /** 21 and over (the National Living Wage). */
  age21AndOver: number;
  age18To20: number;
  under18: number;
  /** Apprentices under 19, or 19 and over in the first year of their apprenticeship. */
  apprentice: number;
}

/** Oldest first. */
export const MINIMUM_WAGE_RATES: readonly MinimumWageRates[] = [
  { startsOn: '2025-04-01', age21AndOver: 1221, age18To20: 1000, under18: 755, apprentice: 755 },
  { startsOn: '2026-04-01', age21AndOver: 1271, age18To20: 1085, under18: 800, apprentice: 800 },
];

export interface Worker {
  age: number;
  /** Under 19, or in the first year of an apprenticeship: the apprentice rate applies. */
  apprenticeRate: boolean;
  /** Contracted hours a week, e.g. 37.5. */
  hoursPerWeek: number;
}

/** The hourly rate (pence) a worker of this age must be paid on `on` (ISO date). */
export function minimumHourlyRate(worker: Pick<Worker, 'age' | 'apprenticeRate'>, on: string): number {
  const rates = MINIMUM_WAGE_RATES.filter((r) => r.startsOn <= on).at(-1) ?? MINIMUM_WAGE_RATES[0]!;
  if (worker.apprenticeRate) return rates.apprentice;
  if (worker.age >= 21) return rates.age21AndOver;
  return worker.age >= 18 ? rates.age18To20 : rates.under18;
}

/**
 * The most a salaried worker can give up a month and still be paid at least the minimum wage for their hours: a
 * month's salary less the rate for a month's hours (a year's, 52 weeks, over twelve), in whole pence rounded down so
 * that what is left is never below the minimum; never below nothing.
 */
export function mostSacrificePerMonth(salary: Pence, worker: Worker, on: string): Pence {
  const hundredthsOfHours = BigInt(Math.round(worker.hoursPerWeek * 100));
  const minimumYear = (BigInt(minimumHourlyRate(worker, on)) * hundredthsOfHours * 52n) / 100n;
  const spare = salary - minimumYear;
  return spare > 0n ? spare / 12n : 0n;
}

/** The National Living Wage (21 and over, not on the apprentice rate) or the National Minimum Wage. */
export const isLivingWage = (worker: Pick<Worker, 'age' | 'apprenticeRate'>) => !worker.apprenticeRate && worker.age >= 21;
