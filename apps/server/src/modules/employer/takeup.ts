import { DEFAULT_PAGE_SIZE, messages, pageShape, type TakeUpDetail, type TakeUpList } from '@portal/contracts';
import { notFound } from '../../lib/errors.ts';
import { benefitTakeUp, takeUpPeople } from '../benefits/index.ts';
import type { EmployerContext } from '../../plugins/employer-context.ts';

export const takeUpList = (ctx: EmployerContext): Promise<TakeUpList> => benefitTakeUp(ctx.db, ctx.clientId, ctx.user.versions.client, ctx.now);

/** One benefit of the employer's client this year: its figures and who chose it; any other benefit is not found. */
export async function takeUpDetail(ctx: EmployerContext, benefitId: number, query: { search?: string; page: number }): Promise<TakeUpDetail> {
  const figures = (await takeUpList(ctx)).data.find((f) => f.benefitId === benefitId);
  if (!figures) throw notFound(messages.missingBenefit);
  const { rows, total } = await takeUpPeople(ctx.db, ctx.clientId, benefitId, query.search, DEFAULT_PAGE_SIZE, (query.page - 1) * DEFAULT_PAGE_SIZE);
  const people = rows.map((row) => ({
    selectionId: row.selectionId,
    employeeId: row.userId,
    name: `${row.firstName} ${row.surname}`,
    email: row.email,
    employeeNumber: row.employeeNumber,
    status: row.status,
    startsOn: row.startsOn,
    employeeMonthly: Number(row.employeeCost),
    employerMonthly: Number(row.employerCost),
  }));
  return { figures, people: pageShape(people, total, query.page, DEFAULT_PAGE_SIZE) };
}
