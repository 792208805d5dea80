import type { Pence } from '@portal/contracts';

/**
 * The pricing engine's exact arithmetic on whole pence (bigint), so golden pricing results never drift by a float. Pence
 * themselves (`Pence`, `penceOf`, `poundsOf`) are in contracts' shared/money.ts.
 */

/** A rate or factor with up to six decimals, scaled by one million. */
export const SCALE = 1_000_000n;
export const scaled = (value: number): bigint => BigInt(Math.round(value * 1_000_000));

/** numerator / denominator rounded half-up (away from zero for halves), for non-negative numerators. */
export function divRound(numerator: bigint, denominator: bigint): bigint {
  if (numerator < 0n) return -divRound(-numerator, denominator);
  return (2n * numerator + denominator) / (2n * denominator);
}

export const minPence = (a: Pence, b: Pence): Pence => (a < b ? a : b);
