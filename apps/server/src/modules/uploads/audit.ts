import type { FieldChange } from '@portal/contracts';
import type { AuditEntryInput } from '../../db/repositories/audit-log.ts';
import type { UploadContext } from './caller.ts';

interface AppliedEntry {
  kind: string;
  userId: number | null;
  detail: unknown;
}

/**
 * The audit entries of an applied upload: one for the upload with its counts, and one per person it added, recorded as
 * leaving or changed (each change with what it was and became), so the log can be searched by whom. `starterIds` are
 * the people made for the starter entries, in their order.
 */
export function uploadEntries(ctx: UploadContext, load: { id: number; fileName: string }, entries: AppliedEntry[], starterIds: number[]): AuditEntryInput[] {
  const { actorId, actingAs, credentialId, credential } = ctx.audit;
  const from = { dataLoadId: load.id, fileName: load.fileName, ...(actingAs && { actingAs }), ...(credential && { credential }) };
  const entry = { clientId: ctx.clientId, actorId, credentialId };
  const starters = entries.filter((e) => e.kind === 'starter');
  const leavers = entries.filter((e) => e.kind === 'leaver');
  const changes = entries.filter((e) => e.kind === 'change');
  const changesOf = (e: AppliedEntry) => e.detail as FieldChange[];
  return [
    {
      ...entry,
      subjectId: null,
      action: 'upload.applied',
      details: { ...from, starters: starters.length, leavers: leavers.length, changed: changes.length },
    },
    ...starterIds.map((id): AuditEntryInput => ({ ...entry, subjectId: id, action: 'employee.added', details: from })),
    ...leavers.map((e): AuditEntryInput => ({
      ...entry,
      subjectId: e.userId,
      action: 'employee.left',
      details: { ...from, leavingDate: changesOf(e).find((c) => c.field === 'leaving_date')?.after ?? null, changes: changesOf(e) },
    })),
    ...changes.map((e): AuditEntryInput => ({ ...entry, subjectId: e.userId, action: 'employee.updated', details: { ...from, changes: changesOf(e) } })),
  ];
}
