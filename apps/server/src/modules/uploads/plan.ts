import { allDataLoadColumns, decimalPounds, penceOf, uploadTexts, type DataLoadColumn, type DataLoadEntryKind, type FieldChange } from '@portal/contracts';
import type { CheckedRow, RowValues } from './check-rows.ts';

/** What an upload knows of a person of the client: the fields the file can change. */
export interface StoredPerson {
  id: number;
  userType: 'employee' | 'employer' | 'admin';
  employeeNumber: string | null;
  title: string | null;
  firstName: string;
  surname: string;
  email: string;
  dateOfBirth: string | null;
  sex: string | null;
  employmentStartDate: string | null;
  employmentStatus: 'active' | 'inactive' | 'left';
  leavingDate: string | null;
  salary: string | null;
  location: string | null;
  grade: string | null;
  taxRegion: 'rest-of-uk' | 'scotland' | null;
  /** Stored as numeric: "37.50". */
  hoursPerWeek: string | null;
  apprentice: boolean;
  /** When they activated their account; null: not yet (activating asks for the date of birth we hold). */
  activatedAt: Date | null;
}

export type PlannedKind = Exclude<DataLoadEntryKind, 'error'>;
export interface PlannedEntry {
  line: number;
  kind: PlannedKind;
  userId: number | null;
  name: string;
  employeeNumber: string | null;
  changes: FieldChange[];
}

const t = uploadTexts.row;

/** The stored value of a column, in the form a checked row gives it. */
export function storedValue(person: StoredPerson, column: DataLoadColumn): string | null {
  switch (column) {
    case 'employee_number':
      return person.employeeNumber;
    case 'title':
      return person.title;
    case 'first_name':
      return person.firstName;
    case 'surname':
      return person.surname;
    case 'email':
      return person.email;
    case 'date_of_birth':
      return person.dateOfBirth;
    case 'sex':
      return person.sex;
    case 'start_date':
      return person.employmentStartDate;
    case 'employment_status':
      return person.employmentStatus;
    case 'leaving_date':
      return person.leavingDate;
    case 'annual_salary':
      return person.salary === null ? null : decimalPounds(penceOf(Number(person.salary)));
    case 'location':
      return person.location;
    case 'grade':
      return person.grade;
    case 'tax_region':
      return person.taxRegion;
    case 'hours_per_week':
      return person.hoursPerWeek;
    case 'apprentice':
      return person.apprentice ? 'yes' : 'no';
  }
}

const same = (column: DataLoadColumn, a: string | null, b: string | null) => (column === 'email' ? a?.toLowerCase() === b?.toLowerCase() : a === b);

/** The people of the client, found by employee number and by e-mail (both case-insensitive). */
export class PeopleIndex {
  private readonly byNumber = new Map<string, StoredPerson>();
  private readonly byEmail = new Map<string, StoredPerson>();
  constructor(people: Iterable<StoredPerson>) {
    for (const person of people) {
      if (person.employeeNumber) this.byNumber.set(person.employeeNumber.toLowerCase(), person);
      this.byEmail.set(person.email.toLowerCase(), person);
    }
  }
  number(value: string) {
    return this.byNumber.get(value.toLowerCase());
  }
  email(value: string) {
    return this.byEmail.get(value.toLowerCase());
  }
}

/**
 * Which person a row is, and what it changes. A row is matched by employee number, or by e-mail when its number is
 * blank; a numbered row that matches nobody by number is a starter, unless its e-mail is someone's who has another
 * number (a typo in the number would otherwise add the person twice). An e-mail is only compared with the client's
 * own people: accounts are per client, so whether another client uses an address is never told. Problems are added to
 * the row's errors; a row with none gives its entry when it changes something, and a `cannot-activate` entry when the
 * person will have no date of birth on record and has not activated (issue 26: they could never activate).
 */
export function planRow(row: CheckedRow, people: PeopleIndex): PlannedEntry[] {
  const v = row.values;
  const byEmail = v.email ? people.email(v.email) : undefined;
  let person = v.employee_number ? people.number(v.employee_number) : byEmail;
  if (!person && v.employee_number && byEmail) {
    if (byEmail.employeeNumber) row.errors.push({ column: 'email', message: t.numberMismatch });
    else person = byEmail;
  }
  const owner = byEmail?.id;
  if (owner !== undefined && owner !== person?.id && !row.errors.some((e) => e.column === 'email')) row.errors.push({ column: 'email', message: t.emailTaken });
  if (!person) return starterOf(row);
  if (person.userType === 'admin') row.errors.push({ column: 'employee_number', message: t.notEmployee });
  const status = v.employment_status ?? person.employmentStatus;
  // Someone the row makes a leaver needs a leaving date; one who has already left stays as held (a file downloaded and
  // uploaded again must not be refused for what it does not change).
  if (status === 'left' && person.employmentStatus !== 'left' && !(v.leaving_date ?? person.leavingDate))
    row.errors.push({ column: 'leaving_date', message: t.leavingDateNeeded });
  const start = v.start_date ?? person.employmentStartDate;
  const leaving = v.leaving_date ?? person.leavingDate;
  if (status === 'left' && start && leaving && leaving < start && !row.errors.some((e) => e.column === 'leaving_date'))
    row.errors.push({ column: 'leaving_date', message: t.leavingBeforeStart });
  if (row.errors.length > 0) return [];
  const changes: FieldChange[] = [];
  for (const column of allDataLoadColumns) {
    const after = v[column];
    const before = storedValue(person, column);
    if (after !== null && !same(column, before, after)) changes.push({ field: column, before, after });
  }
  const entry = {
    line: row.line,
    userId: person.id,
    name: `${v.first_name ?? person.firstName} ${v.surname ?? person.surname}`,
    employeeNumber: v.employee_number ?? person.employeeNumber,
  };
  const planned: PlannedEntry[] = [];
  if (changes.length > 0) planned.push({ ...entry, kind: status === 'left' && person.employmentStatus !== 'left' ? 'leaver' : 'change', changes });
  const cannotActivate = person.activatedAt === null && status !== 'left' && (v.date_of_birth ?? person.dateOfBirth) === null;
  if (cannotActivate) planned.push({ ...entry, kind: 'cannot-activate', changes: [] });
  return planned;
}

const STARTER_NEEDS = ['first_name', 'surname', 'email'] as const;

function starterOf(row: CheckedRow): PlannedEntry[] {
  const v: RowValues = row.values;
  for (const column of STARTER_NEEDS)
    if (v[column] === null && !row.errors.some((e) => e.column === column)) row.errors.push({ column, message: t.required(column) });
  // Activating asks for the date of birth we hold: without one a starter could never activate. One recorded as
  // having left already is sent no welcome e-mail, so does not need it.
  if (v.date_of_birth === null && v.employment_status !== 'left' && !row.errors.some((e) => e.column === 'date_of_birth'))
    row.errors.push({ column: 'date_of_birth', message: t.starterBirthDate });
  if (v.employment_status === 'left' && !v.leaving_date) row.errors.push({ column: 'leaving_date', message: t.leavingDateNeeded });
  if (row.errors.length > 0) return [];
  const changes = allDataLoadColumns.filter((column) => v[column] !== null).map((column) => ({ field: column, before: null, after: v[column] }));
  return [{ line: row.line, kind: 'starter', userId: null, name: `${v.first_name} ${v.surname}`, employeeNumber: v.employee_number, changes }];
}
