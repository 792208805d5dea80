import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { routes, SSO_ERROR_PATH } from '@portal/contracts';
import { publicUrl } from '../../config.ts';
import { authRateLimit } from '../../lib/auth-rate-limit.ts';
import { routeOptions } from '../../lib/contract-route.ts';
import { readCookie } from '../../lib/cookies.ts';
import { requestContext } from '../../plugins/request-context.ts';
import { loginWithLink } from '../login-links/index.ts';
import { finishSso, SsoFailure, startSso, type SsoContext } from './flow.ts';
import { lookupLogin } from './lookup.ts';
import { RelyingParty } from './relying-party.ts';
import { finishSignOnTest, startSignOnTest, testFailureWords } from './sign-on-test.ts';
import { cookieHeader, openPendingLogin, SSO_COOKIE, SSO_COOKIE_TTL_SECONDS } from './state-cookie.ts';
import { TEST_PAGE_CSP, testFailedPage, testWorksPage } from './test-page.ts';

const clientParams = z.object({ client: z.string().regex(/^[a-z0-9-]{1,63}$/, { error: 'Not a client code' }) });
const startQuery = z.object({
  login_hint: z.string().max(254).optional(),
  return_to: z.string().max(200).optional(),
  /** The admin console's one-time sign-on test link (sign-on-test.ts). */
  test: z.string().max(200).optional(),
});

/** Single sign-on: which login an e-mail takes, the OIDC browser round trip (start, callback) and the one-time link login it ends with. */
export async function ssoRoutes(app: FastifyInstance) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const limited = authRateLimit(app.config);
  const relyingParty = new RelyingParty();
  const ssoContext = (request: FastifyRequest): SsoContext => ({ ...requestContext(request), relyingParty });

  const cookieFor = (code: string, value: string, maxAgeSeconds: number) =>
    cookieHeader(SSO_COOKIE, value, {
      path: `${app.config.API_BASE}/sso/${code}/`,
      maxAgeSeconds,
      secure: publicUrl(app.config, code, '/').startsWith('https:'),
    });

  /** A sign-on test ends on a page of its own in the tab it opened, with what was received or what went wrong. */
  function testPage(reply: FastifyReply, status: number, html: string) {
    return reply.code(status).type('text/html; charset=utf-8').header('content-security-policy', TEST_PAGE_CSP).send(html);
  }
  function testFailed(request: FastifyRequest, reply: FastifyReply, error: unknown) {
    request.log.warn({ err: error }, 'single sign-on test failed');
    return testPage(reply, 400, testFailedPage(testFailureWords(error)));
  }

  /** Any failure sends the browser to the web app's 'Unable to log in' page; the reason is only logged. */
  function failed(request: FastifyRequest, reply: FastifyReply, error: unknown) {
    if (error instanceof SsoFailure) request.log.warn({ reason: error.message }, 'single sign-on refused');
    else request.log.warn({ err: error }, 'single sign-on failed');
    return reply.redirect(SSO_ERROR_PATH, 302);
  }

  typed.route({
    ...routeOptions(app.config, routes.loginLookup),
    config: limited,
    handler: (request) => lookupLogin(requestContext(request), request.body),
  });
  typed.route({
    ...routeOptions(app.config, routes.loginSso),
    config: limited,
    handler: (request) => loginWithLink(requestContext(request), request.body),
  });

  typed.get(
    `${app.config.API_BASE}/sso/:client/start`,
    { config: limited, schema: { params: clientParams, querystring: startQuery, hide: true } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { test } = request.query;
      if (test !== undefined) {
        try {
          const { location, sealed } = await startSignOnTest(ssoContext(request), request.params.client, test);
          reply.header('set-cookie', cookieFor(request.params.client, sealed, SSO_COOKIE_TTL_SECONDS));
          return reply.redirect(location, 302);
        } catch (error) {
          return testFailed(request, reply, error);
        }
      }
      try {
        const { location, sealed } = await startSso(ssoContext(request), {
          client: request.params.client,
          loginHint: request.query.login_hint,
          returnTo: request.query.return_to,
        });
        reply.header('set-cookie', cookieFor(request.params.client, sealed, SSO_COOKIE_TTL_SECONDS));
        return reply.redirect(location, 302);
      } catch (error) {
        return failed(request, reply, error);
      }
    },
  );

  typed.get(`${app.config.API_BASE}/sso/:client/callback`, { config: limited, schema: { params: clientParams, hide: true } }, async (request, reply) => {
    const { client } = request.params;
    reply.header('cache-control', 'no-store').header('set-cookie', cookieFor(client, '', 0));
    const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
    const sealed = readCookie(request.headers.cookie, SSO_COOKIE);
    const pending = await openPendingLogin(app.keys.ssoState, sealed, requestContext(request).now);
    if (pending?.test) {
      try {
        return testPage(reply, 200, testWorksPage(await finishSignOnTest(ssoContext(request), { client, query, pending })));
      } catch (error) {
        return testFailed(request, reply, error);
      }
    }
    try {
      const location = await finishSso(ssoContext(request), { client, query, sealed });
      return reply.redirect(location, 302);
    } catch (error) {
      return failed(request, reply, error);
    }
  });
}
