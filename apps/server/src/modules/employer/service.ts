import {
  DEFAULT_PAGE_SIZE,
  employerTexts,
  pageShape,
  type EmployeeDetail,
  type EmployeeList,
  type EmployeeListQuery,
  type TwoFactorList,
} from '@portal/contracts';
import { notFound } from '../../lib/errors.ts';
import type { EmployerContext } from '../../plugins/employer-context.ts';
import { employeeAgreements } from './agreements.ts';
import { employeeRow } from './present.ts';
import { knownTotal, peopleCounts } from './people-counts.ts';
import { employeeSelections } from '../../db/repositories/selection-reads/people.ts';
import { employeeLifeEvents, familyCount, findEmployee, pageEmployees } from './queries.ts';

/** One decimal, as the spec shows the registered share. */
const percentage = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part / whole) * 1000) / 10);

/** A page of the client's people as asked, and the client's counts whatever the search. */
async function pageWithCounts(ctx: EmployerContext, query: EmployeeListQuery) {
  const counts = await peopleCounts(ctx.db, ctx.clientId, ctx.user.versions.client);
  const { rows, total } = await pageEmployees(ctx.db, ctx.clientId, query, DEFAULT_PAGE_SIZE, (query.page - 1) * DEFAULT_PAGE_SIZE, knownTotal(query, counts));
  return { page: pageShape(rows.map(employeeRow), total, query.page, DEFAULT_PAGE_SIZE), counts };
}

export async function employeeList(ctx: EmployerContext, query: EmployeeListQuery): Promise<EmployeeList> {
  const { page, counts } = await pageWithCounts(ctx, query);
  return {
    ...page,
    totalEmployees: counts.total,
    totalRegisteredEmployees: counts.registered,
    percentageRegistered: percentage(counts.registered, counts.total),
    statusCounts: counts.byStatus,
  };
}

/** The two-factor table (spec §3: the same paging shape as the employee list). */
export async function twoFactorList(ctx: EmployerContext, query: EmployeeListQuery): Promise<TwoFactorList> {
  const { page, counts } = await pageWithCounts(ctx, query);
  return { ...page, totalEmployees: counts.total, totalWithTwoFactor: counts.twoFactor, percentageWithTwoFactor: percentage(counts.twoFactor, counts.total) };
}

/** One person of the employer's client; anyone else (another client's, an administrator) is not found. */
export async function employeeDetail(ctx: EmployerContext, employeeId: number): Promise<EmployeeDetail> {
  const person = await findEmployee(ctx.db, ctx.clientId, employeeId);
  if (!person) throw notFound(employerTexts.employeeNotFound);
  const [selections, agreements, family, lifeEvents] = await Promise.all([
    employeeSelections(ctx.db, ctx.clientId, employeeId),
    employeeAgreements(ctx, employeeId),
    familyCount(ctx.db, ctx.clientId, employeeId),
    employeeLifeEvents(ctx.db, ctx.clientId, employeeId),
  ]);
  return {
    ...employeeRow(person),
    title: person.title,
    preferredName: person.preferredName,
    dateOfBirth: person.dateOfBirth,
    employmentStartDate: person.employmentStartDate,
    salary: person.salary === null ? null : Number(person.salary),
    phone: person.phone,
    familyCount: family,
    // Monthly costs as the pricing engine worked them out when the selection was made (stored with it).
    selections: selections.map((s) => ({
      selectionId: s.selectionId,
      benefitName: s.benefitName,
      status: s.status,
      startsOn: s.startsOn,
      endsOn: s.endsOn,
      employeeMonthly: Number(s.employeeCost),
      employerMonthly: Number(s.employerCost),
    })),
    agreements,
    lifeEvents: lifeEvents.map((e) => ({ id: e.id, type: e.type, eventDate: e.eventDate, createdAt: e.createdAt.toISOString() })),
  };
}
