import { formatPounds, penceOf } from '@portal/contracts';

/** A monthly change with its sign: '+£0.95', '−£9.50'; `zero` when it does not move. */
export function signedPounds(change: number, zero: string): string {
  const pence = penceOf(change);
  if (pence === 0n) return zero;
  return `${pence > 0n ? '+' : '−'}${formatPounds(Math.abs(change))}`;
}
