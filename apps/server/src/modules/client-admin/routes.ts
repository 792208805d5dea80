import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { routes } from '@portal/contracts';
import { routeOptions } from '../../lib/contract-route.ts';
import { requireRole } from '../../plugins/auth.ts';
import { employerAccess } from '../../plugins/employer-context.ts';
import { requireEmployer } from '../../plugins/employer-guard.ts';
import { platformAdminAccess } from '../../plugins/platform-admin-context.ts';
import { signedInContext, type SignedInContext } from '../../plugins/request-context.ts';
import { MAIL_JOB } from '../../mail/outbox.ts';
import { auditActor } from '../masquerade/index.ts';
import { inviteAdministrator, listAdministrators, removeAdministrator, setAdministratorSuspended, type Acting } from './administrators.ts';
import { createClient, getClient, goLive, listClients, readiness, updateClientDetails, updateClientFeatures } from './service.ts';
import { getSignOn, removeSignOn, saveSignOn, testSignOn } from './sign-on.ts';

/** Who acts on a client's administrators: a platform administrator (console), or one of its HR administrators. */
const asPlatformAdmin = (ctx: SignedInContext, clientId: number): Acting => ({ clientId, actorId: platformAdminAccess(ctx).actorId, selfId: null });
function asEmployer(ctx: SignedInContext, clientId: number): Acting {
  const employer = employerAccess(ctx, clientId);
  const { actorId, actingAs } = auditActor(employer.user);
  return { clientId, actorId, selfId: employer.user.id, ...(actingAs && { actingAs }) };
}

/** The admin console's clients (platform administrators only) and the HR administrators' own administrator calls. */
export async function clientAdminRoutes(app: FastifyInstance) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = requireRole('admin');
  const ctx = signedInContext;
  const mailed = <T>(answer: T) => {
    void app.jobs.kick(MAIL_JOB);
    return answer;
  };

  typed.route({ ...routeOptions(app.config, routes.clientAdminList), onRequest, handler: (request) => listClients(ctx(request), request.query) });
  typed.route({ ...routeOptions(app.config, routes.clientAdminCreate), onRequest, handler: (request) => createClient(ctx(request), request.body) });
  typed.route({ ...routeOptions(app.config, routes.clientAdminGet), onRequest, handler: (request) => getClient(ctx(request), request.params) });
  typed.route({
    ...routeOptions(app.config, routes.clientAdminUpdateDetails),
    onRequest,
    handler: (request) => updateClientDetails(ctx(request), { ...request.body, ...request.params }),
  });
  typed.route({
    ...routeOptions(app.config, routes.clientAdminUpdateFeatures),
    onRequest,
    handler: (request) => updateClientFeatures(ctx(request), { ...request.body, ...request.params }),
  });
  typed.route({ ...routeOptions(app.config, routes.clientAdminReadiness), onRequest, handler: (request) => readiness(ctx(request), request.params) });
  typed.route({
    ...routeOptions(app.config, routes.clientAdminGoLive),
    onRequest,
    handler: (request) => goLive(ctx(request), { ...request.body, ...request.params }),
  });
  typed.route({
    ...routeOptions(app.config, routes.clientAdminAdministrators),
    onRequest,
    handler: (request) => {
      platformAdminAccess(ctx(request));
      return listAdministrators(ctx(request), request.params.id);
    },
  });
  typed.route({
    ...routeOptions(app.config, routes.clientAdminInvite),
    onRequest,
    handler: async (request) => mailed(await inviteAdministrator(ctx(request), asPlatformAdmin(ctx(request), request.params.id), request.body)),
  });
  typed.route({
    ...routeOptions(app.config, routes.clientAdminAdministratorStatus),
    onRequest,
    handler: (request) =>
      setAdministratorSuspended(ctx(request), asPlatformAdmin(ctx(request), request.params.id), request.params.userId, request.body.suspended),
  });
  typed.route({
    ...routeOptions(app.config, routes.clientAdminRemoveAdministrator),
    onRequest,
    handler: (request) => removeAdministrator(ctx(request), asPlatformAdmin(ctx(request), request.params.id), request.params.userId),
  });
  typed.route({ ...routeOptions(app.config, routes.clientSignOn), onRequest, handler: (request) => getSignOn(ctx(request), request.params.id) });
  typed.route({
    ...routeOptions(app.config, routes.saveClientSignOn),
    onRequest,
    handler: (request) => saveSignOn(ctx(request), request.params.id, request.body),
  });
  typed.route({
    ...routeOptions(app.config, routes.removeClientSignOn),
    onRequest,
    handler: (request) => removeSignOn(ctx(request), request.params.id, request.body.version),
  });
  typed.route({ ...routeOptions(app.config, routes.testClientSignOn), onRequest, handler: (request) => testSignOn(ctx(request), request.params.id) });

  typed.route({
    ...routeOptions(app.config, routes.employerAdministrators),
    onRequest: requireEmployer,
    handler: (request) => {
      asEmployer(ctx(request), request.params.id);
      return listAdministrators(ctx(request), request.params.id);
    },
  });
  typed.route({
    ...routeOptions(app.config, routes.employerInviteAdministrator),
    onRequest: requireEmployer,
    handler: async (request) => mailed(await inviteAdministrator(ctx(request), asEmployer(ctx(request), request.params.id), request.body)),
  });
  typed.route({
    ...routeOptions(app.config, routes.employerAdministratorStatus),
    onRequest: requireEmployer,
    handler: (request) => setAdministratorSuspended(ctx(request), asEmployer(ctx(request), request.params.id), request.params.userId, request.body.suspended),
  });
}
