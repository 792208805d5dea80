import { z } from 'zod';
import { idParam, realIsoDate, textField } from '../shared/fields.ts';
import { pageOf, pageQuery } from '../shared/paging.ts';
import { auditActions } from './actions.ts';
import { auditTexts as t } from './texts.ts';

/** The audit log's calls: HR administrators read their client's, platform administrators every client's. */

export const AUDIT_PAGE_SIZE = 10;

const searchText = textField().trim().max(100, { error: t.searchTooLong });

/**
 * Who did it (actor) and to whom (subject), each searched by name or e-mail (the subject also by employee number), the
 * action, and the days from and to (inclusive, on the UK calendar). Empty means any.
 */
export const auditFilterQuery = z
  .object({
    actor: searchText.optional(),
    subject: searchText.optional(),
    action: z.enum(auditActions, { error: t.badAction }).optional(),
    from: realIsoDate(t.badDate).optional(),
    to: realIsoDate(t.badDate).optional(),
  })
  .superRefine((query, context) => {
    if (query.from && query.to && query.to < query.from) context.addIssue({ code: 'custom', path: ['to'], message: t.toBeforeFrom });
  });
export type AuditFilter = z.infer<typeof auditFilterQuery>;

export const auditListQuery = z.intersection(auditFilterQuery, z.object({ page: pageQuery }));
export type AuditListQuery = z.infer<typeof auditListQuery>;

/** The admin console narrows to one client as well. */
const clientFilter = z.object({ client: idParam(t.badClient).optional() });
export const adminAuditFilterQuery = z.intersection(auditFilterQuery, clientFilter);
export type AdminAuditFilter = z.infer<typeof adminAuditFilterQuery>;
export const adminAuditListQuery = z.intersection(adminAuditFilterQuery, z.object({ page: pageQuery }));
export type AdminAuditListQuery = z.infer<typeof adminAuditListQuery>;

export const auditClientParams = z.object({ id: idParam() });

const person = z.object({ id: z.number().int(), name: z.string() }).nullable();
export const auditEntrySchema = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  client: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** Who did it: the HR or platform administrator behind the session. */
  actor: person,
  /** The person affected; null when none is (an upload as a whole, a client's settings). */
  subject: person,
  action: z.enum(auditActions),
  /** What each action keeps (AuditDetails); read into words by `auditDescription`. */
  details: z.record(z.string(), z.unknown()),
  /** The shape of `details` (AUDIT_VERSION; 0 for entries from before it). */
  version: z.number().int(),
  statusCode: z.number().int().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditLogResponse = pageOf(auditEntrySchema);
export type AuditLog = z.infer<typeof auditLogResponse>;
export const auditFileResponse = z.unknown().describe('A CSV file');
