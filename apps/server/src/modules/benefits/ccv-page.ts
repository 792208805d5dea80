import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { benefitTexts, type CcvBalance, DEFAULT_PRIMARY_COLOUR, formatLongDate, formatPounds } from '@portal/contracts';
import type { Client } from '../../db/schema/index.ts';
import { escapeHtml } from '../../mail/templates.ts';
import { authenticate } from '../../plugins/auth.ts';
import { CCV_TOKEN_PARAMETER, ccvBalance } from './ccv.ts';

type Order = CcvBalance['placedOrders'][number];

function layout(client: Client | null, body: string): string {
  const colour = /^[0-9A-Fa-f]{6}$/.test(client?.primaryColour ?? '') ? client!.primaryColour! : DEFAULT_PRIMARY_COLOUR;
  const brand = escapeHtml(client?.benefitBrandName ?? 'Benefits portal');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(benefitTexts.contractPageTitle)} - ${brand}</title>
<style>body{margin:0;font-family:var(--font-base,system-ui,sans-serif);line-height:1.5;color:#1f2933;background:#fff}
h1{font-family:var(--font-header,inherit);font-size:1.375rem;margin:0 0 12px}header{background:#${colour};color:#fff;padding:12px 20px;font-weight:bold}
main{padding:20px}table{border-collapse:collapse;width:100%;margin-bottom:20px}th,td{text-align:left;padding:8px 12px;border-bottom:1px solid #d9dee5}
table:last-child{margin-bottom:0}caption{text-align:left;font-weight:bold;padding:8px 0}
@media (max-width:480px){main{padding:16px 12px}table{font-size:.875rem}th,td{padding:8px 4px}}</style></head>
<body><header>${brand}</header><main>${body}</main></body></html>`;
}

function ordersTable(caption: string, orders: Order[]): string {
  const row = (cells: string[]) => `<tr>${cells.map((cell) => `<td>${escapeHtml(cell)}</td>`).join('')}</tr>`;
  const rows = orders.map((o) => row([o.reference, o.payee, formatPounds(o.amount), formatLongDate(o.date)])).join('');
  const empty = `<tr><td colspan="4">No orders</td></tr>`;
  const head = ['Reference', 'Paid to', 'Amount', 'Date'].map((name) => `<th scope="col">${name}</th>`).join('');
  return `<table><caption>${escapeHtml(caption)}</caption><thead><tr>${head}</tr></thead><tbody>${rows || empty}</tbody></table>`;
}

/**
 * The built-in voucher contract-management page the web app frames. Its fonts are the portal's own: the frame is
 * same-origin, and the web app hands it the theme's font faces and `--font-base`/`--font-header` on load. A frame cannot send headers, so the
 * access token comes as a query parameter and is checked exactly like a bearer token (session, host).
 */
export async function ccvContractPage(app: FastifyInstance) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.get(
    app.config.CCV_MANAGE_URL,
    { schema: { hide: true, querystring: z.object({ [CCV_TOKEN_PARAMETER]: z.string().max(4000).optional() }) } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
      const token = request.query[CCV_TOKEN_PARAMETER];
      const user = token ? await authenticate(app, token, request.client) : null;
      if (!user || user.clientId === null) {
        return reply
          .code(401)
          .send(layout(request.client, `<h1>${escapeHtml(benefitTexts.contractPageTitle)}</h1><p>${escapeHtml(benefitTexts.contractPageDenied)}</p>`));
      }
      const ccv = await ccvBalance({ db: app.db, clientId: user.clientId, userId: user.id });
      const next = ccv.nextVoucherDate ? `<p>Next voucher: ${escapeHtml(formatLongDate(ccv.nextVoucherDate))}</p>` : '';
      const body = `<h1>${escapeHtml(benefitTexts.contractPageTitle)}</h1>
<p>${escapeHtml(`${user.firstName} ${user.surname}`)}, your balance is <strong>${escapeHtml(formatPounds(ccv.balance))}</strong>.</p>${next}
${ordersTable('Placed orders', ccv.placedOrders)}${ordersTable('Saved orders', ccv.savedOrders)}`;
      return reply.send(layout(request.client, body));
    },
  );
}
