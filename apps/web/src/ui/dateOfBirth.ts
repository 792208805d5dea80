import { ISO_DATE_PATTERN, messages } from '@portal/contracts';

export interface DateParts {
  day: string;
  month: string;
  year: string;
}

export const emptyDate: DateParts = { day: '', month: '', year: '' };
export const DEFAULT_MIN_YEAR = 1900;

export const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/** Days in a month; while month or year are still unknown, the most the date could have. */
export function daysInMonth(month: number | null, year: number | null): number {
  if (!month || month < 1 || month > 12) return 31;
  if (month === 2) return year === null ? 29 : isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

const numberOf = (text: string) => (text === '' ? null : Number(text));
const completeYear = (year: string) => (year.length === 4 ? Number(year) : null);

export const maxDayFor = (parts: DateParts) => daysInMonth(numberOf(parts.month), completeYear(parts.year));

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

export const yearBounds = ({ minYear = DEFAULT_MIN_YEAR, maxYear = new Date().getFullYear() }: YearLimits) => ({ minYear, maxYear });

/** Spec §5: required, then a real date matching YYYY-MM-DD with the year inside its limits. */
export function dateOfBirthError(parts: DateParts, limits: YearLimits = {}): string | null {
  if (!parts.day && !parts.month && !parts.year) return messages.dob.required;
  const iso = toIsoDate(parts);
  if (!ISO_DATE_PATTERN.test(iso)) return messages.dob.invalid;
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  const { minYear, maxYear } = yearBounds(limits);
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(month, year)) return messages.dob.invalid;
  if (year < minYear || year > maxYear) return messages.dob.invalid;
  return null;
}
