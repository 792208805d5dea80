import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { routes } from '@portal/contracts';
import { routeOptions } from '../../lib/contract-route.ts';
import { requireRole } from '../../plugins/auth.ts';
import { signedInContext as ctx } from '../../plugins/request-context.ts';
import { createWebhook, deleteWebhook, listWebhooks, resendDelivery, rotateWebhookSecret, updateWebhook, webhookDeliveries } from './service.ts';

/** A client's webhook endpoints and delivery log: platform administrators (console) and the client's HR administrators. */
export async function webhookRoutes(app: FastifyInstance) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = requireRole('admin', 'employer');
  // The signing secret is in two answers only; nothing caches them.
  const noStore = {
    onSend: async (_request: unknown, reply: { header(name: string, value: string): unknown }) => void reply.header('cache-control', 'no-store'),
  };

  typed.route({ ...routeOptions(app.config, routes.clientWebhooks), onRequest, handler: (request) => listWebhooks(ctx(request), request.params.id) });
  typed.route({
    ...routeOptions(app.config, routes.createClientWebhook),
    onRequest,
    ...noStore,
    handler: (request) => createWebhook(ctx(request), request.params.id, request.body),
  });
  typed.route({
    ...routeOptions(app.config, routes.updateClientWebhook),
    onRequest,
    handler: (request) => updateWebhook(ctx(request), request.params.id, request.params.endpointId, request.body),
  });
  typed.route({
    ...routeOptions(app.config, routes.deleteClientWebhook),
    onRequest,
    handler: (request) => deleteWebhook(ctx(request), request.params.id, request.params.endpointId),
  });
  typed.route({
    ...routeOptions(app.config, routes.rotateClientWebhookSecret),
    onRequest,
    ...noStore,
    handler: (request) => rotateWebhookSecret(ctx(request), request.params.id, request.params.endpointId),
  });
  typed.route({
    ...routeOptions(app.config, routes.clientWebhookDeliveries),
    onRequest,
    handler: (request) => webhookDeliveries(ctx(request), request.params.id, request.params.endpointId),
  });
  typed.route({
    ...routeOptions(app.config, routes.resendClientWebhookDelivery),
    onRequest,
    handler: (request) => resendDelivery(ctx(request), request.params.id, request.params.endpointId, request.params.deliveryId),
  });
}
