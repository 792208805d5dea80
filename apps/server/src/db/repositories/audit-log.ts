import { AUDIT_VERSION, type AuditAction, type AuditDetails } from '@portal/contracts';
import { clock } from '../../clock.ts';
import { auditLog } from '../schema/index.ts';
import type { Executor } from './executor.ts';

/** One entry as a service records it: the details the action's code fixes (contracts' AuditDetails). */
export type AuditEntryInput = {
  [A in AuditAction]: {
    action: A;
    clientId: number | null;
    actorId: number | null;
    /** The person affected; null when none is (an upload as a whole, a client's settings). */
    subjectId: number | null;
    details: AuditDetails[A];
    statusCode?: number;
    /** The API key or SCIM token that acted when no person did (issue 39); actorId is then null. */
    credentialId?: number | null;
  };
}[AuditAction];

/** Keys whose values are never kept: passwords, secrets, tokens, one-time codes. */
const SECRET = /pass(word)?|secret|token|otp|^code$|recovery/i;
const BLANK = '[hidden]';

/** The details with every secret's value blanked: by its key, or as the `before`/`after` of a field change that names one. */
export function blankSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(blankSecrets);
  if (value === null || typeof value !== 'object') return value;
  const record = value as Record<string, unknown>;
  const secretChange = typeof record.field === 'string' && SECRET.test(record.field);
  return Object.fromEntries(
    Object.entries(record).map(([key, item]) => [
      key,
      SECRET.test(key) || (secretChange && (key === 'before' || key === 'after')) ? (item === null ? null : BLANK) : blankSecrets(item),
    ]),
  );
}

const rowOf = (entry: AuditEntryInput) => ({
  clientId: entry.clientId,
  actorId: entry.actorId,
  credentialId: entry.credentialId ?? null,
  subjectId: entry.subjectId,
  action: entry.action,
  details: blankSecrets(entry.details) as Record<string, unknown>,
  version: AUDIT_VERSION,
  statusCode: entry.statusCode ?? 200,
  // The portal's time (PORTAL_NOW moves it), as every date the log is read and filtered by.
  createdAt: clock.now(),
});

/** Rows a single insert carries: a bulk approval or a large upload writes one entry per person, in batches. */
const BATCH = 1000;

/** Who did what to whom: written by the services in the transaction of what they record, and by the impersonation hook. */
export async function recordAudit(db: Executor, ...entries: AuditEntryInput[]): Promise<void> {
  for (let start = 0; start < entries.length; start += BATCH) await db.insert(auditLog).values(entries.slice(start, start + BATCH).map(rowOf));
}
