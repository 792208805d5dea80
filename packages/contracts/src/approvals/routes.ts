import { defineRoute } from '../shared/http.ts';
import * as s from './schemas.ts';

/** Selection approvals (spec §7 "Approvals"): the employer's own client, from their session; employees are refused. */
export const approvalRoutes = {
  pendingApprovals: defineRoute({
    method: 'GET',
    path: '/v2/scheme/selections/pending',
    base: 'main',
    employer: { clientParam: null },
    summary: "The benefits of the employer's client with selections awaiting approval, and how many each",
    response: s.pendingBenefitsResponse,
  }),
  benefitApprovals: defineRoute({
    method: 'GET',
    path: '/v2/scheme/selections/:benefitId/pending',
    base: 'main',
    employer: { clientParam: null },
    summary: "One benefit's selections awaiting approval: employee, order value and the benefit's fields",
    params: s.benefitApprovalsParams,
    response: s.benefitApprovalsResponse,
  }),
  pendingRequests: defineRoute({
    method: 'GET',
    path: '/v2/scheme/selections/pending/requests',
    base: 'main',
    employer: { clientParam: null },
    summary: "Every selection awaiting approval of the employer's client in one list, optionally of one benefit, with employee number and request date",
    query: s.pendingRequestsQuery,
    response: s.pendingRequestsResponse,
  }),
  approveSelections: defineRoute({
    method: 'PATCH',
    path: '/v2/scheme/selections/status',
    base: 'main',
    employer: { clientParam: null },
    summary: 'Approve or reject selections awaiting approval, in one transaction; only pending ones of the caller client change; audited',
    body: s.approvalRequestSchema,
    response: s.approvalResultResponse,
  }),
  underwritingCases: defineRoute({
    method: 'GET',
    path: '/v2/scheme/underwriting',
    base: 'main',
    employer: { clientParam: null },
    summary: "Cover above the free cover limit awaiting the insurer, of the employer's client: asked, in force and awaiting",
    response: s.underwritingResponse,
  }),
  decideUnderwriting: defineRoute({
    method: 'PATCH',
    path: '/v2/scheme/underwriting/:selectionId',
    base: 'main',
    employer: { clientParam: null },
    summary: "Records the insurer's answer on cover above the free cover limit: accepted from a day (the whole cover priced from it) or declined; audited",
    params: s.underwritingParams,
    body: s.underwritingDecisionSchema,
    response: s.underwritingDecisionResponse,
  }),
} as const;
