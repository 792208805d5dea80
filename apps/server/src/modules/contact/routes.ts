import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { routes } from '@portal/contracts';
import { routeOptions } from '../../lib/contract-route.ts';
import { MAIL_JOB } from '../../mail/outbox.ts';
import { requestContext } from '../../plugins/request-context.ts';
import { contactPage, sendEnquiry } from './service.ts';

export async function contactRoutes(app: FastifyInstance) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.route({ ...routeOptions(app.config, routes.contactPage), handler: (request) => contactPage(requestContext(request)) });
  typed.route({
    ...routeOptions(app.config, routes.sendEnquiry),
    config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
    handler: async (request) => {
      const result = await sendEnquiry(requestContext(request), request.body);
      void app.jobs.kick(MAIL_JOB);
      return result;
    },
  });
}
