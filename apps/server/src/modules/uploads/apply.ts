import { CCV_GROUP_CODE, ukToday, uploadTexts, type DataLoad, type DataLoadColumn, type FieldChange } from '@portal/contracts';
import { recordAudit } from '../../db/repositories/audit-log.ts';
import { endForLeavers } from '../../db/repositories/selections.ts';
import type { NewUser } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import type { UploadContext } from './caller.ts';
import { sendWelcomeMails } from '../account/index.ts';
import { currentClientBenefits } from '../benefits/index.ts';
import { repriceForNewSalaries } from '../catalogue/index.ts';
import { emitWebhookEvents, type WebhookEvent } from '../webhooks/index.ts';
import { uploadEntries } from './audit.ts';
import { storedValue, type StoredPerson } from './plan.ts';
import { dataLoadOf, newSalaryFrom } from './present.ts';
import { allEntries, findClient, insertPeople, lockDataLoad, lockPeople, updateDataLoad, updatePeople } from './queries.ts';

/** The users column each file column writes. */
const COLUMN_FIELDS: Record<DataLoadColumn, keyof NewUser> = {
  employee_number: 'employeeNumber',
  title: 'title',
  first_name: 'firstName',
  surname: 'surname',
  email: 'email',
  date_of_birth: 'dateOfBirth',
  sex: 'sex',
  start_date: 'employmentStartDate',
  employment_status: 'employmentStatus',
  leaving_date: 'leavingDate',
  annual_salary: 'salary',
  location: 'location',
  grade: 'grade',
  tax_region: 'taxRegion',
  hours_per_week: 'hoursPerWeek',
  apprentice: 'apprentice',
};

/** The stored form of a change: text as the file gave it, apart from the apprentice rate's yes or no. */
const storedForm = (change: FieldChange) => (change.field === 'apprentice' ? change.after === 'yes' : change.after);
export const fieldsOf = (changes: FieldChange[]): Partial<NewUser> => Object.fromEntries(changes.map((c) => [COLUMN_FIELDS[c.field], storedForm(c)]));
const stale = () => new AppError(409, uploadTexts.stale);
const sameValue = (field: DataLoadColumn, a: string | null, b: string | null) => (field === 'email' ? a?.toLowerCase() === b?.toLowerCase() : a === b);

/** Every change's `before` must still be what is stored: a person edited since the preview makes the preview wrong. */
function assertUnchanged(changes: { userId: number | null; detail: unknown }[], people: Map<number, StoredPerson>) {
  for (const entry of changes) {
    const person = entry.userId ? people.get(entry.userId) : undefined;
    if (!person) throw stale();
    for (const change of entry.detail as FieldChange[]) if (!sameValue(change.field, storedValue(person, change.field), change.before)) throw stale();
  }
}

/**
 * Applies a previewed upload in one transaction (spec §7, issue "HR data uploads"): starters added with their welcome
 * e-mails queued, leavers recorded and their selections ended (vouchers already bought stay theirs), changes made
 * (a new salary re-prices salary-linked cover from the day it counts from),
 * the upload marked applied with who and when, and the audit entry written. The upload row is locked first, so a
 * second click waits and then finds it applied; a crash part-way leaves nothing, as the transaction never commits.
 */
export async function applyDataLoad(ctx: UploadContext, id: number): Promise<{ dataLoad: DataLoad }> {
  const client = await findClient(ctx.db, ctx.clientId);
  if (!client) throw notFound(uploadTexts.notFound);
  const { benefits } = await currentClientBenefits(ctx.db, ctx.clientId, ctx.clientVersion);
  const vouchers = new Set(benefits.filter((b) => b.groupCode === CCV_GROUP_CODE).map((b) => b.id));
  const applied = await ctx.db.transaction(async (tx) => {
    const load = await lockDataLoad(tx, ctx.clientId, id);
    if (!load) throw notFound(uploadTexts.notFound);
    if (load.status === 'applied') return load;
    if (load.status !== 'preview') throw new AppError(409, uploadTexts.notPreview);
    const entries = await allEntries(tx, load.id, ['starter', 'leaver', 'change']);
    const existing = entries.filter((e) => e.kind !== 'starter');
    const people = new Map(
      (
        await lockPeople(
          tx,
          ctx.clientId,
          existing.map((e) => e.userId!),
        )
      ).map((p) => [p.id, p]),
    );
    assertUnchanged(existing, people);

    await updatePeople(
      tx,
      ctx.clientId,
      existing.map((entry) => ({ id: entry.userId!, values: fieldsOf(entry.detail as FieldChange[]) })),
    );
    // Cover that follows pay: salary-linked choices re-priced from the day the preview promised for the new salary.
    const newSalaries = existing.filter((e) => (e.detail as FieldChange[]).some((c) => c.field === 'annual_salary')).map((e) => e.userId!);
    await repriceForNewSalaries(tx, ctx.clientId, newSalaries, newSalaryFrom(ukToday(ctx.now)), ctx.now);
    const leavers = existing.filter((e) => e.kind === 'leaver');
    if (leavers.length > 0) {
      const leavingDate = new Map(
        leavers.map((e) => [
          e.userId!,
          (e.detail as FieldChange[]).find((c) => c.field === 'leaving_date')?.after ?? people.get(e.userId!)?.leavingDate ?? ukToday(ctx.now),
        ]),
      );
      await endForLeavers(
        tx,
        ctx.clientId,
        [...leavingDate].map(([userId, date]) => ({ userId, leavingDate: date })),
        [...vouchers],
        ctx.now,
      );
    }

    const starters = entries.filter((e) => e.kind === 'starter');
    let made: Awaited<ReturnType<typeof insertPeople>> = [];
    if (starters.length > 0) {
      try {
        made = await insertPeople(
          tx,
          starters.map((e) => ({ ...fieldsOf(e.detail as FieldChange[]), clientId: ctx.clientId, userType: 'employee' as const }) as NewUser),
        );
      } catch (error) {
        // An e-mail taken since the preview (the unique index says so): the preview is out of date.
        if ((error as { code?: string }).code === '23505') throw stale();
        throw error;
      }
      const welcome = made.filter((_, i) => (starters[i]!.detail as FieldChange[]).find((c) => c.field === 'employment_status')?.after !== 'left');
      // A client still in draft holds them: Go live sends them (issue 37 item 12), unless HR sends them before.
      if (client.status === 'live') await sendWelcomeMails(tx, ctx.config, client, welcome, ctx.now);
    }
    await recordAudit(
      tx,
      ...uploadEntries(
        ctx,
        load,
        entries,
        made.map((person) => person.id),
      ),
    );
    await emitWebhookEvents(tx, ctx.clientId, uploadEvents(load.id, entries, made, people, ukToday(ctx.now)));
    return updateDataLoad(tx, load.id, { status: 'applied', appliedAt: ctx.now, appliedBy: ctx.userId });
  });
  return { dataLoad: dataLoadOf(applied, client) };
}

type Entry = Awaited<ReturnType<typeof allEntries>>[number];

/**
 * What an applied upload tells webhooks: each starter joined and each leaver left (ids, employee number, the date), and the
 * upload applied with its counts. No names or pay.
 */
function uploadEvents(
  uploadId: number,
  entries: Entry[],
  made: { id: number }[],
  people: Map<number, { employeeNumber: string | null; leavingDate: string | null }>,
  today: string,
): WebhookEvent[] {
  const starters = entries.filter((e) => e.kind === 'starter');
  const leavers = entries.filter((e) => e.kind === 'leaver');
  const joined = made.map((person, i): WebhookEvent => {
    const fields = fieldsOf(starters[i]!.detail as FieldChange[]) as Partial<NewUser>;
    return {
      type: 'employee.joined',
      data: { employeeId: person.id, employeeNumber: fields.employeeNumber ?? null, startDate: fields.employmentStartDate ?? null },
    };
  });
  const left = leavers.map((e): WebhookEvent => {
    const before = people.get(e.userId!);
    const leavingDate = (e.detail as FieldChange[]).find((c) => c.field === 'leaving_date')?.after ?? before?.leavingDate ?? today;
    return { type: 'employee.left', data: { employeeId: e.userId!, employeeNumber: before?.employeeNumber ?? null, leavingDate } };
  });
  const counts = { starters: starters.length, leavers: leavers.length, changes: entries.length - starters.length - leavers.length };
  return [...joined, ...left, { type: 'upload.applied', data: { uploadId, ...counts } }];
}
