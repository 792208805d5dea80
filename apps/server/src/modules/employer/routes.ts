import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { routes } from '@portal/contracts';
import { routeOptions } from '../../lib/contract-route.ts';
import { requireEmployer } from '../../plugins/employer-guard.ts';
import { requestContext } from '../../plugins/request-context.ts';
import { employerAccess } from '../../plugins/employer-context.ts';
import { employeeReport, reportFile } from './report.ts';
import { changeEnforcement, enforcementSetting } from './enforcement.ts';
import { employeeDetail, employeeList, twoFactorList } from './service.ts';
import { pauseAgreement } from './agreements.ts';
import { benefitInsights, benefitInsightsDetail, takeUpDetail, takeUpList } from './takeup.ts';
import { resetEmployeeTwoFactor } from './two-factor-reset.ts';

/** The employer's view of their people (spec §2 employee data); every call checks role and client first. */
export async function employerRoutes(app: FastifyInstance) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = requireEmployer;

  typed.route({
    ...routeOptions(app.config, routes.employerEmployees),
    onRequest,
    handler: (req) => employeeList(employerAccess(requestContext(req), req.params.id), req.query),
  });
  typed.route({
    ...routeOptions(app.config, routes.employerEmployeesReport),
    onRequest,
    handler: (req, reply) => {
      const ctx = employerAccess(requestContext(req), req.params.id);
      const file = reportFile(req.query.format, req.query.type, req.query.layout);
      reply
        .header('content-type', file.contentType)
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'no-store');
      return reply.send(employeeReport(ctx, req.query, req.query.format, req.query.type, req.query.layout));
    },
  });
  typed.route({
    ...routeOptions(app.config, routes.employerTwoFactor),
    onRequest,
    handler: (req) => twoFactorList(employerAccess(requestContext(req), req.params.id), req.query),
  });
  typed.route({
    ...routeOptions(app.config, routes.enforcementSetting),
    onRequest,
    handler: (req) => enforcementSetting(employerAccess(requestContext(req), req.params.id)),
  });
  typed.route({
    ...routeOptions(app.config, routes.updateEnforcementSetting),
    onRequest,
    handler: (req) => changeEnforcement(employerAccess(requestContext(req), req.params.id), req.body),
  });
  typed.route({
    ...routeOptions(app.config, routes.resetEmployeeTwoFactor),
    onRequest,
    handler: (req) => resetEmployeeTwoFactor(employerAccess(requestContext(req), req.params.clientId), req.params.employeeId, req.body),
  });
  typed.route({
    ...routeOptions(app.config, routes.benefitTakeUp),
    onRequest,
    handler: (req) => takeUpList(employerAccess(requestContext(req), req.params.id)),
  });
  typed.route({
    ...routeOptions(app.config, routes.benefitTakeUpDetail),
    onRequest,
    handler: (req) => takeUpDetail(employerAccess(requestContext(req), req.params.clientId), req.params.benefitId, req.query),
  });
  typed.route({
    ...routeOptions(app.config, routes.benefitInsights),
    onRequest,
    handler: (req) => benefitInsights(employerAccess(requestContext(req), req.params.id)),
  });
  typed.route({
    ...routeOptions(app.config, routes.benefitInsightsDetail),
    onRequest,
    handler: (req) => benefitInsightsDetail(employerAccess(requestContext(req), req.params.clientId), req.params.benefitId, req.query),
  });
  typed.route({
    ...routeOptions(app.config, routes.pauseAgreement),
    onRequest,
    handler: (req) => pauseAgreement(employerAccess(requestContext(req), req.params.clientId), req.params.employeeId, req.params.selectionId, req.body),
  });
  typed.route({
    ...routeOptions(app.config, routes.employerEmployee),
    onRequest,
    handler: (req) => employeeDetail(employerAccess(requestContext(req), req.params.clientId), req.params.employeeId),
  });
}
