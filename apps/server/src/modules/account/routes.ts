import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { routes } from '@portal/contracts';
import { authRateLimit } from '../../lib/auth-rate-limit.ts';
import { routeOptions } from '../../lib/contract-route.ts';
import { MAIL_JOB } from '../../mail/outbox.ts';
import { browserTrust } from '../../lib/trusted-device-cookie.ts';
import { refuseWhileMasquerading } from '../../plugins/auth.ts';
import { requestContext, signedInContext } from '../../plugins/request-context.ts';
import { activate, activationMfaSecret, checkActivation, verifyActivationDob } from './activation.ts';
import { changePassword, passwordChecks } from './password.ts';
import { requestReset, resetPassword, validateResetLink, verifyResetDob } from './reset.ts';
import { acceptCurrentTerms, loginSetup, userInfo } from './setup.ts';
import { disableFromSettings, enableFromSettings, newSecretForSettings } from './two-factor.ts';

/** The logged-in user's own account (password, two-factor, terms), password resets and activation. */
export async function accountRoutes(app: FastifyInstance) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const limited = authRateLimit(app.config);
  const ownAccountOnly = [app.requireUser, refuseWhileMasquerading];

  typed.route({
    ...routeOptions(app.config, routes.loginSetup),
    onRequest: app.requireUser,
    handler: (request) => loginSetup(signedInContext(request)),
  });
  typed.route({
    ...routeOptions(app.config, routes.user),
    onRequest: app.requireUser,
    handler: async (request) => userInfo(signedInContext(request)),
  });
  typed.route({
    ...routeOptions(app.config, routes.acceptTerms),
    onRequest: ownAccountOnly,
    handler: (request) => acceptCurrentTerms(signedInContext(request)),
  });
  typed.route({
    ...routeOptions(app.config, routes.changePassword),
    config: limited,
    onRequest: ownAccountOnly,
    handler: (request) => changePassword(signedInContext(request), request.body),
  });
  typed.route({
    ...routeOptions(app.config, routes.passwordCheck),
    config: limited,
    handler: (request) => passwordChecks(requestContext(request), request.body),
  });

  typed.route({
    ...routeOptions(app.config, routes.mfaQr),
    config: limited,
    onRequest: ownAccountOnly,
    handler: (request) => newSecretForSettings(signedInContext(request), request.params),
  });
  typed.route({
    ...routeOptions(app.config, routes.mfaEnable),
    config: limited,
    onRequest: ownAccountOnly,
    handler: (request) => enableFromSettings(signedInContext(request), { ...request.params, ...request.body }),
  });
  typed.route({
    ...routeOptions(app.config, routes.mfaDisable),
    onRequest: ownAccountOnly,
    handler: (request) => disableFromSettings(signedInContext(request), { ...request.params, ...request.body }),
  });

  typed.route({
    ...routeOptions(app.config, routes.forgottenPassword),
    config: limited,
    handler: async (request) => {
      const answer = await requestReset(requestContext(request), request.body);
      void app.jobs.kick(MAIL_JOB);
      return answer;
    },
  });
  typed.route({
    ...routeOptions(app.config, routes.validateResetToken),
    config: limited,
    handler: (request) => validateResetLink(requestContext(request), request.params),
  });
  typed.route({
    ...routeOptions(app.config, routes.verifyResetDob),
    config: limited,
    handler: (request) => verifyResetDob(requestContext(request), request.body),
  });
  typed.route({
    ...routeOptions(app.config, routes.resetPassword),
    config: limited,
    handler: (request) => resetPassword(requestContext(request), request.body),
  });

  typed.route({
    ...routeOptions(app.config, routes.activationCheck),
    config: limited,
    handler: (request) => checkActivation(requestContext(request), request.params),
  });
  typed.route({
    ...routeOptions(app.config, routes.activationDob),
    config: limited,
    handler: (request) => verifyActivationDob(requestContext(request), request.body),
  });
  typed.route({
    ...routeOptions(app.config, routes.activationMfaSecret),
    config: limited,
    handler: (request) => activationMfaSecret(requestContext(request), request.params),
  });
  typed.route({
    ...routeOptions(app.config, routes.activate),
    config: limited,
    handler: (request, reply) => activate(requestContext(request), request.body, browserTrust(app.config, request, reply)),
  });
}
