import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { routes } from '@portal/contracts';
import { routeOptions } from '../../lib/contract-route.ts';
import { requireRole } from '../../plugins/auth.ts';
import { signedInContext } from '../../plugins/request-context.ts';
import { createCredential, listCredentials, revokeClientCredential } from './credentials.ts';

/** A client's API keys and SCIM tokens: its HR administrators and platform administrators (the service decides which client). */
export async function apiCredentialRoutes(app: FastifyInstance) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = requireRole('employer', 'admin');
  typed.route({
    ...routeOptions(app.config, routes.apiCredentials),
    onRequest,
    handler: (req) => listCredentials(signedInContext(req), req.params.id, req.query.kind),
  });
  typed.route({
    ...routeOptions(app.config, routes.createApiCredential),
    onRequest,
    handler: (req) => createCredential(signedInContext(req), req.params.id, req.body),
  });
  typed.route({
    ...routeOptions(app.config, routes.revokeApiCredential),
    onRequest,
    handler: (req) => revokeClientCredential(signedInContext(req), req.params.id, req.params.credentialId),
  });
}
