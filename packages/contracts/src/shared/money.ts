/**
 * Money in whole pence (bigint), so sums and differences never drift by a float: one implementation for the pricing
 * engine, the reports, the uploads and the screens. Pounds are written for people by `formatPounds` (format.ts).
 */

export type Pence = bigint;

/** Pounds with at most two decimals (12.35) to pence, halves rounded up. */
export const penceOf = (pounds: number): Pence => BigInt(Math.round(pounds * 100));

/** Pence to pounds as a number, as the API answers money: 123450n → 1234.5. */
export const poundsOf = (pence: Pence): number => Number(pence) / 100;

/** Pounds rounded to the penny, e.g. stored values read back from the database. */
export const roundPounds = (pounds: number): number => poundsOf(penceOf(pounds));

/** Pence as the plain decimal a numeric column or a file's cell takes: 123450n → '1234.50', -5n → '-0.05'. */
export function decimalPounds(pence: Pence): string {
  const whole = pence < 0n ? -pence : pence;
  return `${pence < 0n ? '-' : ''}${whole / 100n}.${String(whole % 100n).padStart(2, '0')}`;
}
