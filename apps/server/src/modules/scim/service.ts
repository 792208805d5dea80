import { allDataLoadColumns, CCV_GROUP_CODE, ukToday, type AuditCredential, type DataLoadColumn, type FieldChange } from '@portal/contracts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/connect.ts';
import { recordAudit, type AuditEntryInput } from '../../db/repositories/audit-log.ts';
import { endForLeavers } from '../../db/repositories/selections.ts';
import { sendWelcomeMails } from '../account/index.ts';
import { currentClientBenefits } from '../benefits/index.ts';
import { repriceForNewSalaries } from '../catalogue/index.ts';
import {
  checkRow,
  fieldsOf,
  findClient,
  insertPeople,
  lockPeople,
  newSalaryFrom,
  PeopleIndex,
  planRow,
  updatePeople,
  type RowValues,
} from '../uploads/index.ts';
import { scimLimits, URN } from './constants.ts';
import { invalidValue, ScimError, uniqueness } from './errors.ts';
import { parseFilter } from './filter.ts';
import { holdersOf, pageOfPeople, personOfClient } from './queries.ts';
import { activeOf, attributeName, FIELD_COLUMNS, patchInput, scimUser, userInput, type ColumnField, type HeldUser, type ScimInput } from './resource.ts';
import { scimTexts as t } from './texts.ts';

/**
 * SCIM Users of one client (docs/decisions/integrations.md "SCIM provisioning"). The caller is a SCIM token already
 * proved, and its client is the only one it reaches: every read names it, and another client's user is not found.
 * What a request changes passes the HR upload's own checks (checkRow, planRow) and is written as an upload writes it:
 * a leaver's selections ended, a new salary re-pricing salary-linked cover, a starter welcomed, the same audit entries.
 */
export interface ScimContext {
  db: Db;
  config: Config;
  now: Date;
  clientId: number;
  credentialId: number;
  /** The token, as the audit log's words name it. */
  credential: AuditCredential;
  /** `https://<host>/scim/v2`, for meta.location. */
  baseUrl: string;
}

const notFound = (id: string) => new ScimError(404, t.userNotFound(id.slice(0, 20)));
const idOf = (id: string) => (/^[1-9]\d{0,8}$/.test(id) ? Number(id) : null);

type Person = NonNullable<Awaited<ReturnType<typeof personOfClient>>>;

async function ownUser(ctx: ScimContext, db: Db, id: string): Promise<Person> {
  const number = idOf(id);
  const person = number === null ? undefined : await personOfClient(db, ctx.clientId, number);
  if (!person) throw notFound(id);
  return person;
}

export async function getUser(ctx: ScimContext, id: string) {
  return scimUser(await ownUser(ctx, ctx.db, id), ctx.baseUrl);
}

function pagingNumber(value: unknown, fallback: number): number {
  if (value === undefined) return fallback;
  if (typeof value !== 'string' || !/^-?\d{1,9}$/.test(value.trim())) throw invalidValue(t.badPaging);
  return Number(value);
}

/** A page of the client's users (RFC 7644 §3.4.2): filtered by one `eq`, from startIndex (1-based), at most `count`. */
export async function listUsers(ctx: ScimContext, query: Record<string, unknown>) {
  const filter = query.filter === undefined ? null : typeof query.filter === 'string' ? parseFilter(query.filter) : parseFilter('');
  const startIndex = Math.max(1, pagingNumber(query.startIndex, 1));
  const count = Math.min(scimLimits.pageSize, Math.max(0, pagingNumber(query.count, scimLimits.pageSize)));
  const { rows, total } = await pageOfPeople(ctx.db, ctx.clientId, filter, startIndex - 1, count);
  return {
    schemas: [URN.listResponse],
    totalResults: total,
    startIndex,
    itemsPerPage: rows.length,
    Resources: rows.map((row) => scimUser(row, ctx.baseUrl)),
  };
}

const COLUMN_FIELD = Object.fromEntries(Object.entries(FIELD_COLUMNS).map(([field, column]) => [column, field])) as Record<DataLoadColumn, ColumnField>;

/** A text cell of the upload for a value sent: text and numbers as they are, a boolean only for apprentice. */
function cellOf(column: DataLoadColumn, value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') {
    if (column !== 'apprentice') throw invalidValue(t.badValue(attributeName(column)));
    return value ? 'yes' : 'no';
  }
  return String(value);
}

/** Refused for what the upload's rules say, each problem named by its SCIM attribute. */
function refuse(errors: { column: string; message: string }[]): never {
  throw invalidValue(errors.map((e) => t.field(attributeName(e.column), e.message)).join('; '));
}

/** What was sent, as a row of the upload checked by the upload's own rules; userName (else the work e-mail) is the e-mail. */
function checkedValues(input: ScimInput): RowValues {
  const email = input.userName ?? input.workEmail ?? null;
  const cells = allDataLoadColumns.map((column) => cellOf(column, column === 'email' ? email : input[COLUMN_FIELD[column]]));
  const row = checkRow(cells, 1);
  if (row.errors.length > 0) refuse(row.errors);
  return row.values;
}

/**
 * `active` into the upload's terms, unless employmentStatus says it outright: false makes a leaver (leaving today, or
 * on the start day of someone who has not started; one who has left already stays as held); true brings a leaver back.
 */
function applyActive(values: RowValues, input: ScimInput, held: HeldUser | null, today: string) {
  if (input.active === undefined || input.active === null || values.employment_status !== null) return;
  const active = activeOf(input.active);
  if (!active) {
    if (held?.employmentStatus === 'left') return;
    values.employment_status = 'left';
    const start = values.start_date ?? held?.employmentStartDate ?? null;
    values.leaving_date ??= start !== null && start > today ? start : today;
  } else if (held?.employmentStatus === 'left') values.employment_status = 'active';
}

/** Another of the client's people holding the address or number: refused as SCIM's uniqueness conflict. */
async function assertUnique(db: Db, ctx: ScimContext, keys: { email: string | null; employeeNumber: string | null }, exceptId: number | null) {
  const holders = await holdersOf(db, ctx.clientId, keys, exceptId);
  if (keys.email !== null && holders.some((h) => h.email.toLowerCase() === keys.email!.toLowerCase())) throw uniqueness(t.userNameTaken);
  if (keys.employeeNumber !== null && holders.length > 0) throw uniqueness(t.numberTaken);
}

const isUniqueViolation = (error: unknown) => (error as { code?: string }).code === '23505';

const audit = (ctx: ScimContext, subjectId: number) => ({ clientId: ctx.clientId, actorId: null, credentialId: ctx.credentialId, subjectId });

/** A new person (POST /Users): the upload's starter rules (names, e-mail, a date of birth unless they have left). */
export async function createUser(ctx: ScimContext, body: unknown) {
  const input = userInput(body);
  if (!(input.userName ?? input.workEmail)) throw invalidValue(t.userNameNeeded);
  const values = checkedValues(input);
  applyActive(values, input, null, ukToday(ctx.now));
  const client = await findClient(ctx.db, ctx.clientId);
  if (!client) throw notFound('');
  const id = await ctx.db.transaction(async (tx) => {
    await assertUnique(tx, ctx, { email: values.email, employeeNumber: values.employee_number }, null);
    const row = { line: 1, cells: [], values, errors: [] };
    const [starter] = planRow(row, new PeopleIndex([]));
    if (row.errors.length > 0 || !starter) refuse(row.errors);
    let made: Awaited<ReturnType<typeof insertPeople>>;
    try {
      made = await insertPeople(tx, [
        { ...fieldsOf(starter.changes), clientId: ctx.clientId, userType: 'employee' as const } as Parameters<typeof insertPeople>[1][number],
      ]);
    } catch (error) {
      if (isUniqueViolation(error)) throw uniqueness(t.userNameTaken);
      throw error;
    }
    const person = made[0]!;
    // As an upload: a client still in draft holds the welcome until Go live; one who has left is not welcomed.
    if (client.status === 'live' && values.employment_status !== 'left') await sendWelcomeMails(tx, ctx.config, client, [person], ctx.now);
    await recordAudit(tx, { ...audit(ctx, person.id), action: 'employee.added', details: { credential: ctx.credential } });
    return person.id;
  });
  return scimUser((await personOfClient(ctx.db, ctx.clientId, id))!, ctx.baseUrl);
}

/**
 * Changes a person as an upload's row for them would: what is sent and differs from what is held. An attribute not
 * sent (or sent empty, or removed) leaves what is held, as a blank upload cell does. The person is locked while the
 * change is planned and written, so two requests for one person do not interleave.
 */
async function changeUser(ctx: ScimContext, id: string, sent: ScimInput) {
  // userName is the login: a work e-mail sent on its own (Entra ID sends its mail attribute, which may differ from the
  // user principal name it sends as userName) changes nothing, or the login would follow whichever came last.
  const { workEmail: _ignored, ...input } = sent;
  const values = checkedValues(input);
  const client = await findClient(ctx.db, ctx.clientId);
  if (!client) throw notFound(id);
  const today = ukToday(ctx.now);
  await ctx.db.transaction(async (tx) => {
    const person = await ownUser(ctx, tx, id);
    await lockPeople(tx, ctx.clientId, [person.id]);
    const held = await ownUser(ctx, tx, id);
    applyActive(values, input, held, today);
    const newEmail = values.email !== null && values.email.toLowerCase() !== held.email.toLowerCase() ? values.email : null;
    const newNumber = values.employee_number !== null && values.employee_number !== held.employeeNumber ? values.employee_number : null;
    if (newEmail !== null || newNumber !== null) await assertUnique(tx, ctx, { email: newEmail, employeeNumber: newNumber }, held.id);
    // The upload finds its person by the row's number or e-mail; SCIM has found them by id, so the row carries what is
    // held for those, and a new address or number is a change of its own (the upload cannot renumber; SCIM may).
    values.email = held.email;
    values.employee_number = held.employeeNumber;
    const row = { line: 1, cells: [], values, errors: [] };
    const planned = planRow(row, new PeopleIndex([held]));
    if (row.errors.length > 0) refuse(row.errors);
    const entry = planned.find((e) => e.kind === 'leaver' || e.kind === 'change');
    const changes: FieldChange[] = [...(entry?.changes ?? [])];
    if (newEmail !== null) changes.push({ field: 'email', before: held.email, after: newEmail });
    if (newNumber !== null) changes.push({ field: 'employee_number', before: held.employeeNumber, after: newNumber });
    if (changes.length === 0) return;
    try {
      await updatePeople(tx, ctx.clientId, [{ id: held.id, values: fieldsOf(changes) }]);
    } catch (error) {
      if (isUniqueViolation(error)) throw uniqueness(t.userNameTaken);
      throw error;
    }
    if (changes.some((c) => c.field === 'annual_salary')) await repriceForNewSalaries(tx, ctx.clientId, [held.id], newSalaryFrom(today), ctx.now);
    let entryAudit: AuditEntryInput;
    if (entry?.kind === 'leaver') {
      const leavingDate = changes.find((c) => c.field === 'leaving_date')?.after ?? held.leavingDate ?? today;
      const { benefits } = await currentClientBenefits(ctx.db, ctx.clientId, client.dataVersion);
      const vouchers = benefits.filter((b) => b.groupCode === CCV_GROUP_CODE).map((b) => b.id);
      await endForLeavers(tx, ctx.clientId, [{ userId: held.id, leavingDate }], vouchers, ctx.now);
      entryAudit = { ...audit(ctx, held.id), action: 'employee.left', details: { leavingDate, changes, credential: ctx.credential } };
    } else entryAudit = { ...audit(ctx, held.id), action: 'employee.updated', details: { changes, credential: ctx.credential } };
    await recordAudit(tx, entryAudit);
  });
  return scimUser((await personOfClient(ctx.db, ctx.clientId, idOf(id)!))!, ctx.baseUrl);
}

/** PUT /Users/:id: the User as sent; userName is required (RFC 7643), what is not sent stays as held. */
export async function replaceUser(ctx: ScimContext, id: string, body: unknown) {
  await ownUser(ctx, ctx.db, id);
  const input = userInput(body);
  if (!(input.userName ?? input.workEmail)) throw invalidValue(t.userNameNeeded);
  return changeUser(ctx, id, input);
}

/** PATCH /Users/:id: the operations' values, as Entra ID and Okta send them. */
export async function patchUser(ctx: ScimContext, id: string, body: unknown) {
  await ownUser(ctx, ctx.db, id);
  return changeUser(ctx, id, patchInput(body, scimLimits.patchOperations));
}

/** DELETE /Users/:id: the person is not deleted but leaves (the upload's leaving rules), their history kept. */
export async function deactivateUser(ctx: ScimContext, id: string): Promise<void> {
  await ownUser(ctx, ctx.db, id);
  await changeUser(ctx, id, { active: false });
}
