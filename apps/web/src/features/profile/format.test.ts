import { describe, expect, it } from 'vitest';
import { formatDate, formatSalary } from './format.ts';

describe('profile formats', () => {
  it('writes dates in words, timestamps on the UK clock', () => {
    expect(formatDate('2015-03-02')).toBe('2 March 2015');
    expect(formatDate('2026-07-31T23:30:00.000Z')).toBe('1 August 2026');
    expect(formatDate('2026-12-31T23:30:00.000Z')).toBe('31 December 2026');
    expect(formatDate('not a date')).toBe('not a date');
  });

  it('writes salaries in pounds', () => {
    expect(formatSalary(42000)).toBe('£42,000');
    expect(formatSalary(42000.5)).toBe('£42,000.50');
  });
});
