import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { routes } from '@portal/contracts';
import { routeOptions } from '../../lib/contract-route.ts';
import { requireEmployer } from '../../plugins/employer-guard.ts';
import { requestContext } from '../../plugins/request-context.ts';
import { employerAccess } from '../../plugins/employer-context.ts';
import { clock } from '../../lib/clock.ts';
import { runReportJobs, scheduledReports } from './jobs.ts';
import { askForReport, downloadReport, downloadReports, reportList, type ReportDownload } from './service.ts';

const sendFile = (reply: FastifyReply, file: ReportDownload) =>
  reply
    .header('content-type', file.contentType)
    .header('content-disposition', `attachment; filename="${file.fileName}"`)
    .header('cache-control', 'no-store')
    .send(file.body);

/** Employer reports (spec §7 `client/{id}/reports...`); every call checks role and client first. */
export async function reportRoutes(app: FastifyInstance) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = requireEmployer;

  // Reports asked for here are generated in this process right after the answer; other instances' waiting reports
  // are claimed too (SKIP LOCKED keeps two from taking the same). The app waits for a running job before it closes.
  let running: Promise<unknown> = Promise.resolve();
  const kick = () => {
    running = running.then(() => runReportJobs(app.db, app.log)).catch((error: unknown) => app.log.error({ err: error }, 'report jobs failed'));
  };
  // The schedule: a minute's tick queues the payroll reports whose cut-off has passed and generates what waits. Off in
  // tests, whose files ask for reports themselves (and some count every row).
  const SCHEDULE_MS = 60_000;
  const timer =
    app.config.NODE_ENV === 'test'
      ? null
      : setInterval(() => {
          running = running
            .then(() => scheduledReports(app.db, clock.now(), app.log))
            .catch((error: unknown) => app.log.error({ err: error }, 'report schedule failed'));
        }, SCHEDULE_MS).unref();
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    await running;
  });

  typed.route({
    ...routeOptions(app.config, routes.reportList),
    onRequest,
    handler: (req) => reportList(employerAccess(requestContext(req), req.params.id), req.query.kind),
  });
  typed.route({
    ...routeOptions(app.config, routes.requestReport),
    onRequest,
    handler: async (req) => {
      const answer = await askForReport(employerAccess(requestContext(req), req.params.id), req.body);
      if (answer.report.status === 'generating') kick();
      return answer;
    },
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
}
