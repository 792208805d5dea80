import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { routes } from '@portal/contracts';
import { routeOptions } from '../../lib/contract-route.ts';
import { requireRole } from '../../plugins/auth.ts';
import { requireEmployer } from '../../plugins/employer-guard.ts';
import { signedInContext as ctx } from '../../plugins/request-context.ts';
import { createWebhook, deleteWebhook, listWebhooks, resendDelivery, rotateWebhookSecret, updateWebhook, webhookDeliveries } from './service.ts';

/**
 * A client's webhook endpoints and delivery log: platform administrators (the console, at /admin/clients/:id) and the
 * client's HR administrators (the employer tools' twins at /v2/client/:id, behind the employer guard).
 */
export async function webhookRoutes(app: FastifyInstance) {
  const calls = [
    {
      onRequest: requireRole('admin'),
      list: routes.clientWebhooks,
      create: routes.createClientWebhook,
      update: routes.updateClientWebhook,
      remove: routes.deleteClientWebhook,
      rotate: routes.rotateClientWebhookSecret,
      deliveries: routes.clientWebhookDeliveries,
      resend: routes.resendClientWebhookDelivery,
    },
    {
      onRequest: requireEmployer,
      list: routes.employerClientWebhooks,
      create: routes.employerCreateClientWebhook,
      update: routes.employerUpdateClientWebhook,
      remove: routes.employerDeleteClientWebhook,
      rotate: routes.employerRotateClientWebhookSecret,
      deliveries: routes.employerClientWebhookDeliveries,
      resend: routes.employerResendClientWebhookDelivery,
    },
  ] as const;
  for (const call of calls) webhookCalls(app, call);
}

function webhookCalls(
  app: FastifyInstance,
  {
    onRequest,
    list,
    create,
    update,
    remove,
    rotate,
    deliveries,
    resend,
  }: {
    onRequest: ReturnType<typeof requireRole> | typeof requireEmployer;
    list: typeof routes.clientWebhooks;
    create: typeof routes.createClientWebhook;
    update: typeof routes.updateClientWebhook;
    remove: typeof routes.deleteClientWebhook;
    rotate: typeof routes.rotateClientWebhookSecret;
    deliveries: typeof routes.clientWebhookDeliveries;
    resend: typeof routes.resendClientWebhookDelivery;
  },
) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  // The signing secret is in two answers only; nothing caches them.
  const noStore = {
    onSend: async (_request: unknown, reply: { header(name: string, value: string): unknown }) => void reply.header('cache-control', 'no-store'),
  };

  typed.route({ ...routeOptions(app.config, list), onRequest, handler: (request) => listWebhooks(ctx(request), request.params.id) });
  typed.route({
    ...routeOptions(app.config, create),
    onRequest,
    ...noStore,
    handler: (request) => createWebhook(ctx(request), request.params.id, request.body),
  });
  typed.route({
    ...routeOptions(app.config, update),
    onRequest,
    handler: (request) => updateWebhook(ctx(request), request.params.id, request.params.endpointId, request.body),
  });
  typed.route({
    ...routeOptions(app.config, remove),
    onRequest,
    handler: (request) => deleteWebhook(ctx(request), request.params.id, request.params.endpointId),
  });
  typed.route({
    ...routeOptions(app.config, rotate),
    onRequest,
    ...noStore,
    handler: (request) => rotateWebhookSecret(ctx(request), request.params.id, request.params.endpointId),
  });
  typed.route({
    ...routeOptions(app.config, deliveries),
    onRequest,
    handler: (request) => webhookDeliveries(ctx(request), request.params.id, request.params.endpointId),
  });
  typed.route({
    ...routeOptions(app.config, resend),
    onRequest,
    handler: (request) => resendDelivery(ctx(request), request.params.id, request.params.endpointId, request.params.deliveryId),
  });
}
