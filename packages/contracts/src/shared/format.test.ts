import { describe, expect, it } from 'vitest';
import {
  formatDateAtTime,
  formatDateTime,
  formatDayTime,
  formatDayShortMonth,
  formatFileSize,
  formatLongDate,
  formatMonthYear,
  formatNumber,
  formatPercent,
  formatPounds,
  formatShortDate,
  formatShortMonthYear,
} from './format.ts';
import { ukToday } from './dates.ts';

describe('UK formats', () => {
  it('writes pounds, with pence only when asked to drop empty ones', () => {
    expect(formatPounds(1234.5)).toBe('£1,234.50');
    expect(formatPounds(0)).toBe('£0.00');
    expect(formatPounds(42000, { pence: 'when-any' })).toBe('£42,000');
    expect(formatPounds(42000.5, { pence: 'when-any' })).toBe('£42,000.50');
  });

  it('writes calendar days without a shift and timestamps on the UK clock', () => {
    expect(formatLongDate('2026-12-01')).toBe('1 December 2026');
    expect(formatLongDate('2026-07-31T23:30:00.000Z')).toBe('1 August 2026');
    expect(formatLongDate('not a date')).toBe('not a date');
    expect(ukToday(new Date('2026-07-31T23:30:00.000Z'))).toBe('2026-08-01');
  });

  it('writes months, short days and the dd.MM.yy voucher date of a calendar day, never shifted by a time zone', () => {
    expect(formatMonthYear('2026-11')).toBe('November 2026');
    expect(formatMonthYear('2026-12-01')).toBe('December 2026');
    expect(formatShortMonthYear('2026-01')).toBe('Jan 2026');
    expect(formatDayShortMonth('2026-11-23')).toBe('23 Nov');
    expect(formatShortDate('2026-06-28')).toBe('28.06.26');
    expect(formatShortDate('2031-01-05')).toBe('05.01.31');
    expect(formatShortDate('2031-01-05T00:00:00.000Z')).toBe('05.01.31');
  });

  it('writes a moment with its time on the UK clock, in summer and in winter', () => {
    expect(formatDateTime('2026-07-31T23:30:00.000Z')).toBe('1 Aug 2026, 00:30');
    expect(formatDateTime(new Date('2026-12-01T09:05:00.000Z'))).toBe('1 Dec 2026, 09:05');
    expect(formatDayTime('2026-11-25T15:40:00.000Z')).toBe('25 Nov 15:40');
    expect(formatDayTime('2026-07-31T23:30:00.000Z')).toBe('1 Aug 00:30');
    expect(formatDateAtTime('2026-11-25T15:40:00.000Z')).toBe('25 Nov 2026 at 15:40');
    expect(formatDateAtTime(new Date('2026-07-31T23:30:00.000Z'))).toBe('1 Aug 2026 at 00:30');
  });

  it('writes counts with separators and percentages with one decimal', () => {
    expect(formatNumber(1234567)).toBe('1,234,567');
    expect(formatNumber(0)).toBe('0');
    expect(formatPercent(12.345)).toBe('12.3%');
    expect(formatPercent(50)).toBe('50.0%');
    expect(formatPercent(0.05)).toBe('0.1%');
  });

  it('shows file sizes in bytes, KB and MB', () => {
    expect(formatFileSize(1)).toBe('1 byte');
    expect(formatFileSize(950)).toBe('950 bytes');
    expect(formatFileSize(12 * 1024 + 100)).toBe('12 KB');
    expect(formatFileSize(1.25 * 1024 * 1024)).toBe('1.3 MB');
    expect(formatFileSize(10 * 1024 * 1024)).toBe('10.0 MB');
  });
});
