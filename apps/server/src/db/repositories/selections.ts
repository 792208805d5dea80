import { and, eq, getTableColumns, inArray, isNull, sql, type AnyColumn } from 'drizzle-orm';
import type { CostResult } from '@portal/contracts';
import { benefits, benefitSelections, schemeYears, type NewSelection, type SelectionRow } from '../schema/index.ts';
import type { StoredValues } from '@portal/contracts';
import type { Executor } from './executor.ts';

/**
 * The one owner of `benefit_selections` (docs/decisions/benefits-and-pricing.md, "Selection history"): every write of
 * a choice's lifecycle goes through here, as versions. A version is never changed: it is superseded (what we know from
 * now on is different) and, where it stays true in part, recorded again. The services decide the rules and the prices;
 * this decides only how a decision becomes history.
 */

/** What a choice holds at one time: the values the person chose and what the pricing engine made of them. */
export interface VersionContent {
  values: StoredValues;
  peopleCovered: number[];
  employeeCost: string;
  employerCost: string;
  costs: CostResult;
  acceptedTermsVersion: number | null;
}

/** Thrown when the version to act on is no longer what we know (another request acted first). */
export class SelectionConflict extends Error {}

/** The last day of a date's month. */
const addLastDay = (date: string) => {
  const [year, month] = date.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
};

const dayBefore = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

const contentOf = (row: SelectionRow): VersionContent => ({
  values: row.values,
  peopleCovered: row.peopleCovered,
  employeeCost: row.employeeCost,
  employerCost: row.employerCost,
  costs: row.costs,
  acceptedTermsVersion: row.acceptedTermsVersion,
});

/** The row as a new version: everything kept but what it is given, recorded at `at`. */
const copyOf = (row: SelectionRow, at: Date, changes: Partial<NewSelection>): NewSelection => {
  const { id: _id, supersededAt: _superseded, ...kept } = row;
  return { ...kept, ...changes, recordedAt: at, updatedAt: at };
};

async function insertVersions(db: Executor, rows: NewSelection[]): Promise<SelectionRow[]> {
  return rows.length === 0 ? [] : db.insert(benefitSelections).values(rows).returning();
}

/** Stops knowing `row` as it is: fails when someone else already did (it is no longer current). */
async function supersede(db: Executor, row: SelectionRow, at: Date): Promise<void> {
  const done = await db
    .update(benefitSelections)
    .set({ supersededAt: at })
    .where(and(eq(benefitSelections.id, row.id), isNull(benefitSelections.supersededAt)))
    .returning({ id: benefitSelections.id });
  if (done.length === 0) throw new SelectionConflict(`selection version ${row.id} is no longer current`);
}

export interface NewChoice extends VersionContent {
  clientId: number;
  userId: number;
  benefitId: number;
  status: 'active' | 'pending-approval';
  startsOn: string;
  endsOn: string;
}

/** A new choice: its first version, active at once or waiting for approval. Its id names the chain. */
export async function startSelection(db: Executor, choice: NewChoice, at: Date): Promise<SelectionRow> {
  const next = (await db.execute(sql`select nextval(pg_get_serial_sequence('benefit_selections', 'id'))::int as id`)) as unknown as { rows: [{ id: number }] };
  const id = next.rows[0].id;
  const [row] = await insertVersions(db, [
    { ...choice, id, chainId: id, approvedAt: choice.status === 'active' ? at : null, createdAt: at, updatedAt: at, recordedAt: at },
  ]);
  return row!;
}

/**
 * Replaces the version in force from `effectiveOn`: it stays true up to the day before (recorded again, ended by the
 * change), and the new content is in force from then to the old end. A version that had not started by then is
 * replaced whole.
 */
async function replaceFrom(
  db: Executor,
  live: SelectionRow,
  content: VersionContent,
  effectiveOn: string,
  at: Date,
  endsOn = live.endsOn,
): Promise<SelectionRow> {
  await supersede(db, live, at);
  const before = effectiveOn > live.startsOn ? [copyOf(live, at, { endsOn: dayBefore(effectiveOn), endReason: 'changed' })] : [];
  const start = effectiveOn > live.startsOn ? effectiveOn : live.startsOn;
  const next = copyOf(live, at, { ...content, status: 'active', startsOn: start, endsOn, endReason: null, createdAt: at, rejectionReason: null });
  const rows = await insertVersions(db, [...before, next]);
  return rows.at(-1)!;
}

/** A change the person made that needs no approval, in force from `effectiveOn`. */
export const changeSelection = (db: Executor, live: SelectionRow, content: VersionContent, effectiveOn: string, at: Date) =>
  replaceFrom(db, live, content, effectiveOn, at);

/**
 * A fixed-term agreement paused from `from` (issue 36): the same choice with the pause in its figures, from then to its
 * new end (as many months later as it pauses).
 */
export const pauseAgreementFrom = (db: Executor, live: SelectionRow, content: VersionContent, from: string, endsOn: string, at: Date) =>
  replaceFrom(db, live, content, from, at, endsOn);

/**
 * A change that needs approval: a request beside the version in force, which runs on unchanged until it is decided.
 * A request still waiting is replaced by the newer one.
 */
export async function requestChange(
  db: Executor,
  live: SelectionRow,
  waiting: SelectionRow | null,
  content: VersionContent,
  effectiveOn: string,
  at: Date,
): Promise<SelectionRow> {
  if (waiting) await supersede(db, waiting, at);
  const [row] = await insertVersions(db, [
    copyOf(live, at, {
      ...content,
      status: 'pending-approval',
      startsOn: effectiveOn > live.startsOn ? effectiveOn : live.startsOn,
      endReason: null,
      approvedAt: null,
      rejectionReason: null,
      createdAt: at,
    }),
  ]);
  return row!;
}

/**
 * Ends the version in force on `endsOn`: the person opted out, or left. A request of the chain still waiting lapses
 * (it is no longer known; nothing of it was ever in force).
 */
export async function endSelection(
  db: Executor,
  live: SelectionRow,
  waiting: SelectionRow | null,
  status: 'opted-out' | 'ended',
  endsOn: string,
  at: Date,
): Promise<SelectionRow> {
  if (waiting) await supersede(db, waiting, at);
  await supersede(db, live, at);
  const [row] = await insertVersions(db, [copyOf(live, at, { status, endsOn, endReason: null })]);
  return row!;
}

/**
 * A new choice still waiting for approval, changed by the person before anyone decided: the request is replaced (it
 * never was in force, so nothing of the past changes); it may need no approval any more and start at once.
 */
export async function reviseRequest(
  db: Executor,
  request: SelectionRow,
  content: VersionContent,
  startsOn: string,
  status: 'active' | 'pending-approval',
  at: Date,
): Promise<SelectionRow> {
  await supersede(db, request, at);
  const [row] = await insertVersions(db, [copyOf(request, at, { ...content, status, startsOn, approvedAt: status === 'active' ? at : null, createdAt: at })]);
  return row!;
}

/** A request nobody approved yet is taken back or lapses with its choice: it simply stops being known. */
export const withdrawRequest = (db: Executor, request: SelectionRow, at: Date) => supersede(db, request, at);

/**
 * Approves a request. A change replaces the version in force from the date it asked for (a date in a closed payroll
 * month is settled as arrears: reports.md); a new choice becomes active, and one whose start has passed starts on
 * `nextStart` instead (no cover, and no deduction, before it was approved; `startOnceApproved` names that day), to the
 * end `endsOnFrom` gives its start when its end goes with its start (a fixed-term agreement's term).
 */
export async function approveRequest(
  db: Executor,
  request: SelectionRow,
  live: SelectionRow | null,
  decision: { at: Date; today: string; nextStart: string; endsOnFrom?: (startsOn: string) => string | null },
): Promise<SelectionRow> {
  await supersede(db, request, decision.at);
  if (live) return replaceFrom(db, live, contentOf(request), request.startsOn, decision.at);
  const moves = request.startsOn < decision.today;
  const startsOn = moves ? decision.nextStart : request.startsOn;
  const endsOn = decision.endsOnFrom?.(startsOn) ?? request.endsOn;
  const values = moves && request.values.startDate ? { ...request.values, startDate: decision.nextStart } : request.values;
  const [row] = await insertVersions(db, [
    copyOf(request, decision.at, { status: 'active', startsOn, endsOn, values, approvedAt: decision.at, rejectionReason: null }),
  ]);
  return row!;
}

/** Rejects a request: it is kept as refused, with the reason. The version in force, if any, is untouched. */
export async function rejectRequest(db: Executor, request: SelectionRow, reason: string | null, at: Date): Promise<SelectionRow> {
  await supersede(db, request, at);
  const [row] = await insertVersions(db, [copyOf(request, at, { status: 'rejected', rejectionReason: reason })]);
  return row!;
}

/**
 * The end of a choice at its scheme year's last day, when the next year begins (issue 28 §3, the rollover): the version in
 * force ends on `lastDay` (status `ended`) and a change request still waiting lapses. A version that starts on that very
 * day is left as it is (already ending then): marked ended it would read as never run.
 */
export async function endAtYearEnd(db: Executor, live: SelectionRow, waiting: SelectionRow | null, lastDay: string, at: Date): Promise<void> {
  if (live.startsOn >= lastDay && live.endsOn === lastDay) {
    if (waiting) await supersede(db, waiting, at);
    return;
  }
  await endSelection(db, live, waiting, 'ended', lastDay, at);
}

/**
 * A choice that continues into the next scheme year: it ends on the old year's last day (`endAtYearEnd`) and goes on as
 * a new choice of the new year's benefit (a chain of its own) from the new year's first day, with the content the
 * service priced by the new year's plan. Returns the new choice's first version.
 */
export async function rollOverSelection(
  db: Executor,
  live: SelectionRow,
  waiting: SelectionRow | null,
  next: { benefitId: number; content: VersionContent; startsOn: string; endsOn: string },
  lastDay: string,
  at: Date,
): Promise<SelectionRow> {
  await endAtYearEnd(db, live, waiting, lastDay, at);
  return startSelection(
    db,
    {
      clientId: live.clientId,
      userId: live.userId,
      benefitId: next.benefitId,
      ...next.content,
      status: 'active',
      startsOn: next.startsOn,
      endsOn: next.endsOn,
    },
    at,
  );
}

/** A version as history writes it: its chain is given by the list it is in. */
export type HistoryVersion = Omit<NewSelection, 'chainId' | 'id'>;

/**
 * History written as it was (the demo's past): each list is one choice's versions, oldest first, each with its own
 * record times. The first version's id names the chain.
 */
export async function recordHistory(db: Executor, chains: HistoryVersion[][]): Promise<SelectionRow[]> {
  if (chains.length === 0) return [];
  const ids = (await db.execute(
    sql`select nextval(pg_get_serial_sequence('benefit_selections', 'id'))::int as id from generate_series(1, ${chains.length})`,
  )) as unknown as { rows: { id: number }[] };
  const rows = chains.flatMap((versions, i) => {
    const chainId = ids.rows[i]!.id;
    return versions.map((version, j) => ({ ...version, chainId, ...(j === 0 && { id: chainId }) }));
  });
  return insertVersions(db, rows);
}

/**
 * Erasure (issue 39): the health answers leave every version of an anonymised person's choices, the only change the
 * history guard allows to a version besides superseding it (migration 0037); the figures and everything else stay.
 */
export async function eraseHealthAnswers(db: Executor, clientId: number, userId: number): Promise<void> {
  await db
    .update(benefitSelections)
    .set({ values: sql`${benefitSelections.values} - 'medicalAnswers'` })
    .where(and(eq(benefitSelections.clientId, clientId), eq(benefitSelections.userId, userId), sql`${benefitSelections.values} ? 'medicalAnswers'`));
}

/** What a new price makes of a version: its figures (the values and people chosen stay as they are). */
export type VersionPrice = Pick<VersionContent, 'employeeCost' | 'employerCost' | 'costs'>;

const inForceStatuses = ['active', 'opted-out', 'ended'] as const;
/** JSON with its keys in order: a jsonb column gives them back in an order of its own. */
const canonical = (value: unknown): string =>
  value !== null && typeof value === 'object' && !Array.isArray(value)
    ? `{${Object.keys(value)
        .sort()
        .map((key) => `${JSON.stringify(key)}:${canonical((value as Record<string, unknown>)[key])}`)
        .join(',')}}`
    : Array.isArray(value)
      ? `[${value.map(canonical).join(',')}]`
      : JSON.stringify(value);
const samePrice = (row: SelectionRow, price: VersionPrice) =>
  row.employeeCost === price.employeeCost && row.employerCost === price.employerCost && canonical(row.costs) === canonical(price.costs);

/**
 * Many chains at once: the versions `gone` are superseded at `at` (a version someone else superseded first is a
 * conflict) and `next` are written, a thousand at a time.
 */
async function replaceVersions(db: Executor, gone: SelectionRow[], next: NewSelection[], at: Date): Promise<void> {
  for (let i = 0; i < gone.length; i += 1000) {
    const ids = gone.slice(i, i + 1000).map((row) => row.id);
    const done = await db
      .update(benefitSelections)
      .set({ supersededAt: at })
      .where(and(inArray(benefitSelections.id, ids), isNull(benefitSelections.supersededAt)))
      .returning({ id: benefitSelections.id });
    if (done.length !== ids.length) throw new SelectionConflict('a selection version is no longer current');
  }
  for (let i = 0; i < next.length; i += 1000) await insertVersions(db, next.slice(i, i + 1000));
}

/**
 * A benefit's new price from `effectiveOn`, the first day of a month (a price change, issue 28 §3): each current version
 * of the client's choices of the benefit in force on or after that day is superseded and recorded again, as it was up to
 * the day before (a version ended by a change) and with the figures `priceOf` gives it from that day, so no month before
 * it changes. A request waiting is re-priced whole when it would start on or after that day, or is a first choice
 * (approved, it starts no earlier than its approval); a change request dated earlier keeps its figures. `priceOf` answers
 * null for a version it cannot price (it stays as it is). `userIds` limits it to some people's choices (a new salary).
 * Versions locked for the transaction; answers how many versions were re-priced and kept.
 */
export async function repriceFrom(
  db: Executor,
  clientId: number,
  benefitId: number,
  effectiveOn: string,
  priceOf: (row: SelectionRow) => VersionPrice | null,
  at: Date,
  userIds?: readonly number[],
): Promise<{ repriced: number; kept: number }> {
  const current = await db
    .select()
    .from(benefitSelections)
    .where(
      and(
        eq(benefitSelections.clientId, clientId),
        eq(benefitSelections.benefitId, benefitId),
        userIds ? inArray(benefitSelections.userId, [...userIds]) : undefined,
        knownNow,
      ),
    )
    .orderBy(benefitSelections.id)
    .for('update');
  const approvedChains = new Set(current.filter((row) => row.approvedAt !== null && row.status !== 'pending-approval').map((row) => row.chainId));
  const ranOn = (row: SelectionRow) => !(row.status !== 'active' && row.endsOn !== null && row.endsOn <= row.startsOn);
  const inForceFrom = (row: SelectionRow) =>
    (inForceStatuses as readonly string[]).includes(row.status) && row.approvedAt !== null && ranOn(row) && (row.endsOn === null || row.endsOn >= effectiveOn);
  const waitingFrom = (row: SelectionRow) => row.status === 'pending-approval' && (row.startsOn >= effectiveOn || !approvedChains.has(row.chainId));

  let kept = 0;
  const gone: SelectionRow[] = [];
  const next: NewSelection[] = [];
  for (const row of current) {
    const waiting = row.status === 'pending-approval';
    if (!inForceFrom(row) && !waitingFrom(row)) {
      if (waiting) kept += 1;
      continue;
    }
    const price = priceOf(row);
    if (!price) {
      kept += 1;
      continue;
    }
    if (samePrice(row, price)) continue;
    gone.push(row);
    if (!waiting && row.startsOn < effectiveOn) {
      next.push(copyOf(row, at, { status: 'active', endsOn: dayBefore(effectiveOn), endReason: 'changed' }));
      next.push(copyOf(row, at, { ...price, startsOn: effectiveOn }));
    } else next.push(copyOf(row, at, price));
  }
  await replaceVersions(db, gone, next, at);
  return { repriced: gone.length, kept };
}

/*
 * How the history is read, one rule each: every reader of the table (here and in selection-reads/) says it with these.
 * Record time: a version is what we know from `recorded_at` until `superseded_at`. Valid time: it is in force from
 * `starts_on` to `ends_on`. Each stands in parentheses: drizzle's `and` joins its parts without adding any.
 */

/** What we know now: the versions nobody superseded. */
export const knownNow = sql`(${benefitSelections.supersededAt} is null)`;

/** What we know now, without the versions a change ended: each choice's open version, its request, or how it ended. */
export const currentChoiceRows = sql`(${knownNow} and ${benefitSelections.endReason} is null)`;

/** Requests waiting for a decision, as we know them now (one a person and benefit at most: `benefit_selections_one_request`). */
export const waitingRequests = sql`(${benefitSelections.status} = 'pending-approval' and ${knownNow})`;

type VersionColumns = Record<'status' | 'endReason' | 'supersededAt', AnyColumn>;

/**
 * Each choice's open version: its cover in force as we know it now, not ended by a change (one a person and benefit at
 * most: `benefit_selections_one_open`). Of `versions`: an alias, where a query reads the table twice.
 */
export const openVersions = (versions: VersionColumns = benefitSelections) =>
  sql`(${versions.status} = 'active' and ${versions.endReason} is null and ${versions.supersededAt} is null)`;

/** A person's live choices as we know them now: each open version, and each request waiting. */
export const openOrWaiting = sql`(${knownNow}
  and (${benefitSelections.status} = 'pending-approval' or (${benefitSelections.status} = 'active' and ${benefitSelections.endReason} is null)))`;

/** A status of a version that was in force over its days (not a request, not a refusal). */
export const ofInForceStatus = sql`(${inArray(benefitSelections.status, [...inForceStatuses])})`;

/** Versions whose days reach `day` or later (valid time), whatever their status. */
export const inForceOnOrAfter = (day: string) => sql`(${benefitSelections.endsOn} is null or ${benefitSelections.endsOn} >= ${day})`;

/** Versions whose days meet the days from `from` to `to` (valid time), whatever their status. */
export const inForceBetween = (from: string, to: string) => sql`(${benefitSelections.startsOn} <= ${to} and ${inForceOnOrAfter(from)})`;

/** Versions whose days hold `day` (valid time), whatever their status. */
export const inForceOn = (day: string) => inForceBetween(day, day);

/** What we know now of a person's choices of these benefits, newest first. */
export function currentVersions(db: Executor, clientId: number, userId: number, benefitIds: number[]): Promise<SelectionRow[]> {
  if (benefitIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(benefitSelections)
    .where(and(eq(benefitSelections.clientId, clientId), eq(benefitSelections.userId, userId), inArray(benefitSelections.benefitId, benefitIds), knownNow))
    .orderBy(sql`${benefitSelections.id} desc`);
}

/** A version with the last day of its scheme year, which pays the months whose last day it holds. */
export type DatedSelectionRow = SelectionRow & { yearEndsOn: string };

/** Every version ever known of a person's choices of these benefits (for figures as they were known at a time). */
export function allVersions(db: Executor, clientId: number, userId: number, benefitIds: number[]): Promise<DatedSelectionRow[]> {
  if (benefitIds.length === 0) return Promise.resolve([]);
  return db
    .select({ ...getTableColumns(benefitSelections), yearEndsOn: schemeYears.endsOn })
    .from(benefitSelections)
    .innerJoin(benefits, eq(benefits.id, benefitSelections.benefitId))
    .innerJoin(schemeYears, eq(schemeYears.id, benefits.schemeYearId))
    .where(and(eq(benefitSelections.clientId, clientId), eq(benefitSelections.userId, userId), inArray(benefitSelections.benefitId, benefitIds)))
    .orderBy(benefitSelections.id);
}

/** A current version of the client's, by its id or its chain's (the API's selection id), locked for a decision. */
export async function currentChain(db: Executor, clientId: number, chainOrVersionId: number, lock = false): Promise<SelectionRow[]> {
  const query = db
    .select()
    .from(benefitSelections)
    .where(
      and(
        eq(benefitSelections.clientId, clientId),
        knownNow,
        sql`${benefitSelections.chainId} = (select s.chain_id from ${benefitSelections} s where s.id = ${chainOrVersionId} and s.client_id = ${clientId})`,
      ),
    )
    .orderBy(benefitSelections.id);
  return lock ? query.for('update') : query;
}

/**
 * Leavers' choices, many at once (an applied HR upload), each person on their own leaving date (which may lie in the
 * past: what changes in closed months is settled as arrears or refunds). Every version in force after the month they
 * leave in ends: the one in force on the leaving date runs to the end of that month (status `ended`), versions that
 * would start later never run (a choice with nothing in force by then is recorded as ended on its first day), and
 * requests still waiting lapse. Benefits in `keep` (vouchers already bought) are left alone. One statement a batch.
 */
export async function endForLeavers(
  db: Executor,
  clientId: number,
  leavers: { userId: number; leavingDate: string }[],
  keep: number[],
  at: Date,
): Promise<void> {
  const stamp = at.toISOString();
  const lastDay = (date: string) => addLastDay(date);
  for (let i = 0; i < leavers.length; i += 5000) {
    const batch = JSON.stringify(leavers.slice(i, i + 5000).map((l) => ({ user_id: l.userId, leaving_date: l.leavingDate, last_day: lastDay(l.leavingDate) })));
    await db.execute(sql`
      with v as (select * from json_to_recordset(${batch}::json) as v(user_id integer, leaving_date date, last_day date)),
      gone as (
        update ${benefitSelections} s set superseded_at = ${stamp}::timestamptz from v
        where s.client_id = ${clientId} and s.user_id = v.user_id and s.superseded_at is null
          and not (s.benefit_id = any(${sql.param(keep)}::int[]))
          and (s.status = 'pending-approval' or (s.status = 'active' and (s.ends_on is null or s.ends_on > v.last_day)))
        returning s.*, v.leaving_date, v.last_day
      ),
      in_force as (select g.* from gone g where g.status = 'active'),
      covering as (select distinct chain_id from in_force where starts_on <= leaving_date)
      insert into ${benefitSelections} (chain_id, client_id, user_id, benefit_id, status, values, people_covered, employee_cost, employer_cost,
        costs, starts_on, ends_on, end_reason, accepted_terms_version, approved_at, rejection_reason, created_at, updated_at, recorded_at)
      select chain_id, client_id, user_id, benefit_id, 'ended', values, people_covered, employee_cost, employer_cost,
        costs, starts_on, case when starts_on <= leaving_date then last_day else starts_on end, null, accepted_terms_version, approved_at,
        rejection_reason, created_at, ${stamp}::timestamptz, ${stamp}::timestamptz
      from in_force f
      where f.starts_on <= f.leaving_date
        or (f.chain_id not in (select chain_id from covering)
            and f.starts_on = (select min(o.starts_on) from in_force o where o.chain_id = f.chain_id))`);
  }
}

/**
 * A benefit withdrawn from `withdrawnOn` (issue 28 §1): every choice of it in force then ends the day before. The version
 * in force on that day is recorded again as ended on it (status `ended`, or `opted-out` as it was); versions that would
 * start on or after `withdrawnOn` never run (a choice with nothing in force before it is recorded as ended on its first
 * day, which reads as never run); requests still waiting lapse. Versions locked for the transaction; answers how many
 * choices ended and how many requests lapsed.
 */
export async function endForWithdrawal(
  db: Executor,
  clientId: number,
  benefitId: number,
  withdrawnOn: string,
  at: Date,
): Promise<{ ended: number; lapsed: number }> {
  const lastDay = dayBefore(withdrawnOn);
  const current = await db
    .select()
    .from(benefitSelections)
    .where(and(eq(benefitSelections.clientId, clientId), eq(benefitSelections.benefitId, benefitId), knownNow))
    .orderBy(benefitSelections.id)
    .for('update');
  const chains = new Map<number, SelectionRow[]>();
  for (const row of current) chains.set(row.chainId, [...(chains.get(row.chainId) ?? []), row]);

  const ranOn = (row: SelectionRow) => !(row.status !== 'active' && row.endsOn !== null && row.endsOn <= row.startsOn);
  const inForce = (row: SelectionRow) => (inForceStatuses as readonly string[]).includes(row.status) && ranOn(row);
  const gone: SelectionRow[] = [];
  const next: NewSelection[] = [];
  let ended = 0;
  let lapsed = 0;
  for (const rows of chains.values()) {
    const requests = rows.filter((row) => row.status === 'pending-approval');
    gone.push(...requests);
    lapsed += requests.length;
    const running = rows.filter(inForce);
    const later = running.filter((row) => row.endsOn === null || row.endsOn > lastDay);
    if (later.length === 0) continue;
    ended += 1;
    const covering = running
      .filter((row) => row.startsOn <= lastDay)
      .sort((a, b) => (a.startsOn < b.startsOn ? 1 : a.startsOn > b.startsOn ? -1 : b.id - a.id))[0];
    gone.push(...later);
    if (!covering) {
      const first = [...later].sort((a, b) => (a.startsOn < b.startsOn ? -1 : a.startsOn > b.startsOn ? 1 : a.id - b.id))[0]!;
      next.push(copyOf(first, at, { status: 'ended', endsOn: first.startsOn, endReason: null }));
      continue;
    }
    if (!later.includes(covering) && covering.endReason === null) continue;
    if (!later.includes(covering)) gone.push(covering);
    const endsOn = covering.endsOn !== null && covering.endsOn < lastDay ? covering.endsOn : lastDay;
    next.push(copyOf(covering, at, { status: covering.status === 'active' ? 'ended' : covering.status, endsOn, endReason: null }));
  }
  await replaceVersions(db, gone, next, at);
  return { ended, lapsed };
}
