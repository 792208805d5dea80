import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages } from '@portal/contracts';
import { DateOfBirthInput } from './DateOfBirthInput.tsx';
import { dateOfBirthError, emptyDate, fromDayMonthYear, mostDays, toIsoDate, toServerDate, type DateParts } from './dateOfBirth.ts';

function Harness({ initial = emptyDate, minYear, maxYear }: { initial?: DateParts; minYear?: number; maxYear?: number }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <DateOfBirthInput id="dob" value={value} onChange={setValue} minYear={minYear} maxYear={maxYear} />
      <output>{toIsoDate(value)}</output>
    </>
  );
}

const box = (name: 'Day' | 'Month' | 'Year') => screen.getByRole('textbox', { name }) as HTMLInputElement;
const iso = () => screen.getByRole('status').textContent;

describe('date of birth rules', () => {
  it('knows month lengths and leap years', () => {
    expect(mostDays(2, 2024)).toBe(29);
    expect(mostDays(2, 2023)).toBe(28);
    expect(mostDays(2, 1900)).toBe(28);
    expect(mostDays(2, 2000)).toBe(29);
    expect(mostDays(2, null)).toBe(29);
    expect(mostDays(4, 2023)).toBe(30);
    expect(mostDays(null, null)).toBe(31);
  });

  it('gives the spec messages', () => {
    expect(dateOfBirthError(emptyDate)).toBe(messages.dob.required);
    expect(dateOfBirthError({ day: '28', month: '08', year: '' })).toBe(messages.dob.invalid);
    expect(dateOfBirthError({ day: '29', month: '02', year: '2023' })).toBe(messages.dob.invalid);
    expect(dateOfBirthError({ day: '29', month: '02', year: '2024' })).toBeNull();
    expect(dateOfBirthError({ day: '28', month: '08', year: '1978' }, { minYear: 1980 })).toBe(messages.dob.invalid);
    expect(dateOfBirthError({ day: '28', month: '08', year: '1978' })).toBeNull();
  });

  it('converts to and from the wire formats', () => {
    expect(toServerDate({ day: '5', month: '1', year: '1990' })).toBe('05/01/1990');
    expect(toIsoDate({ day: '28', month: '08', year: '1978' })).toBe('1978-08-28');
    expect(fromDayMonthYear('15-01-1990')).toEqual({ day: '15', month: '01', year: '1990' });
    expect(fromDayMonthYear('nonsense')).toEqual(emptyDate);
  });
});

describe('DateOfBirthInput', () => {
  it('is a labelled group with the hint, numeric boxes of 2, 2 and 4 digits', () => {
    render(<Harness />);
    const group = screen.getByRole('group', { name: 'Date of birth' });
    expect(document.getElementById(group.getAttribute('aria-describedby') ?? '')?.textContent).toBe(messages.dob.hint);
    expect(box('Day').maxLength).toBe(2);
    expect(box('Month').maxLength).toBe(2);
    expect(box('Year').maxLength).toBe(4);
    expect(box('Year').getAttribute('inputmode')).toBe('numeric');
  });

  it('takes digits only, moves on by itself and pads on blur', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(box('Day'));
    await user.keyboard('2x8');
    expect(document.activeElement).toBe(box('Month'));
    await user.keyboard('8');
    expect(document.activeElement).toBe(box('Year'));
    expect(box('Month').value).toBe('08');
    await user.keyboard('1978');
    expect(iso()).toBe('1978-08-28');
    await user.click(box('Day'));
    await user.clear(box('Day'));
    await user.keyboard('5');
    await user.tab();
    expect(box('Day').value).toBe('05');
  });

  it('limits the day to the days in the month, leap years included, and the month to 12', async () => {
    const user = userEvent.setup();
    render(<Harness initial={{ day: '31', month: '', year: '' }} />);
    await user.click(box('Month'));
    await user.keyboard('02');
    expect(box('Day').value).toBe('29');
    await user.keyboard('2023');
    expect(box('Day').value).toBe('28');
    await user.clear(box('Month'));
    await user.type(box('Month'), '13');
    expect(box('Month').value).toBe('12');
  });

  it('changes values with the up and down arrows, within limits', async () => {
    const user = userEvent.setup();
    render(<Harness initial={{ day: '28', month: '02', year: '2024' }} maxYear={2024} />);
    await user.click(box('Day'));
    await user.keyboard('{ArrowUp}');
    expect(box('Day').value).toBe('29');
    await user.keyboard('{ArrowUp}');
    expect(box('Day').value).toBe('29');
    await user.click(box('Year'));
    await user.keyboard('{ArrowUp}');
    expect(box('Year').value).toBe('2024');
    await user.keyboard('{ArrowDown}');
    expect(box('Year').value).toBe('2023');
    expect(box('Day').value).toBe('28');
    await user.click(box('Month'));
    await user.keyboard('{ArrowDown}');
    expect(box('Month').value).toBe('01');
  });
});
