import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { routes } from '@portal/contracts';
import { routeOptions } from '../../lib/contract-route.ts';
import { requireEmployer } from '../../plugins/employer-guard.ts';
import { requestContext } from '../../plugins/request-context.ts';
import { ownClientAccess } from '../../plugins/employer-context.ts';
import { benefitApprovals, decideSelections, pendingBenefits, pendingRequestList } from './service.ts';
import { decideUnderwriting, underwritingList } from './underwriting.ts';

/** Selection approvals (spec §7 "Approvals"): the employer rule decides role and client before any query. */
export async function approvalRoutes(app: FastifyInstance) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = requireEmployer;

  typed.route({
    ...routeOptions(app.config, routes.pendingApprovals),
    onRequest,
    handler: (req) => pendingBenefits(ownClientAccess(requestContext(req))),
  });
  typed.route({
    ...routeOptions(app.config, routes.benefitApprovals),
    onRequest,
    handler: (req) => benefitApprovals(ownClientAccess(requestContext(req)), req.params.benefitId),
  });
  typed.route({
    ...routeOptions(app.config, routes.pendingRequests),
    onRequest,
    handler: (req) => pendingRequestList(ownClientAccess(requestContext(req)), req.query),
  });
  typed.route({
    ...routeOptions(app.config, routes.approveSelections),
    onRequest,
    handler: (req) => decideSelections(ownClientAccess(requestContext(req)), req.body),
  });
  typed.route({
    ...routeOptions(app.config, routes.underwritingCases),
    onRequest,
    handler: (req) => underwritingList(ownClientAccess(requestContext(req))),
  });
  typed.route({
    ...routeOptions(app.config, routes.decideUnderwriting),
    onRequest,
    handler: (req) => decideUnderwriting(ownClientAccess(requestContext(req)), req.params.selectionId, req.body),
  });
}
