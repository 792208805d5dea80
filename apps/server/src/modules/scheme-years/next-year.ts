import {
  formatLongDate,
  nextYearDates,
  nextYearTexts,
  pageShape,
  poundsOf,
  ROLLOVER_PAGE_SIZE,
  schemeYearTexts,
  ssoTexts,
  ukToday,
  type PreparedNextYear,
  type PrepareNextYear,
  type RolloverPerson,
  type RolloverPreview,
  type AuditVia,
} from '@portal/contracts';
import type { Executor } from '../../db/repositories/executor.ts';
import { recordAudit } from '../../db/repositories/audit-log.ts';
import { findClientById } from '../../db/repositories/clients.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { platformAdminAccess } from '../../plugins/platform-admin-context.ts';
import type { SignedInContext } from '../../plugins/request-context.ts';
import { rollOver, type RolloverLine } from '../benefits/index.ts';
import { copyBenefits, schemeYearRows } from './next-year-queries.ts';
import { insertSchemeYear, listSchemeYears } from './queries.ts';
import { saveFromVersion } from './scheme-years.ts';

const t = nextYearTexts;
const conflict = (message: string) => new AppError(409, message);

/**
 * "Prepare next year" (issue 28 §3): from the client's current year, the next one (its number plus one, dates, window and
 * probation moved on a year), not current, with a copy of every benefit not withdrawn. One transaction from the settings
 * version the tab read (409 when it changed), audited; 409 when the year is not current, the next one exists already, or
 * its dates would overlap another year.
 */
export async function prepareNextYear(ctx: SignedInContext, clientId: number, yearId: number, input: PrepareNextYear): Promise<PreparedNextYear> {
  let prepared: PreparedNextYear['prepared'] | undefined;
  const years = await saveFromVersion(ctx, clientId, input.version, async (tx, _client, actorId) => {
    prepared = await prepareYearAfter(tx, clientId, yearId, { actorId });
  });
  return { ...years, prepared: prepared! };
}

/**
 * The year after `yearId` (the client's current one): its dates moved on a year, a copy of every benefit not withdrawn,
 * audited, in the caller's transaction; 404/409 as "Prepare next year" answers. The demo seed prepares its next year so.
 */
export async function prepareYearAfter(
  tx: Executor,
  clientId: number,
  yearId: number,
  by: { actorId: number | null; via?: AuditVia },
  /** The new year's annual window, when not the old one's moved on a year (the demo's enrolment before the year). */
  window?: { windowOpensOn: string; windowClosesOn: string },
) {
  const all = await listSchemeYears(tx, clientId);
  const from = all.find((year) => year.id === yearId);
  if (!from) throw notFound(schemeYearTexts.errors.yearNotFound);
  if (!from.isCurrent) throw conflict(t.errors.notCurrent);
  const next = nextYearDates(from);
  if (all.some((year) => year.year === next.year)) throw conflict(t.errors.nextYearExists(next.year));
  const overlapping = all.find((year) => next.startsOn <= year.endsOn && year.startsOn <= next.endsOn);
  if (overlapping) throw conflict(t.errors.overlaps(overlapping.year, formatLongDate(overlapping.startsOn), formatLongDate(overlapping.endsOn)));
  const row = await insertSchemeYear(tx, clientId, { ...next, ...window, probationMonths: from.probationMonths, isCurrent: false });
  const copied = await copyBenefits(tx, clientId, from, row.id);
  await recordAudit(tx, {
    action: 'scheme-year.prepared',
    clientId,
    actorId: by.actorId,
    subjectId: null,
    details: { schemeYear: row.year, fromYear: from.year, startsOn: row.startsOn, endsOn: row.endsOn, benefits: copied, ...(by.via && { via: by.via }) },
  });
  return { id: row.id, year: row.year, startsOn: row.startsOn, endsOn: row.endsOn, benefits: copied };
}

const money = (m: { employee: bigint; employer: bigint }) => ({ employee: poundsOf(m.employee), employer: poundsOf(m.employer) });
const zero = { employee: 0n, employer: 0n };
const add = (a: { employee: bigint; employer: bigint }, b: { employee: bigint; employer: bigint }) => ({
  employee: a.employee + b.employee,
  employer: a.employer + b.employer,
});

/** What is in force now (kept and ended choices) and what will be (kept ones), summed; lapsing requests count in neither. */
function sums(lines: RolloverLine[]) {
  let before = zero;
  let after = zero;
  for (const line of lines) {
    if (line.outcome === 'lapses') continue;
    before = add(before, line.before);
    if (line.after) after = add(after, line.after);
  }
  return { before, after };
}

function personOf(lines: RolloverLine[]): RolloverPerson {
  const { person } = lines[0]!;
  const { before, after } = sums(lines);
  return {
    userId: person.userId,
    name: `${person.firstName} ${person.surname}`,
    email: person.email,
    choices: lines.map((line) => ({
      selectionId: line.selectionId,
      benefitId: line.benefit.id,
      benefitName: line.benefit.name,
      groupCode: line.benefit.groupCode,
      outcome: line.outcome,
      reason: line.reason,
      detail: line.detail,
      nextBenefitId: line.outcome === 'kept' ? line.next!.id : null,
      before: money(line.before),
      after: line.after && money(line.after),
      change: line.outcome === 'lapses' ? 0 : poundsOf((line.after?.employee ?? 0n) - line.before.employee),
      requestLapses: line.requestLapses,
    })),
    before: money(before),
    after: money(after),
    change: poundsOf(after.employee - before.employee),
  };
}

/**
 * The dry-run of the switch into a year that has not begun (issue 28 §3): the same `rollOver` the switch runs, in preview
 * mode, so nothing is written. People by surname, 50 a page; the totals are everyone's.
 */
export async function rolloverPreview(ctx: SignedInContext, clientId: number, yearId: number, page: number): Promise<RolloverPreview> {
  platformAdminAccess(ctx);
  if (!(await findClientById(ctx.db, clientId))) throw notFound(ssoTexts.clientNotFound);
  const years = await schemeYearRows(ctx.db, clientId);
  const to = years.find((year) => year.id === yearId);
  if (!to) throw notFound(schemeYearTexts.errors.yearNotFound);
  const current = years.find((year) => year.isCurrent);
  if (to.isCurrent || to.rolledOverAt !== null || (current && to.startsOn <= current.startsOn)) throw conflict(t.errors.previewNotAhead);
  const from = years.filter((year) => year.startsOn < to.startsOn).at(-1);
  if (!from) throw conflict(t.errors.previewNoEarlier);

  const result = await rollOver(ctx.db, clientId, { from, to }, { mode: 'preview' });
  const byPerson = new Map<number, RolloverLine[]>();
  for (const line of result.lines) byPerson.set(line.person.userId, [...(byPerson.get(line.person.userId) ?? []), line]);
  const people = [...byPerson.values()].sort((a, b) => {
    const [x, y] = [a[0]!.person, b[0]!.person];
    return x.surname.localeCompare(y.surname, 'en-GB') || x.firstName.localeCompare(y.firstName, 'en-GB') || x.userId - y.userId;
  });
  const { before, after } = sums(result.lines);
  const start = (page - 1) * ROLLOVER_PAGE_SIZE;
  const ref = (year: typeof to) => ({ id: year.id, year: year.year, startsOn: year.startsOn, endsOn: year.endsOn });
  return {
    from: ref(from),
    to: ref(to),
    asOf: ukToday(ctx.now),
    totals: {
      people: result.counts.people,
      kept: result.counts.kept,
      ended: result.counts.ended,
      lapsing: result.counts.lapsed,
      before: money(before),
      after: money(after),
      change: poundsOf(after.employee - before.employee),
    },
    people: pageShape(people.slice(start, start + ROLLOVER_PAGE_SIZE).map(personOf), people.length, page, ROLLOVER_PAGE_SIZE),
  };
}
