import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contentRoutes as contentContracts, routes, type ContentType } from '@portal/contracts';
import { routeOptions } from '../../lib/contract-route.ts';
import { notFound } from '../../lib/errors.ts';
import { sanitizeContent } from '../../lib/sanitize.ts';
import { findContentPage, listFaqs } from './queries.ts';

export async function contentRoutes(app: FastifyInstance) {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  for (const type of Object.keys(contentContracts) as ContentType[]) {
    typed.route({
      ...routeOptions(app.config, contentContracts[type]),
      handler: async (request) => {
        const page = await findContentPage(app.db, request.client?.id ?? null, type);
        if (!page) throw notFound('This content is not available');
        // Sanitized again on the way out: content may have been written by older code or by hand.
        return { type, title: page.title, content: sanitizeContent(page.html), revision: page.revision, updatedAt: page.updatedAt.toISOString() };
      },
    });
  }

  typed.route({
    ...routeOptions(app.config, routes.faqs),
    handler: async (request) => {
      if (!request.client) return { faqs: [] };
      const rows = await listFaqs(app.db, request.client.id);
      return { faqs: rows.map((f) => ({ id: f.id, category: f.category, question: f.question, answer: sanitizeContent(f.answerHtml) })) };
    },
  });
}
