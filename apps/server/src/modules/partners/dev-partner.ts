import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { partnerParams } from '@portal/contracts';
import { openSecret } from '../../lib/secret-box.ts';
import { escapeHtml } from '../../mail/templates.ts';
import { requestContext } from '../../plugins/request-context.ts';
import { claimedClient, verifyAssertion } from './assertion.ts';
import { devPartnerPath } from './dev-partner-addresses.ts';
import { findPartnerOfClientCode } from './queries.ts';
import { portalIssuer } from './service.ts';

const query = z.object({ assertion: z.string().max(4000).optional() });

function page(status: 'ok' | 'error', title: string, body: string): string {
  const colour = status === 'ok' ? '#0b6e4f' : '#b42318';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title><style>body{margin:0;font:16px/1.5 Arial,Helvetica,sans-serif;background:#f6f3ee;color:#1f2933}
header{background:${colour};color:#fff;padding:14px 24px;font-weight:bold}
main{max-width:520px;margin:40px auto;padding:28px;background:#fff;border-radius:8px}</style></head>
<body><header>Demo partner site</header><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(body)}</p></main></body></html>`;
}

/**
 * A stand-in for a partner's site (development only): it checks the assertion the portal signed, with
 * the partner's secret, as a real partner would, and says who arrived.
 */
export async function devPartnerRoutes(app: FastifyInstance) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.get(devPartnerPath(app.config, ':partner'), { schema: { params: partnerParams, querystring: query, hide: true } }, async (request, reply) => {
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
    const { assertion } = request.query;
    const clientCode = assertion ? claimedClient(assertion) : null;
    const partner = clientCode ? await findPartnerOfClientCode(app.db, clientCode, request.params.partner) : undefined;
    const secret = partner ? openSecret(app.keys.secretBox, partner.secretEncrypted) : null;
    const person =
      assertion && clientCode && partner && secret !== null
        ? await verifyAssertion(secret, partner.code, portalIssuer(app.config, clientCode), assertion, requestContext(request).now)
        : null;
    if (!partner || !person)
      return reply.code(401).send(page('error', 'Sign-in failed', 'This sign-in link is not valid or has expired. Go back to the portal and try again.'));
    return page('ok', `Signed in to ${partner.name} as ${person.name}`, `Welcome, ${person.name} (${person.email}). The portal vouched for you a moment ago.`);
  });
}
