import { ADMIN_PAGE_SIZE, ssoTexts, type AdminUser } from '@portal/contracts';
import { notFound } from '../../lib/errors.ts';
import type { SignedInContext } from '../../plugins/request-context.ts';
import { clientExists, listClients, pageClientUsers } from './queries.ts';

/** ARCHITECTURE §6 page shape; a page past the end is empty but still says where the end is. */
export function pageShape<T>(data: T[], total: number, page: number, perPage = ADMIN_PAGE_SIZE) {
  return { data, currentPage: page, lastPage: Math.max(1, Math.ceil(total / perPage)), perPage, total };
}

const nameOf = (person: { firstName: string; surname: string }) => `${person.firstName} ${person.surname}`;

/** The admin console's calls (the audit log's are in modules/audit-log); their routes admit platform administrators only. */
export async function adminClients(ctx: SignedInContext) {
  return { data: await listClients(ctx.db) };
}

export async function adminClientUsers(ctx: SignedInContext, input: { id: number; search?: string | undefined; page: number }) {
  const { id: clientId, search, page } = input;
  if (!(await clientExists(ctx.db, clientId))) throw notFound(ssoTexts.clientNotFound);
  const { total, rows } = await pageClientUsers(ctx.db, clientId, search || undefined, ADMIN_PAGE_SIZE, (page - 1) * ADMIN_PAGE_SIZE);
  const data: AdminUser[] = rows.map((row) => ({
    id: row.id,
    name: nameOf(row),
    email: row.email,
    userType: row.userType,
    employmentStatus: row.employmentStatus,
    activated: row.activatedAt !== null,
    erased: row.anonymisedAt !== null,
  }));
  return pageShape(data, total, page);
}
