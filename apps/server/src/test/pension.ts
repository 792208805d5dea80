import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/connect.ts';
import { benefits, clients } from '../db/schema/index.ts';

/**
 * A pension by salary sacrifice in a demo client's year (the demo has none: issue 38's tests add it), made from the
 * client's Cycle to Work row, else its first benefit: the employee chooses 1 % to 10 % of pay in whole percent, at any
 * time; the employer pays 3 % of qualifying earnings and passes on its NI saving unless told otherwise.
 */
export async function addPensionBenefit(db: Db, clientCode: string, pricing: { passOnNiSaving?: boolean; earnings?: 'qualifying' | 'total' } = {}) {
  const [client] = await db.select({ id: clients.id }).from(clients).where(eq(clients.code, clientCode));
  const rows = await db.select().from(benefits).where(eq(benefits.clientId, client!.id)).orderBy(asc(benefits.id));
  const ctw = rows.find((row) => row.groupCode === 'ctw') ?? rows[0];
  const [pension] = await db
    .insert(benefits)
    .values({
      ...ctw!,
      id: undefined,
      name: 'Workplace Pension',
      groupCode: 'pension',
      category: 'Financial',
      kind: 'amount',
      changeRule: 'any-time',
      medicalQuestions: [],
      withdrawnOn: null,
      provider: 'The Master Trust',
      requiresApproval: false,
      beamSupported: false,
      termsHtml: null,
      termsVersion: null,
      eligibility: {},
      setup: { options: null, amount: { label: 'Your contribution', unit: 'percent', min: 1, max: 10, step: 1 }, peopleCovered: false, startDate: false },
      pricing: { kind: 'pension', employerPercent: 3, passOnNiSaving: pricing.passOnNiSaving ?? true, earnings: pricing.earnings ?? 'qualifying' },
      employerContribution: null,
    })
    .returning();
  return pension!.id;
}
