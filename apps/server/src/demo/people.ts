import { decimalPounds, isoDay, monthStart, penceOf, ukToday } from '@portal/contracts';
import { minimumHourlyRate } from '../modules/pay/index.ts';

/** Deterministic "random" people for the demo, so every fresh start shows the same data. */
const FIRST_NAMES = [
  'Olivia',
  'Noah',
  'Amelia',
  'Oliver',
  'Isla',
  'George',
  'Ava',
  'Arthur',
  'Mia',
  'Leo',
  'Ivy',
  'Harry',
  'Freya',
  'Muhammad',
  'Lily',
  'Jack',
  'Florence',
  'Theo',
  'Grace',
  'Oscar',
  'Priya',
  'Kwame',
  'Aisha',
  'Tomasz',
  'Siobhan',
  'Rhys',
  'Mei',
  'Daniel',
  'Zara',
  'Ewan',
];
const SURNAMES = [
  'Smith',
  'Jones',
  'Williams',
  'Brown',
  'Patel',
  'Evans',
  'Wilson',
  'Thomas',
  'Roberts',
  'Khan',
  'Walker',
  'Wright',
  'Okafor',
  'Murphy',
  'Hughes',
  'Edwards',
  'Nowak',
  'Green',
  'Hall',
  'Chen',
  'Clarke',
  'Lewis',
  'Hussain',
  'Wood',
  'Harris',
  'Campbell',
  'Kelly',
  'Ahmed',
  'Morris',
  'Price',
];
const GRADES = ['Store Colleague', 'Team Leader', 'Store Manager', 'Head Office', 'Regional Manager'];
const LOCATIONS = ['London', 'Manchester', 'Leeds', 'Bristol', 'Glasgow', 'Cardiff', 'Birmingham'];
const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

export function generator(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1664525 + 1013904223) % 2 ** 32;
    return state / 2 ** 32;
  };
}

export interface GeneratedEmployee {
  email: string;
  firstName: string;
  surname: string;
  dateOfBirth: string;
  employeeNumber: string;
  employmentStartDate: string;
  salary: string;
  /** Contracted hours a week; null: the client's default (full time). */
  hoursPerWeek: string | null;
  grade: string;
  location: string;
  /** When they activated their account; null: not registered yet (the employer's figures count them so). */
  activatedAt: Date | null;
  /** Null only for people who have not registered: registering logs a person in. */
  lastLoginAt: Date | null;
  mfaSecret: string | null;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The demo's tests log in the first ones, so they have always registered; after them about one in five has not. */
const ALWAYS_REGISTERED = 90;
const DAY_MS = 86_400_000;
/** The youngest a generated person started work at Acme, in whole years. */
const FIRST_JOB_AGE = 18;

/** Hours a demo person on a lower salary works: part time, so the salary pays the minimum wage with room to spare. */
const PART_TIME_HOURS = [35, 30, 25, 20, 16];
/** What the hours leave a year above the minimum wage, at least: room for a bike or vouchers by salary sacrifice. */
const ROOM = 150_000n;

const salaryAndHours = (pounds: number, on: string) => ({ salary: decimalPounds(penceOf(pounds)), hoursPerWeek: demoHours(penceOf(pounds), on) });

function demoHours(salary: bigint, on: string): string | null {
  const fits = (hours: number) => salary - BigInt(Math.round(minimumHourlyRate({ age: 21, apprenticeRate: false }, on) * hours * 52)) >= ROOM;
  if (fits(37.5)) return null;
  const hours = PART_TIME_HOURS.find(fits) ?? PART_TIME_HOURS.at(-1)!;
  return hours.toFixed(2);
}

export function generateEmployees(count: number, now = new Date('2026-11-01T09:00:00Z')): GeneratedEmployee[] {
  const random = generator(20260101);
  // Registration dates come from a sequence of their own, so the people the demo's tests know keep their data.
  const registration = generator(20261124);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)] as T;
  const today = ukToday(now);
  return Array.from({ length: count }, (_, i) => {
    const n = i + 1;
    const birthYear = 1958 + Math.floor(random() * 46);
    // Nobody started work as a child: the earliest start is the year they turned 18 (dates of birth stay as they were,
    // since ages drive prices).
    const startYear = Math.max(2008 + Math.floor(random() * 18), birthYear + FIRST_JOB_AGE);
    const hasLoggedIn = random() < 0.8;
    const registered = hasLoggedIn || n <= ALWAYS_REGISTERED;
    const twoFactor = hasLoggedIn && random() < 0.25;
    // Registrations spread over the past year; the last login comes after. Registering logs a person in, so whoever
    // registered has logged in: those who have not been back since were last seen the day they registered.
    const activatedDaysAgo = 3 + Math.floor(registration() * 360);
    const activatedAt = registered ? new Date(now.getTime() - activatedDaysAgo * DAY_MS) : null;
    return {
      email: `employee${pad(n, 3)}@acme.test`,
      firstName: pick(FIRST_NAMES),
      surname: pick(SURNAMES),
      dateOfBirth: isoDay(birthYear, 1 + Math.floor(random() * 12), 1 + Math.floor(random() * 28)),
      employeeNumber: `AC${pad(1000 + n, 5)}`,
      employmentStartDate: monthStart(startYear, 1 + Math.floor(random() * 12)),
      ...salaryAndHours(19000 + Math.floor(random() * 60) * 1000, today),
      grade: pick(GRADES),
      location: pick(LOCATIONS),
      activatedAt,
      lastLoginAt: hasLoggedIn ? new Date(now.getTime() - Math.min(Math.floor(random() * 90), activatedDaysAgo) * DAY_MS) : activatedAt,
      mfaSecret: twoFactor ? Array.from({ length: 32 }, () => pick(BASE32.split(''))).join('') : null,
    };
  });
}
