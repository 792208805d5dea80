import type { EmployeeInsights, EmployeeLogins, InsightsQuery } from '@portal/contracts';
import type { EmployerContext } from '../../plugins/employer-context.ts';
import {
  benefitViewsByWeek,
  benefitViewTotals,
  engagementGroups,
  filterChoices,
  loginsByWeek,
  registrationGroups,
  registrationsByMonth,
  type GroupKind,
} from './queries.ts';

/** One decimal, as the spec shows the registered share. */
const percentage = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part / whole) * 1000) / 10);

/** Grouped rows as the answer has them: the total (nobody yet: zeros), by location, by grade. */
function split<R extends { kind: GroupKind }, G>(rows: R[], present: (row: R) => G, nobody: R) {
  const of = (kind: GroupKind) => rows.filter((row) => row.kind === kind).map(present);
  return { total: present(rows.find((row) => row.kind === 'total') ?? nobody), byLocation: of('location'), byGrade: of('grade') };
}

/** Registrations per month, the registered share, and the same by location and grade (the caller's client only). */
export async function employeeInsights(ctx: EmployerContext, filter: InsightsQuery): Promise<EmployeeInsights> {
  const [months, groups, choices] = await Promise.all([
    registrationsByMonth(ctx.db, ctx.clientId, filter, ctx.now),
    registrationGroups(ctx.db, ctx.clientId, filter),
    filterChoices(ctx.db, ctx.clientId),
  ]);
  const { total, ...by } = split(
    groups,
    (g) => ({ name: g.name, employees: g.employees, registered: g.registered, percentage: percentage(g.registered, g.employees) }),
    {
      kind: 'total',
      name: null,
      employees: 0,
      registered: 0,
    },
  );
  return { months, totals: { employees: total.employees, registered: total.registered, percentage: total.percentage }, ...by, choices };
}

/** Logins per week, people active in the last 30 days, and the same by location and grade (the caller's client only). */
export async function employeeLogins(ctx: EmployerContext, filter: InsightsQuery): Promise<EmployeeLogins> {
  const [logins, views, viewed, groups, choices] = await Promise.all([
    loginsByWeek(ctx.db, ctx.clientId, filter, ctx.now),
    benefitViewsByWeek(ctx.db, ctx.clientId, filter, ctx.now),
    benefitViewTotals(ctx.db, ctx.clientId, filter, ctx.now),
    engagementGroups(ctx.db, ctx.clientId, filter, ctx.now),
    filterChoices(ctx.db, ctx.clientId),
  ]);
  // Both series are the same 12 weeks, oldest first.
  const weeks = logins.map((week, i) => ({ ...week, benefitViews: views[i]?.views ?? 0 }));
  const { total, ...by } = split(
    groups,
    (g) => ({ name: g.name, registered: g.registered, active: g.active, percentage: percentage(g.active, g.registered) }),
    {
      kind: 'total',
      name: null,
      registered: 0,
      active: 0,
    },
  );
  const benefitViews = viewed.map((b) => ({ ...b, percentage: percentage(b.people, total.registered) }));
  return { weeks, activeUsers: { active: total.active, registered: total.registered, percentage: total.percentage }, benefitViews, ...by, choices };
}
