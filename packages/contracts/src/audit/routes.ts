import { defineRoute } from '../shared/http.ts';
import * as s from './schemas.ts';

/** The audit log: the client's own for its HR administrators, every client's in the admin console. */
export const auditRoutes = {
  adminAuditLog: defineRoute({
    method: 'GET',
    path: '/admin/audit-log',
    base: 'main',
    summary: 'Audit entries of every client, newest first, 10 a page, filtered by who, whom, action, days and client (admin console)',
    query: s.adminAuditListQuery,
    response: s.auditLogResponse,
  }),
  adminAuditLogDownload: defineRoute({
    method: 'GET',
    path: '/admin/audit-log/download',
    base: 'main',
    summary: 'The same filter as a CSV file, streamed (admin console)',
    query: s.adminAuditFilterQuery,
    response: s.auditFileResponse,
  }),
  clientAuditLog: defineRoute({
    method: 'GET',
    path: '/client/:id/audit-log',
    base: 'main',
    employer: { clientParam: 'id' },
    summary: "The employer's own client's audit entries, newest first, 10 a page, filtered by who, whom, action and days",
    params: s.auditClientParams,
    query: s.auditListQuery,
    response: s.auditLogResponse,
  }),
  clientAuditLogDownload: defineRoute({
    method: 'GET',
    path: '/client/:id/audit-log/download',
    base: 'main',
    employer: { clientParam: 'id' },
    summary: 'The same filter as a CSV file, streamed',
    params: s.auditClientParams,
    query: s.auditFilterQuery,
    response: s.auditFileResponse,
  }),
} as const;
