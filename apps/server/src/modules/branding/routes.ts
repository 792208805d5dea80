import type { FastifyError, FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { brandingTexts, LOGO_MAX_BYTES, LOGO_TYPES, routes } from '@portal/contracts';
import { AppError } from '../../lib/errors.ts';
import { routeOptions } from '../../lib/contract-route.ts';
import { requireRole } from '../../plugins/auth.ts';
import { requestContext, signedInContext } from '../../plugins/request-context.ts';
import { clientAsset, clientBranding, saveBranding, uploadLogo } from './service.ts';

/** A year: the URL names the content's hash, so what it answers never changes. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The admin console's Branding tab (platform administrators only) and the logos it stores (public). */
export async function brandingRoutes(app: FastifyInstance) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = requireRole('admin');

  // Logos come as the raw file; the limit is counted while the body streams in, so a larger one is never held whole.
  app.addContentTypeParser(Object.keys(LOGO_TYPES), { parseAs: 'buffer', bodyLimit: LOGO_MAX_BYTES }, (_request, body, done) => done(null, body));
  app.setErrorHandler((error: FastifyError) => {
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') throw new AppError(413, brandingTexts.logoTooLarge, { file: brandingTexts.logoTooLarge });
    throw error;
  });

  typed.route({
    ...routeOptions(app.config, routes.clientBranding),
    onRequest,
    handler: (request) => clientBranding(signedInContext(request), request.params.id),
  });
  typed.route({
    ...routeOptions(app.config, routes.saveClientBranding),
    onRequest,
    handler: (request) => saveBranding(signedInContext(request), request.params.id, request.body),
  });
  typed.route({
    ...routeOptions(app.config, routes.uploadClientLogo),
    onRequest,
    bodyLimit: LOGO_MAX_BYTES,
    handler: (request) =>
      uploadLogo(signedInContext(request), { ...request.params, version: request.query.version }, request.headers['content-type'], request.body),
  });
  typed.route({
    ...routeOptions(app.config, routes.clientAsset),
    handler: async (request, reply) => {
      const asset = await clientAsset(requestContext(request), request.params.code, request.params.file);
      reply.header('cache-control', IMMUTABLE).header('x-content-type-options', 'nosniff');
      // An SVG opened on its own still runs nothing and fetches nothing, whatever slipped past the check.
      if (asset.contentType === 'image/svg+xml') reply.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
      return reply.type(asset.contentType).send(asset.bytes);
    },
  });
}
