import { describe, expect, it } from 'vitest';
import { formatLongDate, formatPounds, formatShortDate } from './format.ts';

describe('formatting', () => {
  it('shows pounds with pence and thousands', () => {
    expect(formatPounds(1234.5)).toBe('£1,234.50');
    expect(formatPounds(0)).toBe('£0.00');
  });

  it('shows calendar days without a time zone shift', () => {
    expect(formatLongDate('2026-12-01')).toBe('1 December 2026');
    expect(formatShortDate('2026-06-28')).toBe('28.06.26');
    expect(formatShortDate('2031-01-05')).toBe('05.01.31');
  });
});
