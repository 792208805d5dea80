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
} as const;
