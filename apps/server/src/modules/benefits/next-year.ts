import { poundsOf, type MyNextYear } from '@portal/contracts';
import { currentVersions } from '../../db/repositories/selections.ts';
import { choiceStatesByBenefit } from './choice-state.ts';
import { accessOf, windowOf, type EmployeeContext } from './context.ts';
import { benefitSummaryOf, schemeYearOf } from './present.ts';
import { rollOver } from './rollover.ts';

const none: MyNextYear = { schemeYear: null, benefits: [], rollover: [] };

/**
 * Next year as the caller sees it on My benefits (docs/decisions/benefits-and-pricing.md, "Two years live at once"):
 * from when it is prepared until it starts, its benefits with the caller's own choice of each for it (made in its
 * window), and what the switch would do to each of their choices of this year if they changed nothing, worked out by
 * the same rollover the switch applies (`rollOver`, one person's, nothing written).
 */
export async function myNextYear(context: EmployeeContext): Promise<MyNextYear> {
  const { year, nextYear } = context;
  if (!year || !nextYear || context.today >= nextYear.startsOn || context.ccvOnly) return none;
  const visible = context.nextYearBenefits.map((benefit) => ({ benefit, access: accessOf(context, benefit, nextYear) })).filter((b) => b.access.visible);
  const [versions, preview] = await Promise.all([
    currentVersions(
      context.db,
      context.clientId,
      context.userId,
      visible.map(({ benefit }) => benefit.id),
    ),
    rollOver(context.db, context.clientId, { from: year, to: nextYear }, { mode: 'preview' }, context.userId),
  ]);
  const states = choiceStatesByBenefit(versions);
  return {
    schemeYear: schemeYearOf(nextYear, context.today),
    benefits: visible.map(({ benefit, access }) => {
      const state = states.get(benefit.id) ?? null;
      return benefitSummaryOf(benefit, nextYear, access, windowOf(context, benefit, nextYear, state), state, context.today);
    }),
    rollover: preview.lines.map((line) => ({
      groupCode: line.benefit.groupCode,
      benefitName: line.benefit.name,
      outcome: line.outcome,
      reason: line.reason,
      detail: line.detail,
      employeeNow: poundsOf(line.before.employee),
      employeeNext: line.after ? poundsOf(line.after.employee) : null,
    })),
  };
}
