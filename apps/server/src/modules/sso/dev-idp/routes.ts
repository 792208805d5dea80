import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { InteractionDetails } from 'oidc-provider';
import { z } from 'zod';
import { publicUrl } from '../../../config.ts';
import { authRateLimit } from '../../../lib/auth-rate-limit.ts';
import { requestContext } from '../../../plugins/request-context.ts';
import { checkDevLogin } from './accounts.ts';
import { errorPage, loginPage } from './pages.ts';
import { createDevProvider } from './provider.ts';
import { DEV_IDP_MOUNT, devIdpClientCodes } from './settings.ts';

const loginForm = z.object({ email: z.string().trim().min(1).max(254), password: z.string().min(1).max(1024) });
const EXPIRED = 'This sign-in has expired or was already used. Go back to the portal and start again.';

type UidRequest = FastifyRequest<{ Params: { uid: string } }>;

/**
 * Mounts the demo OpenID provider under /dev-idp on the portal's own server (development only).
 * Its interaction pages (login form, cancel) are ours; every other path is handed to oidc-provider,
 * in a context that leaves request bodies unread so the provider can parse them itself.
 */
export async function devIdpRoutes(app: FastifyInstance) {
  const provider = await createDevProvider(app.db, app.config, app.keys);
  provider.on('server_error', (_ctx, error) => app.log.error({ err: error }, 'demo identity provider failed'));
  const handle = provider.callback();
  const codes = devIdpClientCodes(app.config);
  // Chromium applies form-action to the redirects after a form post, which end on the clients' hosts.
  const origins = codes.map((code) => new URL(publicUrl(app.config, code, '/')).origin);
  const csp = [
    "default-src 'self'",
    "style-src 'unsafe-inline'",
    "img-src 'self' data:",
    `form-action 'self' ${origins.join(' ')}`,
    "frame-ancestors 'none'",
    "base-uri 'none'",
    "object-src 'none'",
  ].join('; ');

  const sendPage = (reply: FastifyReply, status: number, html: string) =>
    reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').header('content-security-policy', csp).send(html);

  async function interactionOf(request: UidRequest, reply: FastifyReply): Promise<InteractionDetails | null> {
    try {
      const details = await provider.interactionDetails(request.raw, reply.raw);
      return details.uid === request.params.uid && details.prompt.name === 'login' ? details : null;
    } catch {
      return null;
    }
  }

  const showLogin = (reply: FastifyReply, status: number, details: InteractionDetails, email: string, error?: string) =>
    sendPage(reply, status, loginPage({ uid: details.uid, mount: DEV_IDP_MOUNT, clientName: String(details.params.client_id ?? ''), email, error }));

  await app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 8192 }, (_req, body, done) =>
      done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );

    scope.get(`${DEV_IDP_MOUNT}/interaction/:uid`, async (request: UidRequest, reply) => {
      const details = await interactionOf(request, reply);
      if (!details) return sendPage(reply, 400, errorPage(EXPIRED));
      return showLogin(reply, 200, details, typeof details.params.login_hint === 'string' ? details.params.login_hint : '');
    });

    scope.post(`${DEV_IDP_MOUNT}/interaction/:uid/login`, { config: authRateLimit(app.config) }, async (request: UidRequest, reply) => {
      const details = await interactionOf(request, reply);
      if (!details) return sendPage(reply, 400, errorPage(EXPIRED));
      const form = loginForm.safeParse(request.body);
      if (!form.success) return showLogin(reply, 400, details, '', 'Enter your e-mail address and your password.');
      const result = await checkDevLogin(requestContext(request), { clientCodes: codes, ...form.data });
      if (!result.ok) return showLogin(reply, 401, details, form.data.email, result.message);
      reply.hijack();
      await provider.interactionFinished(request.raw, reply.raw, { login: { accountId: result.accountId } }, { mergeWithLastSubmission: false });
    });

    scope.post(`${DEV_IDP_MOUNT}/interaction/:uid/abort`, async (request: UidRequest, reply) => {
      if (!(await interactionOf(request, reply))) return sendPage(reply, 400, errorPage(EXPIRED));
      reply.hijack();
      const result = { error: 'access_denied', error_description: 'The sign-in was cancelled' };
      await provider.interactionFinished(request.raw, reply.raw, result, { mergeWithLastSubmission: false });
    });
  });

  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null));
    scope.all(`${DEV_IDP_MOUNT}/*`, async (request, reply) => {
      reply.hijack();
      const raw = request.raw as IncomingMessage & { originalUrl?: string };
      const url = raw.url ?? '/';
      // Express-style mounting: oidc-provider finds its mount path as originalUrl minus url.
      raw.originalUrl = url;
      raw.url = url.slice(DEV_IDP_MOUNT.length) || '/';
      await handle(raw, reply.raw);
    });
  });
}
