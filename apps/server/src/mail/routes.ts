import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { routes } from '@portal/contracts';
import { routeOptions } from '../lib/contract-route.ts';
import { requireRole } from '../plugins/auth.ts';
import { readMailbox } from './outbox.ts';

/**
 * The dev mailbox: every e-mail the portal wrote, newest first. Registered only when it is on, and only
 * for platform administrators: it holds every reset and activation link.
 */
export async function mailboxRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().route({
    ...routeOptions(app.config, routes.devMailbox),
    onRequest: requireRole('admin'),
    handler: async () => ({ messages: await readMailbox(app.db) }),
  });
}
