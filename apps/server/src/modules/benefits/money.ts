/** Exact money arithmetic in whole pence (bigint), so golden pricing results never drift by a float. */

export type Pence = bigint;

/** Pounds with at most two decimals (e.g. 12.35) to pence. */
export const penceOf = (pounds: number): Pence => BigInt(Math.round(pounds * 100));

/** A rate or factor with up to six decimals, scaled by one million. */
export const SCALE = 1_000_000n;
export const scaled = (value: number): bigint => BigInt(Math.round(value * 1_000_000));

/** numerator / denominator rounded half-up (away from zero for halves), for non-negative numerators. */
export function divRound(numerator: bigint, denominator: bigint): bigint {
  if (numerator < 0n) return -divRound(-numerator, denominator);
  return (2n * numerator + denominator) / (2n * denominator);
}

export const poundsOf = (pence: Pence): number => Number(pence) / 100;

export const minPence = (a: Pence, b: Pence): Pence => (a < b ? a : b);

/** Rounds pounds half-up to two decimals, e.g. for stored values read back from the database. */
export const roundPounds = (pounds: number): number => poundsOf(penceOf(pounds));
