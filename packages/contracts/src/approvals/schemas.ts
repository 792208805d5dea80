import { z } from 'zod';
import { isoDate, isoDateInput, money } from '../benefits/schemas.ts';
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
  /** Why it waits for HR (approvalTexts.reasons): the benefit asks for approval, or a medical answer referred it. */
  reason: z.string(),
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

/**
 * Cover asked above the free cover limit, waiting for the insurer's underwriting (issue 36): the cover up to the limit is
 * in force, the rest awaits the insurer. HR records the insurer's answer: accepted from a day, or declined.
 */
export const underwritingCaseSchema = z.object({
  /** The choice (its chain id): what a decision names. */
  selectionId: z.number().int(),
  employeeName: z.string(),
  employeeNumber: z.string().nullable(),
  benefitId: z.number().int(),
  benefitName: z.string(),
  provider: z.string(),
  /** Pounds: the cover asked for, the cover in force (the free cover limit) and the part awaiting the insurer. */
  requested: money,
  inForce: money,
  awaiting: money,
  /** The days the cover runs: an acceptance counts from a day between them. */
  startsOn: isoDate,
  endsOn: isoDate.nullable(),
  /** When the cover was asked for (ISO instant). */
  askedAt: z.string(),
});
export type UnderwritingCase = z.infer<typeof underwritingCaseSchema>;
export const underwritingResponse = z.object({ data: z.array(underwritingCaseSchema) });
export type UnderwritingCases = z.infer<typeof underwritingResponse>;

export const underwritingParams = z.object({ selectionId: idParam(t.underwriting.errors.notACase) });
export const underwritingDecisionSchema = z
  .object({
    decision: z.enum(['accept', 'decline'], { error: t.underwriting.errors.decision }),
    /** Accepting: the day the insurer's acceptance counts from (the whole cover is priced from it). */
    acceptedFrom: isoDateInput.optional(),
  })
  .superRefine((body, ctx) => {
    if (body.decision === 'accept' && !body.acceptedFrom) ctx.addIssue({ code: 'custom', path: ['acceptedFrom'], message: t.underwriting.errors.acceptedFrom });
  });
export type UnderwritingDecision = z.infer<typeof underwritingDecisionSchema>;
export const underwritingDecisionResponse = underwritingResponse.extend({ decided: z.enum(['accepted', 'declined']) });
export type UnderwritingDecided = z.infer<typeof underwritingDecisionResponse>;
