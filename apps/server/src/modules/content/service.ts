import { notFound } from '../../lib/errors.ts';
import { sanitizeContent } from '../../lib/sanitize.ts';
import type { RequestContext } from '../../plugins/request-context.ts';
import type { ContentType } from '@portal/contracts';
import { findContentPage, listFaqs } from './queries.ts';

/** The page of the Host's client, else the platform's; anyone may read it. */
export async function contentPage(ctx: RequestContext, type: ContentType) {
  const page = await findContentPage(ctx.db, ctx.client?.id ?? null, type);
  if (!page) throw notFound('This content is not available');
  // Sanitized again on the way out: content may have been written by older code or by hand.
  return { type, title: page.title, content: sanitizeContent(page.html), revision: page.revision, updatedAt: page.updatedAt.toISOString() };
}

/** The Host's client's questions; a host without a client has none. */
export async function faqsOf(ctx: RequestContext) {
  if (!ctx.client) return { faqs: [] };
  const rows = await listFaqs(ctx.db, ctx.client.id);
  return { faqs: rows.map((f) => ({ id: f.id, category: f.category, question: f.question, answer: sanitizeContent(f.answerHtml) })) };
}
