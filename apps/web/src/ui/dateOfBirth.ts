import { DATE_OF_BIRTH_MIN_YEAR, daysInMonth, ISO_DATE_PATTERN, messages, ukYear } from '@portal/contracts';

export interface DateParts {
  day: string;
  month: string;
  year: string;
}

export const emptyDate: DateParts = { day: '', month: '', year: '' };

/** The most days the date's month can have; while month or year are still unknown, the most the date could have (2000 was a leap year). */
export function mostDays(month: number | null, year: number | null): number {
  if (!month || month < 1 || month > 12) return 31;
  return daysInMonth(year ?? 2000, month);
}

const numberOf = (text: string) => (text === '' ? null : Number(text));
const completeYear = (year: string) => (year.length === 4 ? Number(year) : null);

export const maxDayFor = (parts: DateParts) => mostDays(numberOf(parts.month), completeYear(parts.year));

export const pad2 = (text: string) => (text.length === 1 && text !== '0' ? `0${text}` : text);

/** YYYY-MM-DD, the form the spec's pattern accepts. */
export const toIsoDate = (parts: DateParts) => `${parts.year}-${pad2(parts.month)}-${pad2(parts.day)}`;

/** DD/MM/YYYY, as the date-of-birth calls send it. */
export const toServerDate = (parts: DateParts) => `${pad2(parts.day)}/${pad2(parts.month)}/${parts.year}`;

/** Reads DD-MM-YYYY (the reset link's `dob` parameter); anything else gives an empty date. */
export function fromDayMonthYear(text: string | null): DateParts {
  const match = /^(\d{2})-(\d{2})-(\d{4})$/.exec(text ?? '');
  return match ? { day: match[1]!, month: match[2]!, year: match[3]! } : emptyDate;
}

export interface YearLimits {
  minYear?: number;
  maxYear?: number;
}

export const yearBounds = ({ minYear = DATE_OF_BIRTH_MIN_YEAR, maxYear = ukYear() }: YearLimits) => ({ minYear, maxYear });

/** Spec §5: required, then a real date matching YYYY-MM-DD with the year inside its limits. */
export function dateOfBirthError(parts: DateParts, limits: YearLimits = {}): string | null {
  if (!parts.day && !parts.month && !parts.year) return messages.dob.required;
  const iso = toIsoDate(parts);
  if (!ISO_DATE_PATTERN.test(iso)) return messages.dob.invalid;
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  const { minYear, maxYear } = yearBounds(limits);
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return messages.dob.invalid;
  if (year < minYear || year > maxYear) return messages.dob.invalid;
  return null;
}
