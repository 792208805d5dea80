import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { routes } from '@portal/contracts';
import { routeOptions } from '../../lib/contract-route.ts';
import { perKeyRateLimit, publicContext, requireScope } from './caller.ts';
import { pushEmployeeRows, pushOutcome } from './push.ts';
import { employees, reportFile, reports, selectionsOn } from './reads.ts';

/** The schemes an HR system may send its key with (the OpenAPI document's security of every public call). */
export const PUBLIC_API_SECURITY: { [scheme: string]: string[] }[] = [{ apiKey: [] }, { apiKeyBasic: [] }];

/** 10,000 ordinary rows (a few hundred bytes each) fit; a larger body is refused with 413 before it is read, as an upload's is. */
const PUSH_BODY_LIMIT = 8 * 1024 * 1024;

/** The contract's options with the key's security declared for the OpenAPI document. */
function publicOptions<const R extends Parameters<typeof routeOptions>[1]>(app: FastifyInstance, route: R) {
  const options = routeOptions(app.config, route);
  return { ...options, schema: { ...options.schema, security: PUBLIC_API_SECURITY, tags: ['Public API'] }, config: perKeyRateLimit };
}

/**
 * The public API (issue 39): an HR system's calls, each proved by an API key that holds the call's scope (401 for a
 * missing, wrong or revoked key, 403 without the scope), for the key's own client only, rate-limited per key and audited
 * as the key.
 */
export async function publicApiRoutes(app: FastifyInstance) {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.route({
    ...publicOptions(app, routes.publicEmployeeChanges),
    bodyLimit: PUSH_BODY_LIMIT,
    onRequest: requireScope('employees:write'),
    handler: (req) => pushEmployeeRows(publicContext(req), req.body),
  });
  typed.route({
    ...publicOptions(app, routes.publicEmployeeChange),
    onRequest: requireScope('employees:write'),
    handler: (req) => pushOutcome(publicContext(req), req.params.id),
  });
  typed.route({
    ...publicOptions(app, routes.publicEmployees),
    onRequest: requireScope('employees:read'),
    handler: (req) => employees(publicContext(req), req.query.page, req.query.perPage),
  });
  typed.route({
    ...publicOptions(app, routes.publicSelections),
    onRequest: requireScope('selections:read'),
    handler: (req) => selectionsOn(publicContext(req), req.query.on, req.query.page, req.query.perPage),
  });
  typed.route({
    ...publicOptions(app, routes.publicReports),
    onRequest: requireScope('reports:read'),
    handler: (req) => reports(publicContext(req), req.query.kind),
  });
  typed.route({
    ...publicOptions(app, routes.publicReportDownload),
    onRequest: requireScope('reports:read'),
    handler: async (req, reply: FastifyReply) => {
      const file = await reportFile(publicContext(req), req.params.reportId, req.query);
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'no-store')
        .send(file.body);
    },
  });
}
