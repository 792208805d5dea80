import { describe, expect, it } from 'vitest';
import { formatLongDate, formatPounds, ukToday } from './format.ts';

describe('UK formats', () => {
  it('writes pounds, with pence only when asked to drop empty ones', () => {
    expect(formatPounds(1234.5)).toBe('£1,234.50');
    expect(formatPounds(42000, { pence: 'when-any' })).toBe('£42,000');
    expect(formatPounds(42000.5, { pence: 'when-any' })).toBe('£42,000.50');
  });

  it('writes calendar days without a shift and timestamps on the UK clock', () => {
    expect(formatLongDate('2026-12-01')).toBe('1 December 2026');
    expect(formatLongDate('2026-07-31T23:30:00.000Z')).toBe('1 August 2026');
    expect(formatLongDate('not a date')).toBe('not a date');
    expect(ukToday(new Date('2026-07-31T23:30:00.000Z'))).toBe('2026-08-01');
  });

  it('turns the UK day at midnight on the UK clock, in summer and in winter, however often it is asked', () => {
    const days = (iso: string) => [ukToday(new Date(Date.parse(iso) - 1)), ukToday(new Date(iso)), ukToday(new Date(Date.parse(iso) + 1))];
    expect(days('2026-07-31T23:00:00.000Z')).toEqual(['2026-07-31', '2026-08-01', '2026-08-01']);
    expect(days('2026-12-01T00:00:00.000Z')).toEqual(['2026-11-30', '2026-12-01', '2026-12-01']);
    expect(ukToday(new Date('2026-12-01T00:00:59.999Z'))).toBe('2026-12-01');
    expect(ukToday(new Date('2026-11-30T23:59:00.000Z'))).toBe('2026-11-30');
  });
});
