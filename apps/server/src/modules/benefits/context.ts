import { messages, ukToday } from '@portal/contracts';
import type { Db } from '../../db/connect.ts';
import type { BenefitRow, SchemeYearRow, SelectionRow } from '../../db/schema/index.ts';
import { clock } from '../../lib/clock.ts';
import { forbidden, notFound } from '../../lib/errors.ts';
import type { SessionUser } from '../../plugins/auth.ts';
import { benefitAccess, isVoucherOnly, type Access, type EmployeeFacts } from './eligibility.ts';
import { isLive } from './present.ts';
import { currentClientBenefits } from './client-benefits.ts';
import { findBenefit, findEmployeeContext } from './queries.ts';
import { changeWindowOf, type LifeEventWindow } from './windows.ts';

/** Everything the benefit rules need about the caller, read once per request. */
export interface EmployeeContext {
  db: Db;
  clientId: number;
  userId: number;
  userType: SessionUser['userType'];
  now: Date;
  today: string;
  facts: EmployeeFacts;
  salary: number | null;
  ccvBalance: number;
  ccvOnly: boolean;
  year: SchemeYearRow | null;
  /** The current year's benefits of the client, in their order; shared between requests, never changed. */
  yearBenefits: readonly BenefitRow[];
  lifeEvents: LifeEventWindow[];
}

/** Benefits belong to a client's employees; a platform administrator without a client has none (403). */
export async function employeeContext(db: Db, user: SessionUser): Promise<EmployeeContext> {
  const clientId = user.clientId;
  if (clientId === null) throw forbidden(messages.accessDenied);
  const now = clock.now();
  const found = await findEmployeeContext(db, clientId, user.id, now);
  if (!found) throw forbidden(messages.accessDenied);
  const { employee, lifeEvents } = found;
  const { year, benefits } = await currentClientBenefits(db, clientId, user.versions.client);
  const ccvBalance = Number(employee.ccvBalance ?? 0);
  return {
    db,
    clientId,
    userId: user.id,
    userType: user.userType,
    now,
    today: ukToday(now),
    facts: employee,
    salary: employee.salary === null ? null : Number(employee.salary),
    ccvBalance,
    ccvOnly: isVoucherOnly(employee.employmentStatus, ccvBalance),
    year,
    yearBenefits: benefits,
    lifeEvents,
  };
}

export const accessOf = (context: EmployeeContext, benefit: BenefitRow, year: SchemeYearRow): Access =>
  benefitAccess(benefit, { facts: context.facts, probationMonths: year.probationMonths, today: context.today, ccvOnly: context.ccvOnly });

/** The benefit's change window for the caller, given their latest selection of it (live or not). */
export const windowOf = (context: EmployeeContext, benefit: BenefitRow, year: SchemeYearRow, latest: SelectionRow | null | undefined) =>
  changeWindowOf(benefit, year, context.lifeEvents, isLive(latest) ? latest : null, context.now);

export interface VisibleBenefit {
  benefit: BenefitRow;
  year: SchemeYearRow;
  access: Access;
}

/** A benefit the caller may see; another client's, or one the rules hide, is "not found" and shows nothing. */
export async function visibleBenefit(context: EmployeeContext, benefitId: number): Promise<VisibleBenefit> {
  const row = await findBenefit(context.db, context.clientId, benefitId);
  const access = row && accessOf(context, row.benefit, row.year);
  if (!row || !access?.visible) throw notFound(messages.missingBenefit);
  return { ...row, access };
}
