import type { FastifyError, FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CONFIGURATION_MAX_BYTES, configurationTexts, routes } from '@portal/contracts';
import { routeOptions } from '../../lib/contract-route.ts';
import { AppError } from '../../lib/errors.ts';
import { requireRole } from '../../plugins/auth.ts';
import { signedInContext } from '../../plugins/request-context.ts';
import { getClientConfiguration, importConfiguration } from './configuration.ts';

/** Configuration as a file (platform administrators only): its own scope, for the import's larger body limit and its refusal. */
export async function configurationRoutes(app: FastifyInstance) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = requireRole('admin');
  app.setErrorHandler((error: FastifyError) => {
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') throw new AppError(413, configurationTexts.tooLarge, { body: configurationTexts.tooLarge });
    throw error;
  });

  typed.route({
    ...routeOptions(app.config, routes.exportClientConfiguration),
    onRequest,
    handler: (request) => getClientConfiguration(signedInContext(request), request.params),
  });
  typed.route({
    ...routeOptions(app.config, routes.importClientConfiguration),
    onRequest,
    // Logos come inline: the one call whose body may be larger than the app's 1 MB.
    bodyLimit: CONFIGURATION_MAX_BYTES,
    handler: (request) => importConfiguration(signedInContext(request), request.query, request.body),
  });
}
