import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { routes } from '@portal/contracts';
import { routeOptions } from '../../lib/contract-route.ts';
import { requireRole } from '../../plugins/auth.ts';
import { signedInContext } from '../../plugins/request-context.ts';
import { MAIL_JOB } from '../../mail/outbox.ts';
import { adminClients, adminClientUsers } from './service.ts';
import { retryMail, undeliveredMail } from './outbox.ts';

/** The admin console's calls (its clients and people, the e-mails not delivered): platform administrators only. */
export async function adminRoutes(app: FastifyInstance) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = requireRole('admin');

  typed.route({ ...routeOptions(app.config, routes.adminClients), onRequest, handler: (request) => adminClients(signedInContext(request)) });
  typed.route({
    ...routeOptions(app.config, routes.adminClientUsers),
    onRequest,
    handler: (request) => adminClientUsers(signedInContext(request), { ...request.params, ...request.query }),
  });
  typed.route({ ...routeOptions(app.config, routes.adminOutbox), onRequest, handler: (request) => undeliveredMail(signedInContext(request), request.query) });
  typed.route({
    ...routeOptions(app.config, routes.adminOutboxRetry),
    onRequest,
    handler: async (request) => {
      const answer = await retryMail(signedInContext(request), request.params);
      void app.jobs.kick(MAIL_JOB);
      return answer;
    },
  });
}
