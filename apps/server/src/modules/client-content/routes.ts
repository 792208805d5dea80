import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { routes } from '@portal/contracts';
import { routeOptions } from '../../lib/contract-route.ts';
import { requireRole } from '../../plugins/auth.ts';
import { requestContext, signedInContext } from '../../plugins/request-context.ts';
import { carouselOf, clientContent, saveCarousel, saveEnquiryOptions, saveFaqs, savePage } from './service.ts';

/** The admin console's Content tab (platform administrators only) and the carousel call of spec §7 (anyone). */
export async function clientContentRoutes(app: FastifyInstance) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = requireRole('admin');

  typed.route({
    ...routeOptions(app.config, routes.clientContent),
    onRequest,
    handler: (request) => clientContent(signedInContext(request), request.params.id),
  });
  typed.route({
    ...routeOptions(app.config, routes.saveClientFaqs),
    onRequest,
    handler: (request) => saveFaqs(signedInContext(request), request.params.id, request.body),
  });
  typed.route({
    ...routeOptions(app.config, routes.saveClientPage),
    onRequest,
    handler: (request) => savePage(signedInContext(request), request.params, request.body),
  });
  typed.route({
    ...routeOptions(app.config, routes.saveClientEnquiryOptions),
    onRequest,
    handler: (request) => saveEnquiryOptions(signedInContext(request), request.params.id, request.body),
  });
  typed.route({
    ...routeOptions(app.config, routes.saveClientCarousel),
    onRequest,
    handler: (request) => saveCarousel(signedInContext(request), request.params.id, request.body),
  });
  typed.route({ ...routeOptions(app.config, routes.carousel), handler: (request) => carouselOf(requestContext(request)) });
}
