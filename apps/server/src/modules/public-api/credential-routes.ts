import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { routes } from '@portal/contracts';
import { routeOptions } from '../../lib/contract-route.ts';
import { requireRole } from '../../plugins/auth.ts';
import { requireEmployer } from '../../plugins/employer-guard.ts';
import { signedInContext } from '../../plugins/request-context.ts';
import { createCredential, listCredentials, revokeClientCredential } from './credentials.ts';

/**
 * A client's API keys and SCIM tokens: platform administrators (the console, at /admin/clients/:id) and the client's HR
 * administrators (the employer tools' twins at /v2/client/:id, behind the employer guard); the service decides which client.
 */
export async function apiCredentialRoutes(app: FastifyInstance) {
  const calls = [
    { onRequest: requireRole('admin'), list: routes.apiCredentials, create: routes.createApiCredential, revoke: routes.revokeApiCredential },
    {
      onRequest: requireEmployer,
      list: routes.employerApiCredentials,
      create: routes.employerCreateApiCredential,
      revoke: routes.employerRevokeApiCredential,
    },
  ] as const;
  for (const { onRequest, list, create, revoke } of calls) {
    const typed = app.withTypeProvider<ZodTypeProvider>();
    typed.route({
      ...routeOptions(app.config, list),
      onRequest,
      handler: (req) => listCredentials(signedInContext(req), req.params.id, req.query.kind),
    });
    typed.route({
      ...routeOptions(app.config, create),
      onRequest,
      handler: (req) => createCredential(signedInContext(req), req.params.id, req.body),
    });
    typed.route({
      ...routeOptions(app.config, revoke),
      onRequest,
      handler: (req) => revokeClientCredential(signedInContext(req), req.params.id, req.params.credentialId),
    });
  }
}
