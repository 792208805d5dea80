import { z } from 'zod';
import { defineRoute } from '../shared/http.ts';
import { idParam } from '../shared/fields.ts';
import { retentionTexts as t } from './texts.ts';

/** Bounds of a client's retention periods in months (the clients_retention_check constraint, migration 0036). */
export const RETENTION_MONTHS = { min: 1, max: 240, personalDefault: 24, payrollDefault: 72 } as const;

const months = (message: string) =>
  z.number({ error: message }).int({ error: message }).min(RETENTION_MONTHS.min, { error: message }).max(RETENTION_MONTHS.max, { error: message });

/** A client's retention periods: personal data, then payroll records, in months after a leaver's leaving date. */
export const retentionSettingsSchema = z
  .object({ personalMonths: months(t.personalRange), payrollMonths: months(t.payrollRange) })
  .refine((v) => v.payrollMonths >= v.personalMonths, { path: ['payrollMonths'], error: t.payrollBeforePersonal });
export type RetentionSettings = z.infer<typeof retentionSettingsSchema>;

export const retentionClientParams = z.object({ id: idParam() });
export const erasureParams = z.object({ clientId: idParam(), employeeId: idParam() });
/** Erasing cannot be undone: the caller says so. */
export const erasureRequestSchema = z.object({ confirm: z.literal(true, { error: t.confirmRequired }) });
export type ErasureRequest = z.infer<typeof erasureRequestSchema>;

/** Erasure on request is for leavers whose data is still held (the server answers 409 to anyone else). */
export const isErasable = (person: { employmentStatus: string; erased: boolean }) => person.employmentStatus === 'left' && !person.erased;

/** What stayed after an erasure and why (keys of retentionTexts.kept). */
export const keptItems = ['selections', 'reportLines', 'employment', 'auditLog', 'erasure'] as const;
export type KeptItem = (typeof keptItems)[number];
export const erasureResponseSchema = z.object({
  employeeId: z.number().int(),
  /** How the person appears from now on, e.g. 'Former employee P-42'. */
  pseudonym: z.string(),
  anonymisedAt: z.string(),
  kept: z.array(z.object({ item: z.enum(keptItems), why: z.string() })),
});
export type ErasureResponse = z.infer<typeof erasureResponseSchema>;

/** Retention periods (admin console) and erasure on request (HR; platform administrators). */
export const retentionRoutes = {
  clientAdminRetention: defineRoute({
    method: 'GET',
    path: '/admin/clients/:id/retention',
    base: 'main',
    summary: "A client's retention periods for leavers' personal data and payroll records (admin console)",
    params: retentionClientParams,
    response: retentionSettingsSchema,
  }),
  clientAdminUpdateRetention: defineRoute({
    method: 'PUT',
    path: '/admin/clients/:id/retention',
    base: 'main',
    summary: "Set a client's retention periods (months, 1 to 240; payroll at least personal); audited as client.updated",
    params: retentionClientParams,
    body: retentionSettingsSchema,
    response: retentionSettingsSchema,
  }),
  employerEraseEmployee: defineRoute({
    method: 'POST',
    path: '/v2/client/:clientId/employees/:employeeId/erasure',
    base: 'main',
    employer: { clientParam: 'clientId' },
    summary:
      "Erase a leaver's personal data at once (issue 39): anonymised as the retention job does, money history kept under a " +
      'pseudonym; audited as employee.erased; 404 for anyone not of the client, 409 for a person still employed or already erased',
    params: erasureParams,
    body: erasureRequestSchema,
    response: erasureResponseSchema,
  }),
  clientAdminEraseEmployee: defineRoute({
    method: 'POST',
    path: '/admin/clients/:clientId/employees/:employeeId/erasure',
    base: 'main',
    summary: 'The same erasure by a platform administrator (admin console); audited as employee.erased',
    params: erasureParams,
    body: erasureRequestSchema,
    response: erasureResponseSchema,
  }),
} as const;
