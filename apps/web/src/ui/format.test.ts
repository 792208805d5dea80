import { describe, expect, it } from 'vitest';
import { formatFileSize, formatLongDate, formatPounds, formatShortDate } from './format.ts';

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

  it('shows file sizes in bytes, KB and MB', () => {
    expect(formatFileSize(1)).toBe('1 byte');
    expect(formatFileSize(950)).toBe('950 bytes');
    expect(formatFileSize(12 * 1024 + 100)).toBe('12 KB');
    expect(formatFileSize(1.25 * 1024 * 1024)).toBe('1.3 MB');
    expect(formatFileSize(10 * 1024 * 1024)).toBe('10.0 MB');
  });
});
