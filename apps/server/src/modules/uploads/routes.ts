import { Transform, type Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { routes, uploadHeaders, uploadTexts, XLSX_CONTENT_TYPE } from '@portal/contracts';
import { routeOptions } from '../../lib/contract-route.ts';
import { AppError, badRequest } from '../../lib/errors.ts';
import { requireEmployer } from '../../plugins/employer-guard.ts';
import { employerAccess, ownClientAccess } from '../../plugins/employer-context.ts';
import { requestContext } from '../../plugins/request-context.ts';
import { applyDataLoad } from './apply.ts';
import { personUpload } from './caller.ts';
import { receiveDataLoad } from './receive.ts';
import { dataLoadList, dataLoadPreview, eligibilityDifference, failedRows, lastUpload, uploadTemplate, type UploadFile } from './service.ts';

const sendFile = (reply: FastifyReply, file: UploadFile) =>
  reply
    .header('content-type', file.contentType)
    .header('content-disposition', `attachment; filename="${file.fileName}"`)
    .header('cache-control', 'no-store')
    .send(file.body);

const tooLarge = (maxBytes: number) => new AppError(413, uploadTexts.tooLarge(Math.floor(maxBytes / 1024 / 1024)));

/** Passes the body on and fails it with 413 past the limit: a streamed body is not counted by Fastify's bodyLimit. */
function limited(body: Readable, maxBytes: number): Readable {
  let seen = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length;
      done(seen > maxBytes ? tooLarge(maxBytes) : null, chunk);
    },
  });
  body.once('error', (error) => counter.destroy(error));
  return body.pipe(counter);
}

const kindOf = (request: FastifyRequest) => (request.headers['content-type']?.split(';')[0]?.trim().toLowerCase() === 'text/csv' ? 'csv' : 'xlsx');

/** HR data uploads (spec §7): the employer rule decides role and client before anything is read, the file included. */
export async function uploadRoutes(app: FastifyInstance) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = requireEmployer;
  const maxBytes = app.config.UPLOAD_MAX_BYTES;

  // The upload's body is the file itself, handed on as a stream (never buffered whole). Only these two types, only here.
  app.addContentTypeParser(['text/csv', XLSX_CONTENT_TYPE], (_request, payload, done) => done(null, payload));

  typed.route({
    ...routeOptions(app.config, routes.uploadDataLoad),
    onRequest,
    // The role and client are checked before the body is read; then the declared size, before a byte is taken.
    // (preValidation runs before the params are validated, so the id is still the path's text here.)
    preValidation: async (req) => {
      employerAccess(requestContext(req), Number(req.params.id));
      const type = req.headers['content-type']?.split(';')[0]?.trim().toLowerCase();
      if (type !== 'text/csv' && type !== XLSX_CONTENT_TYPE) throw badRequest({ file: uploadTexts.badContentType });
      if (Number(req.headers['content-length'] ?? 0) > maxBytes) throw tooLarge(maxBytes);
    },
    handler: async (req) => {
      const ctx = employerAccess(requestContext(req), req.params.id);
      const headers = uploadHeaders.safeParse(req.headers);
      if (!headers.success) throw badRequest(Object.fromEntries(headers.error.issues.map((issue) => [String(issue.path[0]), issue.message])));
      const body = limited(req.body as Readable, maxBytes);
      return receiveDataLoad(personUpload(ctx), {
        body,
        kind: kindOf(req),
        fileName: headers.data['x-file-name'],
        uploadKey: headers.data['x-upload-key'] ?? null,
        cancelled: () => req.raw.destroyed && !req.raw.complete,
      });
    },
  });
  typed.route({
    ...routeOptions(app.config, routes.dataLoadTemplate),
    onRequest,
    handler: async (req, reply) => {
      employerAccess(requestContext(req), req.params.id);
      return sendFile(reply, uploadTemplate(req.query.format));
    },
  });
  typed.route({
    ...routeOptions(app.config, routes.dateLastUpload),
    onRequest,
    handler: (req) => lastUpload(employerAccess(requestContext(req), req.params.id)),
  });
  typed.route({
    ...routeOptions(app.config, routes.dataLoadList),
    onRequest,
    handler: (req) => dataLoadList(employerAccess(requestContext(req), req.params.id), req.query.uploadKey),
  });
  typed.route({
    ...routeOptions(app.config, routes.dataLoadPreview),
    onRequest,
    handler: (req) => dataLoadPreview(ownClientAccess(requestContext(req)), req.params.id, req.query.page, req.query.kind),
  });
  typed.route({
    ...routeOptions(app.config, routes.eligibilityDifference),
    onRequest,
    handler: (req) => eligibilityDifference(ownClientAccess(requestContext(req)), req.params.id, req.query.page),
  });
  typed.route({
    ...routeOptions(app.config, routes.failedRows),
    onRequest,
    handler: async (req, reply) => sendFile(reply, await failedRows(ownClientAccess(requestContext(req)), req.params.id)),
  });
  typed.route({
    ...routeOptions(app.config, routes.applyDataLoad),
    onRequest,
    handler: (req) => applyDataLoad(personUpload(ownClientAccess(requestContext(req))), req.params.id),
  });
}
