import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { routes } from '@portal/contracts';
import { routeOptions } from '../lib/contract-route.ts';
import { listMailbox } from './outbox.ts';

/** The dev mailbox: every e-mail the portal wrote, newest first. Registered only when it is on. */
export async function mailboxRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().route({
    ...routeOptions(app.config, routes.devMailbox),
    handler: async () => {
      const rows = await listMailbox(app.db);
      return {
        messages: rows.map((m) => ({ id: m.id, to: m.toAddress, subject: m.subject, text: m.textBody, html: m.htmlBody, createdAt: m.createdAt.toISOString() })),
      };
    },
  });
}
