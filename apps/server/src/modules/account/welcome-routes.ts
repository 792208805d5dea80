import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { routes } from '@portal/contracts';
import { routeOptions } from '../../lib/contract-route.ts';
import { MAIL_JOB } from '../../mail/outbox.ts';
import { requireEmployer } from '../../plugins/employer-guard.ts';
import { signedInContext } from '../../plugins/request-context.ts';
import { resendWelcomeToClient, resendWelcomeToEmployee } from './welcome.ts';

/** Employers send welcome e-mails again, to everyone who has not activated or to one person. */
export async function welcomeRoutes(app: FastifyInstance) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const limited = { rateLimit: { max: 10, timeWindow: '1 minute' } };
  const onRequest = requireEmployer;

  typed.route({
    ...routeOptions(app.config, routes.welcomeResendCompany),
    config: limited,
    onRequest,
    handler: async (request) => {
      const answer = await resendWelcomeToClient(signedInContext(request), request.params);
      void app.jobs.kick(MAIL_JOB);
      return answer;
    },
  });
  typed.route({
    ...routeOptions(app.config, routes.welcomeResendEmployee),
    config: limited,
    onRequest,
    handler: async (request) => {
      const answer = await resendWelcomeToEmployee(signedInContext(request), request.params);
      void app.jobs.kick(MAIL_JOB);
      return answer;
    },
  });
}
