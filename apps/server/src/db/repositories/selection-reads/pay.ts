import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import { sacrificeKinds } from '@portal/contracts';
import type { Db } from '../../connect.ts';
import { benefits, benefitSelections, clients, users } from '../../schema/index.ts';
import { inForceOnOrAfter, knownNow } from '../selections.ts';

/**
 * The client's active employees' salary sacrifices on a day, as we know them now: each choice in force that day or
 * waiting for approval to start by then, with what the person's minimum wage depends on (HR's minimum-wage check).
 */
export function sacrificesOnDay(db: Db, clientId: number, day: string) {
  return db
    .select({
      userId: users.id,
      firstName: users.firstName,
      surname: users.surname,
      employeeNumber: users.employeeNumber,
      salary: users.salary,
      dateOfBirth: users.dateOfBirth,
      hoursPerWeek: sql<string>`coalesce(${users.hoursPerWeek}, ${clients.defaultHoursPerWeek})`,
      apprentice: users.apprentice,
      groupCode: benefits.groupCode,
      employeeCost: benefitSelections.employeeCost,
    })
    .from(benefitSelections)
    .innerJoin(users, and(eq(users.id, benefitSelections.userId), eq(users.clientId, benefitSelections.clientId)))
    .innerJoin(clients, eq(clients.id, users.clientId))
    .innerJoin(benefits, and(eq(benefits.id, benefitSelections.benefitId), eq(benefits.clientId, benefitSelections.clientId)))
    .where(
      and(
        eq(benefitSelections.clientId, clientId),
        eq(users.employmentStatus, 'active'),
        inArray(sql`${benefits.pricing}->>'kind'`, [...sacrificeKinds]),
        knownNow,
        inArray(benefitSelections.status, ['active', 'pending-approval']),
        lte(benefitSelections.startsOn, day),
        inForceOnOrAfter(day),
      ),
    );
}
