import type { ReadinessItemId } from '@portal/contracts';
import type { Db } from '../../db/connect.ts';
import type { Client } from '../../db/schema/index.ts';
import { readinessFacts } from './queries.ts';

/**
 * The Readiness tab's lines (issue 27 §2). Branding is set once a primary colour and a support e-mail are chosen; sign-on
 * counts only for single-sign-on-only clients, and is green once the Sign-on tab's test of the current identity provider
 * settings succeeded (a change of issuer, client id or secret clears the test). The line for benefits and a selection window
 * comes with the benefits catalogue (issue 28 §4): until it can be set up in the product it would block every new client.
 */
export async function checklist(db: Db, client: Client) {
  const facts = await readinessFacts(db, client.id);
  const lines: { id: ReadinessItemId; ok: boolean }[] = [
    { id: 'branding', ok: client.primaryColour !== null && client.supportEmail.trim() !== '' },
    { id: 'administrator', ok: facts.activeAdmin },
    ...(client.ssoAccessOnly ? [{ id: 'signOn' as const, ok: facts.signOnTested }] : []),
    { id: 'employees', ok: facts.employees },
  ];
  return { items: lines, ready: lines.every((line) => line.ok) };
}
