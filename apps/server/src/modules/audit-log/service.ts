import { AUDIT_PAGE_SIZE, pageShape, type AdminAuditListQuery, type AuditEntry, type AuditListQuery } from '@portal/contracts';
import type { Db } from '../../db/connect.ts';
import type { EmployerContext } from '../../plugins/employer-context.ts';
import type { SignedInContext } from '../../plugins/request-context.ts';
import { pageAuditEntries, type AuditRowWithNames, type AuditScope } from './queries.ts';

type Named = { firstName: string | null; surname: string | null } | null;
const personOf = (id: number | null, person: Named) =>
  id !== null && person?.firstName != null ? { id, name: `${person.firstName} ${person.surname ?? ''}`.trim() } : null;

/** An entry as the API answers it; a person or client since removed is null. */
export function entryOf({ entry, clientName, actor, subject }: AuditRowWithNames): AuditEntry {
  return {
    id: entry.id,
    createdAt: entry.createdAt.toISOString(),
    client: entry.clientId !== null && clientName !== null ? { id: entry.clientId, name: clientName } : null,
    actor: personOf(entry.actorId, actor),
    subject: personOf(entry.subjectId, subject),
    action: entry.action,
    details: entry.details,
    version: entry.version,
    statusCode: entry.statusCode,
  };
}

async function auditPage(db: Db, scope: AuditScope, query: AuditListQuery) {
  const { total, rows } = await pageAuditEntries(db, scope, query, AUDIT_PAGE_SIZE, (query.page - 1) * AUDIT_PAGE_SIZE);
  return pageShape(rows.map(entryOf), total, query.page, AUDIT_PAGE_SIZE);
}

/** The employer's own client's log; the route's guard has checked the client is theirs. */
export const clientAuditLog = (ctx: EmployerContext, query: AuditListQuery) => auditPage(ctx.db, { clientId: ctx.clientId }, query);

/** Every client's log, or the one client the admin console picks; the route admits platform administrators only. */
export const adminAuditLog = (ctx: SignedInContext, query: AdminAuditListQuery) => auditPage(ctx.db, { clientId: query.client }, query);
