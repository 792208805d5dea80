import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { routes } from '@portal/contracts';
import { routeOptions } from '../../lib/contract-route.ts';
import { benefitsInKindFile } from './benefits-in-kind-report.ts';
import { requireEmployer } from '../../plugins/employer-guard.ts';
import { requestContext } from '../../plugins/request-context.ts';
import { employerAccess } from '../../plugins/employer-context.ts';
import { REPORT_JOB } from './jobs.ts';
import { niSavingFile, niSavingSummary } from './ni-saving-report.ts';
import { papdisFile } from './papdis.ts';
import {
  askForProviderReports,
  askForReport,
  downloadProviderReports,
  downloadReport,
  downloadReports,
  generateAgain,
  reportList,
  type ReportDownload,
} from './service.ts';

const sendFile = (reply: FastifyReply, file: ReportDownload) =>
  reply
    .header('content-type', file.contentType)
    .header('content-disposition', `attachment; filename="${file.fileName}"`)
    .header('cache-control', 'no-store')
    .send(file.body);

/** Employer reports (spec §7 `client/{id}/reports...`) and the employer NI saving (issue 38); every call checks role and client first. */
export async function reportRoutes(app: FastifyInstance) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = requireEmployer;

  typed.route({
    ...routeOptions(app.config, routes.reportList),
    onRequest,
    handler: (req) => reportList(employerAccess(requestContext(req), req.params.id), req.query.kind),
  });
  typed.route({
    ...routeOptions(app.config, routes.benefitsInKindReport),
    onRequest,
    handler: (req, reply) => sendFile(reply, benefitsInKindFile(employerAccess(requestContext(req), req.params.id), req.query)),
  });
  typed.route({
    ...routeOptions(app.config, routes.requestReport),
    onRequest,
    handler: async (req) => {
      const answer = await askForReport(employerAccess(requestContext(req), req.params.id), req.body);
      // Generated in this process right after the answer, unless another instance claims the job first.
      if (answer.report.status === 'generating') void app.jobs.kick(REPORT_JOB);
      return answer;
    },
  });
  typed.route({
    ...routeOptions(app.config, routes.generateReportAgain),
    onRequest,
    handler: async (req) => {
      const answer = await generateAgain(employerAccess(requestContext(req), req.params.id), req.params.reportId);
      if (answer.report.status === 'generating') void app.jobs.kick(REPORT_JOB);
      return answer;
    },
  });
  typed.route({
    ...routeOptions(app.config, routes.requestProviderReports),
    onRequest,
    handler: async (req) => {
      const answer = await askForProviderReports(employerAccess(requestContext(req), req.params.id), req.body);
      if (answer.reports.some((r) => r.status === 'generating')) void app.jobs.kick(REPORT_JOB);
      return answer;
    },
  });
  typed.route({
    ...routeOptions(app.config, routes.downloadProviderReports),
    onRequest,
    handler: async (req, reply) => sendFile(reply, await downloadProviderReports(employerAccess(requestContext(req), req.params.id), req.query)),
  });
  typed.route({
    ...routeOptions(app.config, routes.downloadReports),
    onRequest,
    handler: async (req, reply) => sendFile(reply, await downloadReports(employerAccess(requestContext(req), req.params.id), req.query.ids, req.query.format)),
  });
  typed.route({
    ...routeOptions(app.config, routes.downloadReport),
    onRequest,
    handler: async (req, reply) => sendFile(reply, await downloadReport(employerAccess(requestContext(req), req.params.id), req.params.reportId, req.query)),
  });
  typed.route({
    ...routeOptions(app.config, routes.pensionContributions),
    onRequest,
    handler: async (req, reply) => sendFile(reply, await papdisFile(employerAccess(requestContext(req), req.params.id), req.query)),
  });
  typed.route({
    ...routeOptions(app.config, routes.employerNiSaving),
    onRequest,
    handler: (req) => niSavingSummary(employerAccess(requestContext(req), req.params.id), req.query),
  });
  typed.route({
    ...routeOptions(app.config, routes.employerNiSavingDownload),
    onRequest,
    handler: (req, reply) => sendFile(reply, niSavingFile(employerAccess(requestContext(req), req.params.id), req.query)),
  });
}
