import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { routes } from '@portal/contracts';
import { routeOptions } from '../../lib/contract-route.ts';
import { refuseWhileMasquerading, sessionUser } from '../../plugins/auth.ts';
import { authRateLimit, callerOf } from '../auth/caller.ts';
import { disableFromSettings, enableFromSettings, loginWithCode, newSecretForSettings, setupDuringLogin } from './service.ts';

export async function mfaRoutes(app: FastifyInstance) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const limited = authRateLimit(app.config);

  typed.route({
    ...routeOptions(app.config, routes.loginMfa),
    config: limited,
    handler: (request) => loginWithCode(app, request.body, callerOf(request)),
  });
  typed.route({
    ...routeOptions(app.config, routes.loginMfaSetup),
    config: limited,
    handler: (request) => setupDuringLogin(app, request.body, callerOf(request)),
  });
  typed.route({
    ...routeOptions(app.config, routes.mfaQr),
    config: limited,
    onRequest: [app.requireUser, refuseWhileMasquerading],
    handler: (request) => newSecretForSettings(app, sessionUser(request), request.params.id, request.client),
  });
  typed.route({
    ...routeOptions(app.config, routes.mfaEnable),
    config: limited,
    onRequest: [app.requireUser, refuseWhileMasquerading],
    handler: (request) => enableFromSettings(app, sessionUser(request), request.params.id, request.body),
  });
  typed.route({
    ...routeOptions(app.config, routes.mfaDisable),
    onRequest: [app.requireUser, refuseWhileMasquerading],
    handler: (request) => disableFromSettings(app, sessionUser(request), request.params.id, request.body.reason, request.client),
  });
}
