import { decimalPounds, penceOf, type DataLoadColumn } from '@portal/contracts';
import { URN } from './constants.ts';
import { invalidPath, invalidSyntax, invalidValue, ScimError } from './errors.ts';
import { scimTexts as t } from './texts.ts';
import type { StoredPerson } from '../uploads/index.ts';

/**
 * A SCIM User and the portal's person (docs/decisions/integrations.md "SCIM provisioning"): userName is the work
 * e-mail (the portal's login); name.givenName, name.familyName and name.honorificPrefix the names and title; active
 * whether they have not left; the enterprise extension's employeeNumber the employee number; the portal's extension the
 * other columns of the upload template. externalId is accepted and not kept.
 */

/** What a request may set, each field an upload column (active and the work e-mail aside). */
export const FIELD_COLUMNS = {
  userName: 'email',
  givenName: 'first_name',
  familyName: 'surname',
  honorificPrefix: 'title',
  employeeNumber: 'employee_number',
  dateOfBirth: 'date_of_birth',
  sex: 'sex',
  employmentStartDate: 'start_date',
  employmentStatus: 'employment_status',
  leavingDate: 'leaving_date',
  annualSalary: 'annual_salary',
  location: 'location',
  grade: 'grade',
  taxRegion: 'tax_region',
  hoursPerWeek: 'hours_per_week',
  apprentice: 'apprentice',
} as const satisfies Record<string, DataLoadColumn>;
export type ColumnField = keyof typeof FIELD_COLUMNS;
export type ScimField = ColumnField | 'active' | 'workEmail';
/** What a request sets: a field's value as sent; null or absent leaves what is held (as a blank upload cell does). */
export type ScimInput = Partial<Record<ScimField, string | number | boolean | null>>;

/** The portal extension's attributes, in the order the schema lists them. */
export const EMPLOYEE_FIELDS = [
  'dateOfBirth',
  'sex',
  'employmentStartDate',
  'employmentStatus',
  'leavingDate',
  'annualSalary',
  'location',
  'grade',
  'taxRegion',
  'hoursPerWeek',
  'apprentice',
] as const satisfies readonly ColumnField[];
/** Written, never read back: the IdP has no need of them, and a leaked token then shows less (data minimisation). */
export const WRITE_ONLY_FIELDS: ReadonlySet<ColumnField> = new Set(['dateOfBirth', 'sex', 'annualSalary']);

/** The attribute a field is, as a SCIM client names it (in error details). */
export function attributeName(column: string): string {
  const field = (Object.keys(FIELD_COLUMNS) as ColumnField[]).find((f) => FIELD_COLUMNS[f] === column);
  if (!field) return column;
  if (field === 'userName') return 'userName';
  if (field === 'givenName' || field === 'familyName' || field === 'honorificPrefix') return `name.${field}`;
  if (field === 'employeeNumber') return `${URN.enterprise}:employeeNumber`;
  return `${URN.employee}:${field}`;
}

/** Core attributes the portal does not keep: accepted and ignored, so an IdP's default mappings work. */
const IGNORED_CORE = new Set([
  'id',
  'meta',
  'schemas',
  'externalid',
  'displayname',
  'nickname',
  'profileurl',
  'title',
  'usertype',
  'preferredlanguage',
  'locale',
  'timezone',
  'password',
  'phonenumbers',
  'ims',
  'photos',
  'addresses',
  'groups',
  'entitlements',
  'roles',
  'x509certificates',
]);
const NAME_FIELDS: Record<string, ColumnField | null> = {
  givenname: 'givenName',
  familyname: 'familyName',
  honorificprefix: 'honorificPrefix',
  formatted: null,
  middlename: null,
  honorificsuffix: null,
};
const ENTERPRISE_FIELDS: Record<string, ColumnField | null> = {
  employeenumber: 'employeeNumber',
  costcenter: null,
  organization: null,
  division: null,
  department: null,
  manager: null,
};
const EMPLOYEE_BY_LOWER = new Map<string, ColumnField>(EMPLOYEE_FIELDS.map((f) => [f.toLowerCase(), f]));

type Target = { kind: 'field'; field: ScimField } | { kind: 'ignored' } | { kind: 'name' } | { kind: 'emails' } | { kind: 'extension'; urn: string };

const PATH = /^([A-Za-z][\w$-]*)(?:\[\s*([^\]]*)\s*\])?(?:\.([A-Za-z][\w$-]*))?$/;

/** A path of an operation or a body's key (RFC 7644 §3.5.2 attrPath, with an optional value filter), as what it sets. */
function targetOf(path: string): Target {
  const lowerPath = path.toLowerCase();
  for (const urn of [URN.user, URN.enterprise, URN.employee]) {
    const prefix = urn.toLowerCase();
    if (lowerPath === prefix) return urn === URN.user ? { kind: 'ignored' } : { kind: 'extension', urn };
    if (!lowerPath.startsWith(`${prefix}:`)) continue;
    const rest = lowerPath.slice(prefix.length + 1);
    if (urn === URN.user) return targetOf(path.slice(prefix.length + 1));
    if (urn === URN.enterprise) {
      const root = rest.split(/[.[]/)[0]!;
      if (!Object.hasOwn(ENTERPRISE_FIELDS, root)) throw invalidPath(t.unknownAttribute(path));
      const field = ENTERPRISE_FIELDS[root];
      return field && rest === root ? { kind: 'field', field } : { kind: 'ignored' };
    }
    const field = EMPLOYEE_BY_LOWER.get(rest);
    if (!field) throw invalidPath(t.unknownAttribute(path));
    return { kind: 'field', field };
  }
  // Another extension's attribute (an IdP's own schema): not the portal's to keep.
  if (lowerPath.startsWith('urn:')) return { kind: 'ignored' };
  const match = PATH.exec(path);
  if (!match) throw invalidPath(t.unknownAttribute(path));
  const [, root, filter, sub] = match.map((part) => part?.toLowerCase());
  if (root === 'username' && !filter && !sub) return { kind: 'field', field: 'userName' };
  if (root === 'active' && !filter && !sub) return { kind: 'field', field: 'active' };
  if (root === 'name' && !filter) {
    if (!sub) return { kind: 'name' };
    if (!Object.hasOwn(NAME_FIELDS, sub)) throw invalidPath(t.unknownAttribute(path));
    const field = NAME_FIELDS[sub]!;
    return field ? { kind: 'field', field } : { kind: 'ignored' };
  }
  if (root === 'emails') {
    const work = !filter || /^type\s+eq\s+"?work"?$/.test(filter) || /^primary\s+eq\s+true$/.test(filter);
    if (!work) return { kind: 'ignored' };
    if (!sub) return { kind: 'emails' };
    return sub === 'value' ? { kind: 'field', field: 'workEmail' } : { kind: 'ignored' };
  }
  if (root && IGNORED_CORE.has(root)) return { kind: 'ignored' };
  throw invalidPath(t.unknownAttribute(path));
}

const isObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

/** The e-mail of a list of emails a person is reached at for work: the work one, else the primary one, else the first. */
function workEmailOf(list: unknown[], path: string): unknown {
  const entries = list.filter(isObject);
  if (entries.length !== list.length) throw invalidValue(t.badValue(path));
  const chosen =
    entries.find((e) => typeof e.type === 'string' && e.type.toLowerCase() === 'work') ??
    entries.find((e) => e.primary === true || e.primary === 'true' || e.primary === 'True') ??
    entries[0];
  return chosen?.value ?? null;
}

/** A simple attribute's value: text, a number or a boolean; null for none. */
function simpleValue(value: unknown, path: string): string | number | boolean | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'boolean' || (typeof value === 'number' && Number.isFinite(value))) return value;
  throw invalidValue(t.badValue(path));
}

/**
 * Sets into `input` what `value` at `path` says: a simple attribute, or a complex one (name, emails, an extension)
 * taken apart. `remove` leaves what is held (a removed attribute is as a blank upload cell: the portal keeps it).
 */
export function absorb(path: string, value: unknown, input: ScimInput, remove = false): void {
  const target = targetOf(path);
  switch (target.kind) {
    case 'ignored':
      return;
    case 'field':
      if (remove) return;
      input[target.field] = simpleValue(Array.isArray(value) && target.field === 'workEmail' ? (value[0] as unknown) : value, path);
      return;
    case 'name':
      if (remove) return;
      if (!isObject(value)) throw invalidValue(t.badValue(path));
      for (const [key, item] of Object.entries(value)) absorb(`name.${key}`, item, input);
      return;
    case 'emails':
      if (remove) return;
      if (Array.isArray(value)) input.workEmail = simpleValue(workEmailOf(value, path), path);
      else if (isObject(value)) input.workEmail = simpleValue(value.value, path);
      else throw invalidValue(t.badValue(path));
      return;
    case 'extension':
      if (remove) return;
      if (!isObject(value)) throw invalidValue(t.badValue(path));
      for (const [key, item] of Object.entries(value)) absorb(`${target.urn}:${key}`, item, input);
      return;
  }
}

/** A whole User of a POST or PUT: its schemas must name the core User schema. */
export function userInput(body: unknown): ScimInput {
  if (!isObject(body)) throw invalidSyntax(t.notObject);
  const schemas = body.schemas;
  if (!Array.isArray(schemas) || !schemas.some((s) => typeof s === 'string' && s.toLowerCase() === URN.user.toLowerCase())) throw invalidSyntax(t.userSchema);
  const input: ScimInput = {};
  for (const [key, value] of Object.entries(body)) absorb(key, value, input);
  return input;
}

/** A PatchOp's operations (RFC 7644 §3.5.2), each op in any case ("Replace", as Entra ID sends it), into one input. */
export function patchInput(body: unknown, maxOperations: number): ScimInput {
  if (!isObject(body)) throw invalidSyntax(t.notObject);
  const schemas = body.schemas;
  if (!Array.isArray(schemas) || !schemas.some((s) => typeof s === 'string' && s.toLowerCase() === URN.patchOp.toLowerCase()))
    throw invalidSyntax(t.patchSchema);
  const operations = body.Operations ?? body.operations;
  if (!Array.isArray(operations) || operations.length === 0 || operations.length > maxOperations) throw invalidSyntax(t.operations(maxOperations));
  const input: ScimInput = {};
  for (const operation of operations) {
    if (!isObject(operation)) throw invalidSyntax(t.operations(maxOperations));
    const op = typeof operation.op === 'string' ? operation.op.toLowerCase() : '';
    if (op !== 'add' && op !== 'replace' && op !== 'remove') throw invalidSyntax(t.op(String(operation.op).slice(0, 20)));
    const path = operation.path;
    if (path !== undefined && (typeof path !== 'string' || path.length === 0 || path.length > 300))
      throw invalidPath(t.unknownAttribute(String(path).slice(0, 60)));
    if (op === 'remove') {
      if (path === undefined) throw new ScimError(400, t.removeNeedsPath, 'noTarget');
      absorb(path, null, input, true);
    } else if (path === undefined) {
      if (!isObject(operation.value)) throw invalidValue(t.valueNeeded);
      for (const [key, value] of Object.entries(operation.value)) absorb(key, value, input);
    } else absorb(path, operation.value, input);
  }
  return input;
}

/** active as Entra ID sends it too: a boolean, or the text "True" or "False" in any case. */
export function activeOf(value: string | number | boolean): boolean {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'string' && /^(true|false)$/i.test(value.trim())) return value.trim().toLowerCase() === 'true';
  throw invalidValue(t.badActive);
}

/** The person as the portal holds them, for answering: the upload's fields and when they were made. */
export type HeldUser = StoredPerson & { createdAt: Date };

/** The person as a SCIM User (RFC 7643 §4.1), with the enterprise and portal extensions. */
export function scimUser(person: HeldUser, baseUrl: string) {
  const employee: Record<string, string | number | boolean | null> = {
    employmentStartDate: person.employmentStartDate,
    employmentStatus: person.employmentStatus,
    leavingDate: person.leavingDate,
    location: person.location,
    grade: person.grade,
    taxRegion: person.taxRegion,
    hoursPerWeek: person.hoursPerWeek === null ? null : Number(person.hoursPerWeek),
    apprentice: person.apprentice,
  };
  const name = {
    givenName: person.firstName,
    familyName: person.surname,
    formatted: `${person.firstName} ${person.surname}`,
    ...(person.title && { honorificPrefix: person.title }),
  };
  return {
    schemas: [URN.user, URN.enterprise, URN.employee],
    id: String(person.id),
    userName: person.email,
    name,
    displayName: name.formatted,
    emails: [{ value: person.email, type: 'work', primary: true }],
    active: person.employmentStatus !== 'left',
    [URN.enterprise]: person.employeeNumber === null ? {} : { employeeNumber: person.employeeNumber },
    [URN.employee]: Object.fromEntries(Object.entries(employee).filter(([, value]) => value !== null)),
    meta: { resourceType: 'User', created: person.createdAt.toISOString(), location: `${baseUrl}/Users/${person.id}` },
  };
}

/** A stored salary as the upload's form ("32000.00"), for comparing with what was sent. */
export const salaryText = (salary: string | null) => (salary === null ? null : decimalPounds(penceOf(Number(salary))));
