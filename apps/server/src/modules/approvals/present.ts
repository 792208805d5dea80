import { amountInWords, approvalTexts, formatLongDate, formatPounds, type PendingSelection } from '@portal/contracts';
import type { BenefitRow, SelectionRow } from '../../db/schema/index.ts';

/** Shapes a benefit's pending selections into the table's rows; no database access here. */

type Shown = Pick<SelectionRow, 'values' | 'peopleCovered' | 'employeeCost' | 'startsOn'> & { coveredNames: string[] };
type Benefit = Pick<BenefitRow, 'setup' | 'requiresApproval' | 'medicalQuestions'>;
type PendingRow = Shown & {
  selectionId: number;
  firstName: string;
  surname: string;
  employeeNumber: string | null;
  requestedAt: Date;
  live: { [K in keyof Shown]: Shown[K] | null } | null;
};

const f = approvalTexts.fields;

/** The columns a benefit's selections are shown with, from what its wizard asks, in the wizard's order. */
export function columnsOf(benefit: Pick<BenefitRow, 'setup'>): string[] {
  const { setup } = benefit;
  return [
    ...(setup.options ? [f.option] : []),
    ...(setup.amount ? [setup.amount.label] : []),
    ...(setup.peopleCovered ? [f.peopleCovered] : []),
    f.startDate,
    f.employeeMonthly,
  ];
}

/**
 * The columns of the list across benefits: every benefit's in turn, each label once, with the columns all benefits
 * share (start date, monthly cost) last, as on a benefit's own table.
 */
export function columnsAcross(benefits: Pick<BenefitRow, 'setup'>[]): string[] {
  const last = [f.startDate, f.employeeMonthly] as string[];
  const own = benefits.flatMap((benefit) => columnsOf(benefit)).filter((label) => !last.includes(label));
  return [...new Set(own), ...last];
}

/**
 * Spec §3 pending selection. The order value is the amount chosen when the benefit asks for one in pounds (a bike,
 * a voucher), otherwise what the employee pays a month; `fields` holds every column of `columnsOf`.
 */
export function pendingSelectionOf(benefit: Benefit, row: PendingRow): PendingSelection {
  const live = row.live;
  const current = live?.values && live.peopleCovered && live.employeeCost !== null && live.startsOn ? shownOf(benefit, live as Shown) : null;
  return {
    selectionId: row.selectionId,
    employeeName: `${row.firstName} ${row.surname}`,
    employeeNumber: row.employeeNumber,
    kind: current ? 'change' : 'new',
    reason: reasonOf(benefit, row.values),
    requestedAt: row.requestedAt.toISOString(),
    ...shownOf(benefit, row),
    current,
  };
}

/**
 * Why a request waits (selections.ts `needsApproval`): the medical questions it answered yes to that refer, else the
 * benefit's own rule. A request of a benefit that asks for approval with a referring answer names the answer.
 */
function reasonOf(benefit: Benefit, values: SelectionRow['values']): string {
  const answers = values.medicalAnswers ?? {};
  const referred = benefit.medicalQuestions.filter((q) => q.refer && answers[q.id] === true).map((q) => q.text);
  return referred.length > 0 ? approvalTexts.reasons.medical(referred) : approvalTexts.reasons.benefit;
}

/** One version in the table's columns, and its order value. */
function shownOf(benefit: Pick<BenefitRow, 'setup'>, row: Shown): { orderValue: number; fields: Record<string, string> } {
  const { setup } = benefit;
  const { option, amount } = row.values;
  const fields: Record<string, string> = {};
  if (setup.options) fields[f.option] = setup.options.find((o) => o.value === option)?.label ?? option ?? '';
  if (setup.amount) fields[setup.amount.label] = amount === undefined ? '' : amountInWords(setup.amount.unit, amount);
  if (setup.peopleCovered) fields[f.peopleCovered] = row.coveredNames.length > 0 ? row.coveredNames.join(', ') : approvalTexts.onlyEmployee;
  fields[f.startDate] = formatLongDate(row.startsOn);
  fields[f.employeeMonthly] = formatPounds(Number(row.employeeCost), { pence: 'always' });
  const inPounds = setup.amount?.unit === 'pounds' && amount !== undefined;
  return { orderValue: inPounds ? amount : Number(row.employeeCost), fields };
}
