import type { ReadinessItemId } from '@portal/contracts';
import type { Db } from '../../db/connect.ts';
import type { Client } from '../../db/schema/index.ts';
import { readinessFacts } from './queries.ts';

/**
 * The Readiness tab's lines (issue 27 §2). Branding is set once a primary colour and a support e-mail are chosen; sign-on
 * counts only for single-sign-on-only clients, and until the Sign-on tab records a test, an identity provider on file is
 * what "tested" reads (docs/decisions: client admin console).
 */
export async function checklist(db: Db, client: Client, now: Date) {
  const facts = await readinessFacts(db, client.id, now.toISOString().slice(0, 10));
  const lines: { id: ReadinessItemId; ok: boolean }[] = [
    { id: 'branding', ok: client.primaryColour !== null && client.supportEmail.trim() !== '' },
    { id: 'administrator', ok: facts.activeAdmin },
    ...(client.ssoAccessOnly ? [{ id: 'signOn' as const, ok: facts.provider }] : []),
    { id: 'benefits', ok: facts.benefitAndWindow },
    { id: 'employees', ok: facts.employees },
  ];
  return { items: lines, ready: lines.every((line) => line.ok) };
}
