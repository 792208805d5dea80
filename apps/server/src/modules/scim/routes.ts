import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isDatabaseDown, RETRY_AFTER_SECONDS } from '../../lib/database-down.ts';
import { authenticateCredential, credentialFromHeader, type CredentialCaller } from '../api-credentials/index.ts';
import { SCIM_BASE, SCIM_CONTENT_TYPE, scimLimits } from './constants.ts';
import { listOf, resourceTypes, schemas, serviceProviderConfig } from './discovery.ts';
import { ScimError, scimErrorBody } from './errors.ts';
import { createUser, deactivateUser, getUser, listUsers, patchUser, replaceUser, type ScimContext } from './service.ts';
import { scimTexts as t } from './texts.ts';
import { clock } from '../../clock.ts';

/**
 * SCIM 2.0 at /scim/v2 (RFC 7644), for a client's identity provider. Not contract routes: the protocol fixes the
 * shapes, and they are kept out of the OpenAPI document (docs/decisions/integrations.md "SCIM provisioning"). Every
 * call needs a SCIM token; the token decides the client, and a Host naming another client is refused the same way.
 */

const callers = new WeakMap<FastifyRequest, CredentialCaller>();

function send(reply: FastifyReply, status: number, body: unknown) {
  return reply.code(status).type(SCIM_CONTENT_TYPE).send(JSON.stringify(body));
}

function sendError(reply: FastifyReply, status: number, detail: string, scimType?: ScimError['scimType']) {
  if (status === 401) reply.header('www-authenticate', 'Bearer realm="SCIM"');
  return send(reply, status, scimErrorBody(status, detail, scimType));
}

export async function scimRoutes(app: FastifyInstance) {
  await app.register(
    async (scim) => {
      const json = scim.getDefaultJsonParser('error', 'error');
      // SCIM speaks JSON only: a text body is refused as the wrong media type (415), not read.
      scim.removeContentTypeParser('text/plain');
      scim.addContentTypeParser('application/scim+json', { parseAs: 'string', bodyLimit: scimLimits.bodyBytes }, json);

      scim.setErrorHandler((error: FastifyError | ScimError, request, reply) => {
        if (error instanceof ScimError) return sendError(reply, error.status, error.detail, error.scimType);
        const status = error.statusCode ?? 500;
        if (status === 413) return sendError(reply, 413, t.tooLarge);
        if (status === 415) return sendError(reply, 415, t.mediaType);
        if (status === 429) return sendError(reply, 429, t.tooMany);
        if (status === 400) return sendError(reply, 400, t.badJson, 'invalidSyntax');
        if (status >= 500 && isDatabaseDown(error)) {
          request.log.error({ err: error }, 'SCIM request failed: the database is unavailable');
          reply.header('retry-after', String(RETRY_AFTER_SECONDS));
          return sendError(reply, 503, t.failed);
        }
        if (status >= 500) {
          request.log.error({ err: error }, 'SCIM request failed');
          return sendError(reply, 500, t.failed);
        }
        return sendError(reply, status, t.failed);
      });
      scim.setNotFoundHandler((_request, reply) => sendError(reply, 404, t.notFound));

      // Proved before the body is read (preParsing): an anonymous caller's body is never parsed.
      scim.addHook('preParsing', async (request, _reply, payload) => {
        const now = clock.now();
        const caller = await authenticateCredential(scim.db, request.headers.authorization, 'scim', now);
        if (!caller) throw new ScimError(401, t.unauthorized);
        const hostClient = await scim.clientForHost(request.headers.host ?? '');
        if (hostClient && hostClient.id !== caller.clientId) throw new ScimError(401, t.unauthorized);
        callers.set(request, caller);
        return payload;
      });

      const contextOf = (request: FastifyRequest): ScimContext => {
        const caller = callers.get(request);
        if (!caller) throw new ScimError(401, t.unauthorized);
        return {
          db: scim.db,
          config: scim.config,
          now: clock.now(),
          clientId: caller.clientId,
          credentialId: caller.credentialId,
          credential: { kind: 'scim', name: caller.name, keyId: caller.keyId },
          baseUrl: `${request.protocol}://${request.host}${SCIM_BASE}`,
        };
      };

      // Per token (its key id), so one client's busy sync does not slow another's; a call with no token counts against its address.
      const limit = {
        rateLimit: {
          max: scim.config.SCIM_RATE_LIMIT_MAX,
          timeWindow: '1 minute',
          keyGenerator: (request: FastifyRequest) => {
            const presented = credentialFromHeader(request.headers.authorization);
            return presented ? `scim:${presented.keyId}` : `scim-ip:${request.ip}`;
          },
        },
      };
      const options = { config: limit, bodyLimit: scimLimits.bodyBytes, schema: { hide: true } };
      type WithId = { Params: { id: string } };

      scim.get('/ServiceProviderConfig', options, async (request, reply) => send(reply, 200, serviceProviderConfig(contextOf(request).baseUrl)));
      scim.get('/Schemas', options, async (request, reply) => send(reply, 200, listOf(schemas(contextOf(request).baseUrl))));
      scim.get<WithId>('/Schemas/:id', options, async (request, reply) => {
        const found = schemas(contextOf(request).baseUrl).find((s) => s.id.toLowerCase() === request.params.id.toLowerCase());
        return found ? send(reply, 200, found) : sendError(reply, 404, t.notFound);
      });
      scim.get('/ResourceTypes', options, async (request, reply) => send(reply, 200, listOf(resourceTypes(contextOf(request).baseUrl))));
      scim.get<WithId>('/ResourceTypes/:id', options, async (request, reply) => {
        const found = resourceTypes(contextOf(request).baseUrl).find((r) => r.id === request.params.id);
        return found ? send(reply, 200, found) : sendError(reply, 404, t.notFound);
      });

      scim.get('/Users', options, async (request, reply) => send(reply, 200, await listUsers(contextOf(request), request.query as Record<string, unknown>)));
      scim.post('/Users', options, async (request, reply) => {
        const user = await createUser(contextOf(request), request.body);
        reply.header('location', user.meta.location);
        return send(reply, 201, user);
      });
      scim.get<WithId>('/Users/:id', options, async (request, reply) => send(reply, 200, await getUser(contextOf(request), request.params.id)));
      scim.put<WithId>('/Users/:id', options, async (request, reply) =>
        send(reply, 200, await replaceUser(contextOf(request), request.params.id, request.body)),
      );
      scim.patch<WithId>('/Users/:id', options, async (request, reply) =>
        send(reply, 200, await patchUser(contextOf(request), request.params.id, request.body)),
      );
      scim.delete<WithId>('/Users/:id', options, async (request, reply) => {
        await deactivateUser(contextOf(request), request.params.id);
        return reply.code(204).send();
      });
    },
    { prefix: SCIM_BASE },
  );
}
