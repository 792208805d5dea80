import { and, eq, ne } from 'drizzle-orm';
import { penceOf, poundsOf, ukToday, type TakeUpList } from '@portal/contracts';
import type { Db } from '../../db/connect.ts';
import { peopleWithLiveSelections, selectionCounts } from '../../db/repositories/selection-reads/take-up.ts';
import { users, type BenefitRow } from '../../db/schema/index.ts';
import { benefitAccess } from './eligibility.ts';
import { currentClientBenefits } from './client-benefits.ts';

const oneDecimal = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part / whole) * 1000) / 10);
/** Pence-exact sum of money columns summed by PostgreSQL (numeric, as text). */
const totalPounds = (values: (string | null | undefined)[]) => poundsOf(values.reduce((total, value) => total + penceOf(Number(value ?? 0)), 0n));

/** The facts the eligibility rules read, for everyone of the client who can hold benefits. */
const peopleFacts = (db: Db, clientId: number) =>
  db
    .select({
      employmentStatus: users.employmentStatus,
      employmentStartDate: users.employmentStartDate,
      dateOfBirth: users.dateOfBirth,
      grade: users.grade,
      location: users.location,
    })
    .from(users)
    .where(and(eq(users.clientId, clientId), ne(users.userType, 'admin')));

/** Eligible means: the rules show the benefit to the person and nothing (probation, service) locks it today. */
function eligibleOf(benefit: BenefitRow, people: Awaited<ReturnType<typeof peopleFacts>>, probationMonths: number, today: string) {
  const eligible = new Set<number>();
  people.forEach((facts, index) => {
    const access = benefitAccess(benefit, { facts, probationMonths, today, ccvOnly: false });
    if (access.visible && !access.availability.locked) eligible.add(index);
  });
  return eligible;
}

/** Take-up of every benefit of the client's current scheme year that people choose (not information pages). */
export async function benefitTakeUp(db: Db, clientId: number, clientVersion: number, now: Date): Promise<TakeUpList> {
  const { year, benefits: yearBenefits } = await currentClientBenefits(db, clientId, clientVersion);
  const chosen = yearBenefits.filter((b) => b.kind !== 'information');
  if (!year || chosen.length === 0) return { data: [], summary: { eligible: 0, withSelection: 0, share: 0 } };
  const today = ukToday(now);
  const ids = chosen.map((b) => b.id);
  const [people, counts, withSelection] = await Promise.all([
    peopleFacts(db, clientId),
    selectionCounts(db, clientId, ids),
    peopleWithLiveSelections(db, clientId, ids),
  ]);
  const eligibleForAny = new Set<number>();
  const data = chosen.map((benefit) => {
    const rows = counts.filter((row) => row.benefitId === benefit.id);
    const of = (status: string) => rows.find((row) => row.status === status);
    // Money is what payroll takes: cover in force, not requests still waiting (counted apart).
    const live = [of('active')];
    const selected = of('active')?.people ?? 0;
    const pending = of('pending-approval')?.people ?? 0;
    const eligibleSet = eligibleOf(benefit, people, year.probationMonths, today);
    eligibleSetUnion(eligibleForAny, eligibleSet);
    const eligible = eligibleSet.size;
    return {
      benefitId: benefit.id,
      name: benefit.name,
      provider: benefit.provider,
      eligible,
      selected,
      pending,
      optedOut: of('opted-out')?.people ?? 0,
      takeUp: oneDecimal(selected + pending, eligible),
      employeeMonthly: totalPounds(live.map((row) => row?.employee)),
      employerMonthly: totalPounds(live.map((row) => row?.employer)),
    };
  });
  return { data, summary: { eligible: eligibleForAny.size, withSelection, share: oneDecimal(withSelection, eligibleForAny.size) } };
}

const eligibleSetUnion = (into: Set<number>, from: Set<number>) => from.forEach((index) => into.add(index));
