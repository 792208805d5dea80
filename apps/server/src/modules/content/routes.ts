import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contentRoutes as contentContracts, routes, type ContentType } from '@portal/contracts';
import { routeOptions } from '../../lib/contract-route.ts';
import { requestContext } from '../../plugins/request-context.ts';
import { contentPage, faqsOf } from './service.ts';

export async function contentRoutes(app: FastifyInstance) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  for (const type of Object.keys(contentContracts) as ContentType[]) {
    typed.route({ ...routeOptions(app.config, contentContracts[type]), handler: (request) => contentPage(requestContext(request), type) });
  }
  typed.route({ ...routeOptions(app.config, routes.faqs), handler: (request) => faqsOf(requestContext(request)) });
}
