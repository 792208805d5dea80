import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { routes, samlTexts, SSO_ERROR_PATH } from '@portal/contracts';
import { authRateLimit } from '../../lib/auth-rate-limit.ts';
import { routeOptions } from '../../lib/contract-route.ts';
import { readCookie } from '../../lib/cookies.ts';
import { requireRole } from '../../plugins/auth.ts';
import { requestContext, signedInContext } from '../../plugins/request-context.ts';
import { SsoFailure, TEST_PAGE_CSP, testFailedPage, testFailureWords, testWorksPage } from '../sso/index.ts';
import { getSaml, removeSaml, saveSaml, testSaml } from './console.ts';
import { finishSaml, finishSamlTest, openPendingSaml, samlTestNoEmail, startSaml, startSamlTest } from './flow.ts';
import { SamlRefusal, serviceProviderMetadata } from './service-provider.ts';
import { SAML_COOKIE, SAML_COOKIE_TTL_SECONDS, samlCookieHeader } from './state-cookie.ts';

const clientParams = z.object({ client: z.string().regex(/^[a-z0-9-]{1,63}$/, { error: 'Not a client code' }) });
const startQuery = z.object({
  login_hint: z.string().max(254).optional(),
  return_to: z.string().max(200).optional(),
  /** The admin console's one-time sign-on test link. */
  test: z.string().max(200).optional(),
});
/** A SAML response is a few kilobytes; its base64 is refused beyond this. */
const MAX_RESPONSE = 200_000;
const acsBody = z.object({ SAMLResponse: z.string().min(1).max(MAX_RESPONSE), RelayState: z.string().max(1000).optional() });

/**
 * SAML 2.0 sign-on (docs/decisions/saml.md): the browser's round trip on the client's own host (start, the assertion
 * consumer service, our metadata) and the admin console's SAML calls of the Sign-on tab.
 */
export async function samlRoutes(app: FastifyInstance) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const limited = authRateLimit(app.config);
  const base = (code: string) => `${app.config.API_BASE}/sso/${code}/saml/`;
  const cookie = (code: string, value: string, maxAge: number) => samlCookieHeader(value, base(code), maxAge);

  // The identity provider POSTs the response as a form (HTTP-POST binding).
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: MAX_RESPONSE + 4096 }, (_request, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  const testPage = (reply: FastifyReply, status: number, html: string) =>
    reply.code(status).type('text/html; charset=utf-8').header('content-security-policy', TEST_PAGE_CSP).send(html);
  function testFailed(request: FastifyRequest, reply: FastifyReply, error: unknown) {
    request.log.warn({ reason: error instanceof Error ? error.message : 'unknown' }, 'SAML sign-on test failed');
    const words = error instanceof SamlRefusal ? samlTexts.refusedSentence(error.message) : testFailureWords(error);
    return testPage(reply, 400, testFailedPage(words));
  }
  /** Any failure sends the browser to the web app's 'Unable to log in' page; the reason is only logged. */
  function failed(request: FastifyRequest, reply: FastifyReply, error: unknown) {
    if (error instanceof SsoFailure || error instanceof SamlRefusal) request.log.warn({ reason: error.message }, 'SAML sign-on refused');
    else request.log.warn({ err: error }, 'SAML sign-on failed');
    return reply.redirect(SSO_ERROR_PATH, 303);
  }

  typed.get(`${app.config.API_BASE}/sso/:client/saml/metadata`, { schema: { params: clientParams, hide: true } }, (request, reply) => {
    const host = request.client;
    if (!host || host.code !== request.params.client) return reply.code(404).send({ error: 'Not Found', message: 'Not found' });
    return reply
      .type('application/samlmetadata+xml; charset=utf-8')
      .header('content-disposition', `attachment; filename="portal-${host.code}-saml-metadata.xml"`)
      .send(serviceProviderMetadata(app.config, host.code));
  });

  typed.get(
    `${app.config.API_BASE}/sso/:client/saml/start`,
    { config: limited, schema: { params: clientParams, querystring: startQuery, hide: true } },
    async (request, reply) => {
      const { client } = request.params;
      reply.header('cache-control', 'no-store');
      const { test } = request.query;
      if (test !== undefined) {
        try {
          const { location, sealed } = await startSamlTest(requestContext(request), client, test);
          return reply.header('set-cookie', cookie(client, sealed, SAML_COOKIE_TTL_SECONDS)).redirect(location, 302);
        } catch (error) {
          return testFailed(request, reply, error);
        }
      }
      try {
        const { location, sealed } = await startSaml(requestContext(request), {
          client,
          loginHint: request.query.login_hint,
          returnTo: request.query.return_to,
        });
        return reply.header('set-cookie', cookie(client, sealed, SAML_COOKIE_TTL_SECONDS)).redirect(location, 302);
      } catch (error) {
        return failed(request, reply, error);
      }
    },
  );

  typed.post(`${app.config.API_BASE}/sso/:client/saml/acs`, { config: limited, schema: { params: clientParams, hide: true } }, async (request, reply) => {
    const { client } = request.params;
    // The cookie answers one request only: it is gone whatever happens now.
    reply.header('cache-control', 'no-store').header('set-cookie', cookie(client, '', 0));
    const body = acsBody.safeParse(request.body);
    const sealed = readCookie(request.headers.cookie, SAML_COOKIE);
    const ctx = requestContext(request);
    const pending = await openPendingSaml(app.keys.ssoState, sealed, ctx.now);
    if (pending?.test) {
      try {
        if (!body.success) throw new SamlRefusal(samlTexts.refused.malformed);
        const result = await finishSamlTest(ctx, { client, samlResponse: body.data.SAMLResponse, pending });
        return testPage(reply, 200, testWorksPage(result, samlTexts.testPage.attribute, samlTestNoEmail));
      } catch (error) {
        return testFailed(request, reply, error);
      }
    }
    try {
      if (!body.success) throw new SamlRefusal(samlTexts.refused.malformed);
      const location = await finishSaml(ctx, { client, samlResponse: body.data.SAMLResponse, relayState: body.data.RelayState, sealed });
      return reply.redirect(location, 303);
    } catch (error) {
      return failed(request, reply, error);
    }
  });

  const onRequest = requireRole('admin');
  const ctx = signedInContext;
  typed.route({ ...routeOptions(app.config, routes.clientSaml), onRequest, handler: (request) => getSaml(ctx(request), request.params.id) });
  typed.route({ ...routeOptions(app.config, routes.saveClientSaml), onRequest, handler: (request) => saveSaml(ctx(request), request.params.id, request.body) });
  typed.route({
    ...routeOptions(app.config, routes.removeClientSaml),
    onRequest,
    handler: (request) => removeSaml(ctx(request), request.params.id, request.body.version),
  });
  typed.route({ ...routeOptions(app.config, routes.testClientSaml), onRequest, handler: (request) => testSaml(ctx(request), request.params.id) });
}
