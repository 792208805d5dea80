import { MINIMUM_WAGE_NEAR, penceOf, poundsOf, ukToday, type MinimumWageCheck, type MinimumWagePerson, type MinimumWageQuery } from '@portal/contracts';
import { sacrificesOnDay } from '../../db/repositories/selection-reads/pay.ts';
import type { EmployerContext } from '../../plugins/employer-context.ts';
import { ageOn } from '../benefits/index.ts';
import { MINIMUM_WAGE_RATES, minimumHourlyRate, mostSacrificePerMonth, type Worker } from '../pay/index.ts';

type Row = Awaited<ReturnType<typeof sacrificesOnDay>>[number];

const NEAR = penceOf(MINIMUM_WAGE_NEAR);

/** A person's sacrifices of the day: per benefit the larger of the cover in force and a change waiting beside it. */
function sacrificedOf(rows: Row[]): bigint {
  const perGroup = new Map<string, bigint>();
  for (const row of rows) {
    const amount = penceOf(Number(row.employeeCost));
    if (amount > (perGroup.get(row.groupCode) ?? 0n)) perGroup.set(row.groupCode, amount);
  }
  return [...perGroup.values()].reduce((sum, amount) => sum + amount, 0n);
}

/** One person on the day, or null when their sacrifices leave them clear of the limit. */
function personOn(rows: Row[], day: string): MinimumWagePerson | null {
  const first = rows[0]!;
  // Without a date of birth the adult rate: the check is never weaker than the law.
  const worker: Worker = {
    age: first.dateOfBirth ? ageOn(first.dateOfBirth, day) : 21,
    apprenticeRate: first.apprentice,
    hoursPerWeek: Number(first.hoursPerWeek),
  };
  const sacrificed = sacrificedOf(rows);
  const most = mostSacrificePerMonth(penceOf(Number(first.salary)), worker, day);
  if (most - sacrificed >= NEAR) return null;
  return {
    employeeId: first.userId,
    name: `${first.firstName} ${first.surname}`,
    employeeNumber: first.employeeNumber,
    hoursPerWeek: worker.hoursPerWeek,
    hourlyRate: minimumHourlyRate(worker, day) / 100,
    sacrificed: poundsOf(sacrificed),
    most: poundsOf(most),
    status: sacrificed > most ? 'below' : 'near',
  };
}

/**
 * Whose salary sacrifices on a day (today by default) take them below or near the minimum wage for their hours (issue
 * 38): worked out afresh from today's pay, hours and choices and that day's rates, so a new April's rates, or a pay or
 * hours change, lists those it affects at once. Nothing is changed for them: HR decides.
 */
export async function minimumWageCheck(ctx: EmployerContext, query: MinimumWageQuery): Promise<MinimumWageCheck> {
  const today = ukToday(ctx.now);
  const day = query.on ?? today;
  const rows = await sacrificesOnDay(ctx.db, ctx.clientId, day);
  const byPerson = new Map<number, Row[]>();
  for (const row of rows) byPerson.set(row.userId, [...(byPerson.get(row.userId) ?? []), row]);
  const people: MinimumWagePerson[] = [];
  let salaryNotHeld = 0;
  for (const own of byPerson.values()) {
    if (own[0]!.salary === null) salaryNotHeld += 1;
    else {
      const person = personOn(own, day);
      if (person) people.push(person);
    }
  }
  const spare = (person: MinimumWagePerson) => person.most - person.sacrificed;
  people.sort((a, b) => (a.status === b.status ? spare(a) - spare(b) : a.status === 'below' ? -1 : 1) || a.name.localeCompare(b.name));
  return { on: day, today, nextRateChange: MINIMUM_WAGE_RATES.find((rates) => rates.startsOn > today)?.startsOn ?? null, people, salaryNotHeld };
}
