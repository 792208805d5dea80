import { benefitPlanIssues, type ReadinessItemId } from '@portal/contracts';
import type { Db } from '../../db/connect.ts';
import type { BenefitRow, Client } from '../../db/schema/index.ts';
import { catalogueReadinessFacts } from '../catalogue/index.ts';
import { readinessFacts } from './queries.ts';

type Plan = Pick<BenefitRow, 'kind' | 'setup' | 'pricing' | 'employerContribution' | 'eligibility'>;

/**
 * A benefit is priced when its pricing fits its set-up with nothing missing (every option priced, in every age band, bands
 * without gaps), or it is free on purpose: no price counts as free only for an information-only benefit.
 */
export function isPriced(plan: Plan): boolean {
  if (plan.pricing.kind === 'none') return plan.kind === 'information';
  return !benefitPlanIssues(plan).some((issue) => issue.path[0] === 'pricing' || issue.path[0] === 'setup');
}

/**
 * The Readiness tab's lines (issue 27 §2, issue 28 §4). Branding is set once a primary colour and a support e-mail are
 * chosen; sign-on counts only for single-sign-on-only clients, and is green once the Sign-on tab's test of the current
 * identity provider settings succeeded (a change of issuer, client id or secret clears the test). The catalogue's lines:
 * the current scheme year offers at least one benefit not withdrawn by today; a selection window is open or still to come
 * (in any of the client's years); every benefit still offered is priced (`isPriced`) and names its provider's e-mail.
 */
export async function checklist(db: Db, client: Client, today: string) {
  const facts = await readinessFacts(db, client.id);
  const catalogue = await catalogueReadinessFacts(db, client.id, today);
  const lines: { id: ReadinessItemId; ok: boolean }[] = [
    { id: 'branding', ok: client.primaryColour !== null && client.supportEmail.trim() !== '' },
    { id: 'administrator', ok: facts.activeAdmin },
    ...(client.ssoAccessOnly ? [{ id: 'signOn' as const, ok: facts.signOnTested }] : []),
    { id: 'employees', ok: facts.employees },
    { id: 'benefits', ok: catalogue.offered.some((benefit) => benefit.isCurrent) },
    { id: 'selectionWindow', ok: catalogue.windowOpenOrToCome },
    { id: 'pricing', ok: catalogue.offered.every(isPriced) },
    { id: 'providerEmails', ok: catalogue.offered.every((benefit) => (benefit.providerEmail ?? '').trim() !== '') },
  ];
  return { items: lines, ready: lines.every((line) => line.ok) };
}
