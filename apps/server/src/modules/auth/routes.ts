import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { routes } from '@portal/contracts';
import { routeOptions } from '../../lib/contract-route.ts';
import { sessionUser } from '../../plugins/auth.ts';
import { browserTrust } from '../mfa/trusted-devices.ts';
import { authRateLimit, callerOf } from './caller.ts';
import { newCaptchaChallenge } from './captcha.ts';
import { login, lookupLogin } from './login.ts';
import { logout, refreshSession } from './sessions.ts';

export async function authRoutes(app: FastifyInstance) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const limited = authRateLimit(app.config);

  typed.route({
    ...routeOptions(app.config, routes.loginLookup),
    config: limited,
    handler: (request) => lookupLogin(app, request.client, request.body.email),
  });
  typed.route({
    ...routeOptions(app.config, routes.login),
    config: limited,
    handler: (request, reply) => login(app, request.body, callerOf(request), browserTrust(app.config, request, reply)),
  });
  typed.route({
    ...routeOptions(app.config, routes.refresh),
    config: limited,
    handler: (request) => refreshSession(app, request.body.refresh_token, callerOf(request)),
  });
  typed.route({
    ...routeOptions(app.config, routes.captcha),
    handler: async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return newCaptchaChallenge(app);
    },
  });
  typed.route({
    ...routeOptions(app.config, routes.logout),
    onRequest: app.requireUser,
    handler: (request) => logout(app.db, sessionUser(request), request.client),
  });
}
