import { and, asc, desc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import { decimalPounds, penceOf, type Pence, type RolloverOutcome, type RolloverReason, type SelectionValues } from '@portal/contracts';
import type { Executor } from '../../db/repositories/executor.ts';
import { choicesAtYearEnd, chosenForNextYear } from '../../db/repositories/selection-reads/rollover.ts';
import { pricedPeople, type PricedPerson } from '../../db/repositories/users.ts';
import { endAtYearEnd, rollOverSelection, withdrawRequest, type VersionContent } from '../../db/repositories/selections.ts';
import {
  beneficiaryNominations,
  benefitPriceChanges,
  benefits,
  familyMembers,
  type BenefitRow,
  type SchemeYearRow,
  type SelectionRow,
} from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { benefitAccess, type EmployeeFacts } from './eligibility.ts';
import type { FamilyMemberRef } from './present.ts';
import { priceValues } from './values.ts';

/**
 * The rollover into a new scheme year (issue 28 §3; docs/decisions/benefits-and-pricing.md, "The new year"): what
 * happens to each choice of the old year's benefits on the switch, worked out once for the dry-run (nothing written)
 * and for the switch itself (the same decisions written through the selections repository).
 *
 * A choice in force on the old year's last day is **kept** when its benefit continues (a benefit of the new year with the
 * same group code, not withdrawn by the new start), the person is still employed and eligible for it on the new start
 * date, and the new year's plan prices the same values (the one pricing engine, the person's age on the new start):
 * it ends on the old year's last day and goes on as a new choice of the new benefit from the new start. Otherwise it
 * **ends** on the old year's last day. A request still waiting for approval **lapses** (a change request beside a choice
 * in force lapses with it).
 */

export interface RolloverYears {
  from: SchemeYearRow;
  to: SchemeYearRow;
}

export type RolloverMode = { mode: 'preview' } | { mode: 'apply'; at: Date };

export interface RolloverPerson {
  userId: number;
  firstName: string;
  surname: string;
  email: string;
}

export interface Monthly {
  employee: Pence;
  employer: Pence;
}

export interface RolloverLine {
  person: RolloverPerson;
  /** The choice's id (its chain) in the old year. */
  selectionId: number;
  benefit: BenefitRow;
  next: BenefitRow | null;
  outcome: RolloverOutcome;
  reason: RolloverReason | null;
  detail: string | null;
  before: Monthly;
  after: Monthly | null;
  requestLapses: boolean;
}

export interface RolloverResult {
  lines: RolloverLine[];
  counts: { people: number; kept: number; ended: number; lapsed: number };
}

const monthlyOf = (row: Pick<SelectionRow, 'employeeCost' | 'employerCost'>): Monthly => ({
  employee: penceOf(Number(row.employeeCost)),
  employer: penceOf(Number(row.employerCost)),
});

const familiesOf = (db: Executor, clientId: number, userIds: number[]) =>
  db
    .select({
      id: familyMembers.id,
      userId: familyMembers.userId,
      firstName: familyMembers.firstName,
      surname: familyMembers.surname,
      famtypeId: familyMembers.famtypeId,
    })
    .from(familyMembers)
    .where(and(eq(familyMembers.clientId, clientId), inArray(familyMembers.userId, userIds), eq(familyMembers.active, true)));

const yearBenefits = (db: Executor, clientId: number, yearId: number) =>
  db
    .select()
    .from(benefits)
    .where(and(eq(benefits.clientId, clientId), eq(benefits.schemeYearId, yearId)))
    .orderBy(asc(benefits.sortOrder), asc(benefits.id));

/**
 * The plan each benefit will have on `day` by a price change scheduled on or before it and not applied yet (the newest
 * by its date); a benefit without one is not in the map.
 */
export async function scheduledPlansOn(db: Executor, clientId: number, benefitIds: number[], day: string) {
  if (benefitIds.length === 0) return new Map<number, Pick<BenefitRow, 'pricing' | 'employerContribution'>>();
  const changes = await db
    .selectDistinctOn([benefitPriceChanges.benefitId], {
      benefitId: benefitPriceChanges.benefitId,
      pricing: benefitPriceChanges.pricing,
      employerContribution: benefitPriceChanges.employerContribution,
    })
    .from(benefitPriceChanges)
    .where(
      and(
        eq(benefitPriceChanges.clientId, clientId),
        isNull(benefitPriceChanges.appliedAt),
        lte(benefitPriceChanges.effectiveOn, day),
        inArray(benefitPriceChanges.benefitId, benefitIds),
      ),
    )
    .orderBy(asc(benefitPriceChanges.benefitId), desc(benefitPriceChanges.effectiveOn), desc(benefitPriceChanges.id));
  return new Map(changes.map((change) => [change.benefitId, { pricing: change.pricing, employerContribution: change.employerContribution }]));
}

/**
 * The new year's benefits with the plan each has on the new year's first day: a price change scheduled on or before it
 * and not applied yet (the newest by its date) stands in for the benefit's own plan, so the dry-run and a switch that
 * runs before the price change job both price as the job will have it.
 */
async function benefitsOnStart(db: Executor, clientId: number, year: SchemeYearRow): Promise<BenefitRow[]> {
  const rows = await yearBenefits(db, clientId, year.id);
  if (rows.length === 0) return rows;
  const plans = await scheduledPlansOn(
    db,
    clientId,
    rows.map((row) => row.id),
    year.startsOn,
  );
  return rows.map((row) => ({ ...row, ...plans.get(row.id) }));
}

type Person = PricedPerson;

type Decision =
  { outcome: 'kept'; next: BenefitRow; content: VersionContent } | { outcome: 'ended'; next: BenefitRow | null; reason: RolloverReason; detail: string | null };

/** Whether a choice in force continues into the new year's benefit, and at what price (the engine's, on the new start). */
function decide(live: SelectionRow, next: BenefitRow | undefined, person: Person, family: FamilyMemberRef[], to: SchemeYearRow, chosen: boolean): Decision {
  if (!next) return { outcome: 'ended', next: null, reason: 'not-offered', detail: null };
  if (chosen) return { outcome: 'ended', next, reason: 'chosen', detail: null };
  if (next.withdrawnOn !== null && next.withdrawnOn <= to.startsOn) return { outcome: 'ended', next, reason: 'withdrawn', detail: null };
  if (next.rollover === 'lapse') return { outcome: 'ended', next, reason: 'lapses', detail: null };
  if (person.employmentStatus !== 'active') return { outcome: 'ended', next, reason: 'not-employed', detail: null };
  const facts: EmployeeFacts = person;
  if (!benefitAccess(next, { facts, probationMonths: to.probationMonths, today: to.startsOn, ccvOnly: false }).visible) {
    return { outcome: 'ended', next, reason: 'not-eligible', detail: null };
  }
  const values: SelectionValues = { ...live.values, peopleCovered: live.peopleCovered };
  const employee = { salary: person.salary === null ? null : Number(person.salary), dateOfBirth: person.dateOfBirth };
  try {
    // The insurer's answer on cover above the free cover limit goes on with the cover (the same multiple of salary).
    const priced = priceValues(next, to, values, family, employee, to.startsOn, to.startsOn, false, live.values.underwriting);
    const content: VersionContent = {
      values: priced.values,
      peopleCovered: priced.peopleCovered,
      employeeCost: decimalPounds(penceOf(priced.costs.employee)),
      employerCost: decimalPounds(penceOf(priced.costs.employer)),
      costs: priced.costs,
      acceptedTermsVersion: live.acceptedTermsVersion,
    };
    return { outcome: 'kept', next, content };
  } catch (error) {
    // The engine's refusal (an option no longer offered, an amount out of the new range): the choice cannot go on as it is.
    if (error instanceof AppError && error.statusCode === 400) {
      const detail = Object.values(error.fieldErrors ?? {})[0] ?? error.message;
      return { outcome: 'ended', next, reason: 'not-priced', detail };
    }
    throw error;
  }
}

/**
 * What the switch from `from` into `to` does to each choice of the client's (one person's, with `userId`: what they are
 * shown before the window closes), in one pass. `preview`: nothing is written (the dry-run). `apply`: the same decisions
 * are written at `at`, in the caller's transaction (the rows it reads are locked first): kept choices roll over
 * (`rollOverSelection`), the others end on the old year's last day (`endAtYearEnd`), requests still waiting lapse
 * (`withdrawRequest`). A choice whose person chose the new year's benefit in its window ends: what they chose stands.
 */
export async function rollOver(db: Executor, clientId: number, years: RolloverYears, how: RolloverMode, userId?: number): Promise<RolloverResult> {
  const { from, to } = years;
  const lastDay = from.endsOn;
  const [oldBenefits, newBenefits] = await Promise.all([yearBenefits(db, clientId, from.id), benefitsOnStart(db, clientId, to)]);
  const rows = await choicesAtYearEnd(
    db,
    clientId,
    oldBenefits.map((b) => b.id),
    lastDay,
    how.mode === 'apply',
    userId,
  );
  const userIds = [...new Set(rows.map((row) => row.userId))];
  const [people, families, chosen] =
    userIds.length === 0
      ? [[], [], new Set<string>()]
      : await Promise.all([
          pricedPeople(db, clientId, userIds),
          familiesOf(db, clientId, userIds),
          chosenForNextYear(
            db,
            clientId,
            newBenefits.map((b) => b.id),
            userIds,
          ),
        ]);
  const personById = new Map(people.map((p) => [p.userId, p]));
  const familyOf = (userId: number) => families.filter((m) => m.userId === userId);
  const benefitById = new Map(oldBenefits.map((b) => [b.id, b]));
  // The same group code links a benefit across years; the first of the new year's (by its order) continues it.
  const nextByGroup = new Map<string, BenefitRow>();
  for (const benefit of newBenefits) if (!nextByGroup.has(benefit.groupCode)) nextByGroup.set(benefit.groupCode, benefit);

  const chains = new Map<number, { live: SelectionRow | null; waiting: SelectionRow | null }>();
  for (const row of rows) {
    const chain = chains.get(row.chainId) ?? { live: null, waiting: null };
    if (row.status === 'active') chain.live = row;
    else chain.waiting = row;
    chains.set(row.chainId, chain);
  }

  const lines: RolloverLine[] = [];
  for (const [chainId, { live, waiting }] of chains) {
    const any = (live ?? waiting)!;
    const person = personById.get(any.userId);
    const benefit = benefitById.get(any.benefitId);
    if (!person || !benefit) continue;
    const who: RolloverPerson = { userId: person.userId, firstName: person.firstName, surname: person.surname, email: person.email };
    if (!live) {
      lines.push({
        person: who,
        selectionId: chainId,
        benefit,
        next: nextByGroup.get(benefit.groupCode) ?? null,
        outcome: 'lapses',
        reason: 'request',
        detail: null,
        before: monthlyOf(waiting!),
        after: null,
        requestLapses: false,
      });
      if (how.mode === 'apply') await withdrawRequest(db, waiting!, how.at);
      continue;
    }
    const next = nextByGroup.get(benefit.groupCode);
    const decision = decide(live, next, person, familyOf(person.userId), to, !!next && chosen.has(`${person.userId}:${next.id}`));
    const base = { person: who, selectionId: chainId, benefit, before: monthlyOf(live), requestLapses: waiting !== null };
    if (decision.outcome === 'kept') {
      const after = monthlyOf(decision.content);
      lines.push({ ...base, next: decision.next, outcome: 'kept', reason: null, detail: null, after });
      if (how.mode === 'apply') {
        await rollOverSelection(
          db,
          live,
          waiting,
          { benefitId: decision.next.id, content: decision.content, startsOn: to.startsOn, endsOn: to.endsOn },
          lastDay,
          how.at,
        );
      }
    } else {
      lines.push({ ...base, next: decision.next, outcome: 'ended', reason: decision.reason, detail: decision.detail, after: null });
      if (how.mode === 'apply') await endAtYearEnd(db, live, waiting, lastDay, how.at);
    }
  }
  if (how.mode === 'apply') {
    await carryNominations(
      db,
      clientId,
      lines.filter((line) => line.outcome === 'kept'),
    );
  }
  const count = (outcome: RolloverOutcome) => lines.filter((line) => line.outcome === outcome).length;
  return {
    lines,
    counts: { people: new Set(lines.map((line) => line.person.userId)).size, kept: count('kept'), ended: count('ended'), lapsed: count('lapses') },
  };
}

/**
 * A kept choice's beneficiary nominations go with it: the person's nominees of the old year's benefit are recorded on the
 * new year's one as they were (same shares, same "made on"), unless they already have a nomination there.
 */
async function carryNominations(db: Executor, clientId: number, kept: RolloverLine[]) {
  if (kept.length === 0) return;
  const pairs = JSON.stringify(kept.map((line) => ({ user_id: line.person.userId, old_id: line.benefit.id, new_id: line.next!.id })));
  await db.execute(sql`
    with p as (select * from json_to_recordset(${pairs}::json) as p(user_id integer, old_id integer, new_id integer))
    insert into ${beneficiaryNominations} (client_id, user_id, benefit_id, family_member_id, name, relationship, date_of_birth, address, share, created_at)
    select n.client_id, n.user_id, p.new_id, n.family_member_id, n.name, n.relationship, n.date_of_birth, n.address, n.share, n.created_at
    from ${beneficiaryNominations} n join p on n.user_id = p.user_id and n.benefit_id = p.old_id
    where n.client_id = ${clientId}
      and not exists (select 1 from ${beneficiaryNominations} e where e.client_id = ${clientId} and e.user_id = p.user_id and e.benefit_id = p.new_id)
    order by n.id`);
}
