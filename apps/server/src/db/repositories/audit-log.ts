import { auditLog, type NewAuditRow } from '../schema/index.ts';
import type { Executor } from './executor.ts';

/** What an impersonator did (masquerade, magic link): written by the audit hook and by the link services. */
export async function recordAudit(db: Executor, row: NewAuditRow): Promise<void> {
  await db.insert(auditLog).values(row);
}
