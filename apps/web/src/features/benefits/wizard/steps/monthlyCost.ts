import { benefitScreenTexts as t, formatPounds, type CostResult } from '@portal/contracts';

/** The employee's monthly cost of a choice and what the employer adds, from the pricing engine's answer. */
export const monthlyCostText = (costs: CostResult) =>
  t.wizard.monthlyCost(formatPounds(costs.employee), costs.employer > 0 ? formatPounds(costs.employer) : null);
