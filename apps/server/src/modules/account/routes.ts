import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { routes } from '@portal/contracts';
import { routeOptions } from '../../lib/contract-route.ts';
import { refuseWhileMasquerading, sessionUser } from '../../plugins/auth.ts';
import { authRateLimit, callerOf } from '../auth/caller.ts';
import { browserTrust } from '../mfa/trusted-devices.ts';
import { activate, activationMfaSecret, checkActivation, verifyActivationDob } from './activation.ts';
import { changePassword, passwordChecks } from './password.ts';
import { requestReset, resetPassword, validateResetLink, verifyResetDob } from './reset.ts';
import { acceptCurrentTerms, loginSetup, userInfo } from './setup.ts';

/** The logged-in user's own account, password resets and activation. */
export async function accountRoutes(app: FastifyInstance) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const limited = authRateLimit(app.config);

  typed.route({
    ...routeOptions(app.config, routes.loginSetup),
    onRequest: app.requireUser,
    handler: (request) => loginSetup(app.db, sessionUser(request), request.client),
  });
  typed.route({
    ...routeOptions(app.config, routes.user),
    onRequest: app.requireUser,
    handler: async (request) => userInfo(sessionUser(request), request.client),
  });
  typed.route({
    ...routeOptions(app.config, routes.acceptTerms),
    onRequest: [app.requireUser, refuseWhileMasquerading],
    handler: (request) => acceptCurrentTerms(app.db, sessionUser(request), request.client),
  });
  typed.route({
    ...routeOptions(app.config, routes.changePassword),
    config: limited,
    onRequest: [app.requireUser, refuseWhileMasquerading],
    handler: (request) => changePassword(app, sessionUser(request), request.body),
  });
  typed.route({
    ...routeOptions(app.config, routes.passwordCheck),
    config: limited,
    handler: (request) => passwordChecks(app, request.body, request.user, request.client),
  });

  typed.route({
    ...routeOptions(app.config, routes.forgottenPassword),
    config: limited,
    handler: async (request) => {
      const answer = await requestReset(app, request.body, callerOf(request));
      void app.outbox.kick();
      return answer;
    },
  });
  typed.route({
    ...routeOptions(app.config, routes.validateResetToken),
    config: limited,
    handler: (request) => validateResetLink(app, request.params.token, request.client),
  });
  typed.route({
    ...routeOptions(app.config, routes.verifyResetDob),
    config: limited,
    handler: (request) => verifyResetDob(app, request.body, request.client),
  });
  typed.route({
    ...routeOptions(app.config, routes.resetPassword),
    config: limited,
    handler: (request) => resetPassword(app, request.body, request.client),
  });

  typed.route({
    ...routeOptions(app.config, routes.activationCheck),
    config: limited,
    handler: (request) => checkActivation(app, request.params.id, request.client),
  });
  typed.route({
    ...routeOptions(app.config, routes.activationDob),
    config: limited,
    handler: (request) => verifyActivationDob(app, request.body, request.client),
  });
  typed.route({
    ...routeOptions(app.config, routes.activationMfaSecret),
    config: limited,
    handler: (request) => activationMfaSecret(app, request.params.id, request.client),
  });
  typed.route({
    ...routeOptions(app.config, routes.activate),
    config: limited,
    handler: (request, reply) => activate(app, request.body, callerOf(request), browserTrust(app.config, request, reply)),
  });
}
