import { describe, expect, it } from 'vitest';
import { DATE_OF_BIRTH_MIN_YEAR, daysInMonth, firstOfMonth, isoDay, lastOfMonth, monthStart, ukToday, ukYear } from './dates.ts';

describe('the UK calendar', () => {
  it('turns the UK day at midnight on the UK clock, in summer and in winter, however often it is asked', () => {
    const days = (iso: string) => [ukToday(new Date(Date.parse(iso) - 1)), ukToday(new Date(iso)), ukToday(new Date(Date.parse(iso) + 1))];
    expect(days('2026-07-31T23:00:00.000Z')).toEqual(['2026-07-31', '2026-08-01', '2026-08-01']);
    expect(days('2026-12-01T00:00:00.000Z')).toEqual(['2026-11-30', '2026-12-01', '2026-12-01']);
    expect(ukToday(new Date('2026-12-01T00:00:59.999Z'))).toBe('2026-12-01');
    expect(ukToday(new Date('2026-11-30T23:59:00.000Z'))).toBe('2026-11-30');
  });

  it('takes the year of the UK day', () => {
    expect(ukYear(new Date('2026-12-31T23:59:00.000Z'))).toBe(2026);
    expect(ukYear(new Date('2027-06-30T23:30:00.000Z'))).toBe(2027);
  });

  it('knows month lengths and leap years', () => {
    expect(daysInMonth(2024, 2)).toBe(29);
    expect(daysInMonth(2023, 2)).toBe(28);
    expect(daysInMonth(1900, 2)).toBe(28);
    expect(daysInMonth(2000, 2)).toBe(29);
    expect(daysInMonth(2023, 4)).toBe(30);
    expect(daysInMonth(2023, 12)).toBe(31);
  });

  it('builds days, and the first and last days of months', () => {
    expect(isoDay(2026, 3, 7)).toBe('2026-03-07');
    expect(monthStart(2026, 11)).toBe('2026-11-01');
    expect(firstOfMonth('2026-11-23')).toBe('2026-11-01');
    expect(lastOfMonth('2024-02-10')).toBe('2024-02-29');
    expect(lastOfMonth('2026-12-01')).toBe('2026-12-31');
    expect(DATE_OF_BIRTH_MIN_YEAR).toBe(1900);
  });
});
