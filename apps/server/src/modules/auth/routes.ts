import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { routes } from '@portal/contracts';
import { authRateLimit } from '../../lib/auth-rate-limit.ts';
import { routeOptions } from '../../lib/contract-route.ts';
import { browserTrust } from '../../lib/trusted-device-cookie.ts';
import { requestContext, signedInContext } from '../../plugins/request-context.ts';
import { newCaptchaChallenge } from './captcha.ts';
import { login, loginWithCode, setupDuringLogin } from './login.ts';
import { logout, refreshSession } from './sessions.ts';

/** Logging in (with a password, then a code when two-factor is on), refreshing and ending a session. */
export async function authRoutes(app: FastifyInstance) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const limited = authRateLimit(app.config);

  typed.route({
    ...routeOptions(app.config, routes.login),
    config: limited,
    handler: (request, reply) => login(requestContext(request), request.body, browserTrust(app.config, request, reply)),
  });
  typed.route({
    ...routeOptions(app.config, routes.loginMfa),
    config: limited,
    handler: (request, reply) => loginWithCode(requestContext(request), request.body, browserTrust(app.config, request, reply)),
  });
  typed.route({
    ...routeOptions(app.config, routes.loginMfaSetup),
    config: limited,
    handler: (request, reply) => setupDuringLogin(requestContext(request), request.body, browserTrust(app.config, request, reply)),
  });
  typed.route({
    ...routeOptions(app.config, routes.refresh),
    config: limited,
    handler: (request) => refreshSession(requestContext(request), request.body),
  });
  typed.route({
    ...routeOptions(app.config, routes.captcha),
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return newCaptchaChallenge(requestContext(request));
    },
  });
  typed.route({
    ...routeOptions(app.config, routes.logout),
    onRequest: app.requireUser,
    handler: (request) => logout(signedInContext(request)),
  });
}
