import { z } from 'zod';
import { idField, idParam, textField } from '../shared/fields.ts';
import { approvalTexts as t } from './texts.ts';

/** Selection approvals (spec §3 pending selection, §7 `v2/scheme/selections/...`): the caller's own client only. */

/** At most this many selections change in one call (the bench approves 1,000 at once). */
export const APPROVAL_BATCH_MAX = 1000;
/** The longest rejection reason kept and shown to the employee. */
export const REJECTION_REASON_MAX = 500;

export const pendingBenefitSchema = z.object({
  benefitId: z.number().int(),
  benefitName: z.string(),
  provider: z.string(),
  count: z.number().int(),
});
export type PendingBenefit = z.infer<typeof pendingBenefitSchema>;
export const pendingBenefitsResponse = z.object({ data: z.array(pendingBenefitSchema), total: z.number().int() });
export type PendingBenefits = z.infer<typeof pendingBenefitsResponse>;

export const benefitApprovalsParams = z.object({ benefitId: idParam() });

/** Spec §3: selectionId, employeeName, orderValue, fields (column label to value). */
export const pendingSelectionSchema = z.object({
  /** The request's id: what an approval or a rejection names. */
  selectionId: z.number().int(),
  employeeName: z.string(),
  employeeNumber: z.string().nullable(),
  /** 'new' for a first choice of the benefit, 'change' for a change of cover in force (which runs on until decided). */
  kind: z.enum(['new', 'change']),
  /** When the employee asked (ISO instant). */
  requestedAt: z.string(),
  orderValue: z.number(),
  fields: z.record(z.string(), z.string()),
  /** For a change, the cover in force in the same columns: shown as current → requested. Null for a new choice. */
  current: z.object({ orderValue: z.number(), fields: z.record(z.string(), z.string()) }).nullable(),
});
export type PendingSelection = z.infer<typeof pendingSelectionSchema>;
/** Spec §3 benefit approvals data: the benefit's name and its items; `columns` orders the fields' labels. */
export const benefitApprovalsResponse = z.object({
  benefitId: z.number().int(),
  benefitName: z.string(),
  columns: z.array(z.string()),
  data: z.array(pendingSelectionSchema),
});
export type BenefitApprovals = z.infer<typeof benefitApprovalsResponse>;

/** The one list across benefits (issue 26 item 5), narrowed to one benefit when `benefitId` is given. */
export const pendingRequestsQuery = z.object({ benefitId: idParam(t.badBenefit).optional() });
export type PendingRequestsQuery = z.infer<typeof pendingRequestsQuery>;
/** A request of the list: a pending selection and the benefit it is of. */
export const pendingRequestSchema = pendingSelectionSchema.extend({ benefitId: z.number().int(), benefitName: z.string() });
export type PendingRequest = z.infer<typeof pendingRequestSchema>;
export const pendingRequestsResponse = z.object({
  /** Every benefit of the client with requests waiting, and how many each, whatever the filter: the filter's choices. */
  benefits: z.array(pendingBenefitSchema),
  /** The benefit filtered on (its name even when nothing of it waits); null for every benefit. */
  benefit: z.object({ benefitId: z.number().int(), benefitName: z.string() }).nullable(),
  /** The fields' labels: the benefit's own columns, or across benefits every benefit's in turn (a row fills its own). */
  columns: z.array(z.string()),
  data: z.array(pendingRequestSchema),
});
export type PendingRequests = z.infer<typeof pendingRequestsResponse>;

export const approvalRequestSchema = z.object({
  selectionIds: z
    .array(idField(), { error: t.noSelections })
    .min(1, { error: t.noSelections })
    .max(APPROVAL_BATCH_MAX, { error: t.tooManySelections(APPROVAL_BATCH_MAX) }),
  approval: z.boolean({ error: t.notABoolean }),
  /** Kept only with a rejection; blank means none. */
  reason: textField({ multiline: true })
    .trim()
    .max(REJECTION_REASON_MAX, { error: t.reasonTooLong(REJECTION_REASON_MAX) })
    .optional(),
});
export type ApprovalRequest = z.infer<typeof approvalRequestSchema>;

/** Which of the ids sent changed now, and which did not (not pending any more, or not the caller's client's). */
export const approvalResultResponse = z.object({
  approval: z.boolean(),
  changed: z.array(z.number().int()),
  unchanged: z.array(z.number().int()),
});
export type ApprovalResult = z.infer<typeof approvalResultResponse>;
