import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export const REQUEST_ID_HEADER = 'x-request-id';

/** What a caller (a proxy, a load balancer) may name a request: short, and nothing that could forge a log line. */
const ACCEPTED = /^[A-Za-z0-9._-]{1,128}$/;

/**
 * Fastify's genReqId: the caller's `X-Request-Id` when it is a plausible id, else a new UUID. Fastify's own
 * requestIdHeader option takes any header value as it is, so it is off and the header is read here.
 */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && ACCEPTED.test(given) ? given : randomUUID();
}

/**
 * Every answer names its request in `X-Request-Id`, the id every log line of the request carries (`reqId`) and error
 * answers repeat in their body (plugins/errors.ts): what someone who saw "something went wrong" can quote.
 */
export const requestIdPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
});
