import { ADMIN_PAGE_SIZE, ssoTexts, type AdminUser, type AuditEntry } from '@portal/contracts';
import type { Db } from '../../db/connect.ts';
import { notFound } from '../../lib/errors.ts';
import { clientExists, listClients, pageAuditLog, pageClientUsers } from './queries.ts';

/** ARCHITECTURE §6 page shape; a page past the end is empty but still says where the end is. */
export function pageShape<T>(data: T[], total: number, page: number, perPage = ADMIN_PAGE_SIZE) {
  return { data, currentPage: page, lastPage: Math.max(1, Math.ceil(total / perPage)), perPage, total };
}

const nameOf = (person: { firstName: string; surname: string }) => `${person.firstName} ${person.surname}`;

export async function adminClients(db: Db) {
  return { data: await listClients(db) };
}

export async function adminClientUsers(db: Db, clientId: number, search: string | undefined, page: number) {
  if (!(await clientExists(db, clientId))) throw notFound(ssoTexts.clientNotFound);
  const { total, rows } = await pageClientUsers(db, clientId, search || undefined, ADMIN_PAGE_SIZE, (page - 1) * ADMIN_PAGE_SIZE);
  const data: AdminUser[] = rows.map((row) => ({
    id: row.id,
    name: nameOf(row),
    email: row.email,
    userType: row.userType,
    employmentStatus: row.employmentStatus,
    activated: row.activatedAt !== null,
  }));
  return pageShape(data, total, page);
}

export async function adminAuditLog(db: Db, page: number) {
  const { total, rows } = await pageAuditLog(db, ADMIN_PAGE_SIZE, (page - 1) * ADMIN_PAGE_SIZE);
  const data: AuditEntry[] = rows.map(({ entry, clientName, actor, subject }) => ({
    id: entry.id,
    createdAt: entry.createdAt.toISOString(),
    client: entry.clientId !== null && clientName !== null ? { id: entry.clientId, name: clientName } : null,
    actor: entry.actorId !== null && actor ? { id: entry.actorId, name: nameOf(actor) } : null,
    subject: entry.subjectId !== null && subject ? { id: entry.subjectId, name: nameOf(subject) } : null,
    action: entry.action,
    target: entry.target,
    statusCode: entry.statusCode,
  }));
  return pageShape(data, total, page);
}
