import { benefitScreenTexts as t, type CostResult } from '@portal/contracts';
import { formatPounds } from '../../../../ui/format.ts';

/** The employee's monthly cost of a choice and what the employer adds, from the pricing engine's answer. */
export const monthlyCostText = (costs: CostResult) =>
  t.wizard.monthlyCost(formatPounds(costs.employee), costs.employer > 0 ? formatPounds(costs.employer) : null);
