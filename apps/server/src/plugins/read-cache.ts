import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { TtlCache } from '../lib/ttl-cache.ts';
import type { VerifiedClaims } from '../lib/access-token.ts';

interface CachedResponse {
  userId: number;
  body: string;
  contentType: string;
}

/**
 * Copies of what authenticated reads compute: a token's checked signature, and the JSON of the employee
 * reads that opt in with `config: { readCache: true }`. A copy is keyed on the person's and their client's
 * data versions, which database triggers bump on any change and which are read with the session on every
 * request: a change made anywhere (another instance, an operator's SQL) misses the cache on the very next
 * read. The TTL only bounds memory. A write in this process also drops copies at once (an employee's
 * write: their own; anyone else's: all), as a second line of defence.
 */
export interface ReadCache {
  /** Access tokens whose signature was checked, by the exact token, for the token's life: a hit skips the signature check, not the session's. */
  tokens: TtlCache<string, VerifiedClaims>;
  responses: TtlCache<string, CachedResponse>;
  forgetUser(userId: number): void;
  forgetAll(): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    readCache: ReadCache;
  }
  interface FastifyContextConfig {
    /** The route's 200 answer depends only on the caller and the URL, so it may be served from the read cache. */
    readCache?: boolean;
  }
  interface FastifyRequest {
    /** The write generation when this read began; a write since then means its answer must not be kept. */
    readCacheGeneration?: number;
  }
}

const MAX_TOKENS = 10_000;
const MAX_RESPONSES = 5_000;
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

function createReadCache(ttlMs: number, tokenTtlMs: number) {
  let generation = 0;
  const tokens = new TtlCache<string, VerifiedClaims>(tokenTtlMs, MAX_TOKENS);
  const responses = new TtlCache<string, CachedResponse>(ttlMs, MAX_RESPONSES);
  const cache: ReadCache & { generation(): number } = {
    tokens,
    responses,
    generation: () => generation,
    forgetUser(userId) {
      generation++;
      responses.deleteWhere((entry) => entry.userId === userId);
    },
    forgetAll() {
      generation++;
      responses.clear();
    },
  };
  return cache;
}

const responseKey = (request: FastifyRequest) => {
  const user = request.user!;
  return `${user.id}|${user.versions.user}.${user.versions.client}|${user.masquerade?.schemeYear ?? ''}|${request.url}`;
};

export const readCachePlugin = fp(async (app: FastifyInstance) => {
  // A checked signature never goes stale (the claims' expiry and the session row are checked on every
  // request), so it is kept for the token's life even when copies of answers are off.
  const cache = createReadCache(app.config.READ_CACHE_TTL_MS, app.config.ACCESS_TOKEN_TTL_SECONDS * 1000);
  app.decorate('readCache', cache);

  app.addHook('preHandler', async (request: FastifyRequest, reply: FastifyReply) => {
    if (!cache.responses.enabled || !request.routeOptions.config.readCache || request.method !== 'GET' || !request.user) return;
    const hit = cache.responses.get(responseKey(request));
    if (hit) return reply.type(hit.contentType).send(hit.body);
    request.readCacheGeneration = cache.generation();
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (!request.url.startsWith(app.config.API_BASE)) return payload;
    if (!READS.has(request.method)) {
      const user = request.user;
      // An employee's write changes only their own data; an employer's, an administrator's or a visitor's may change anyone's.
      if (user && user.userType === 'employee') cache.forgetUser(user.id);
      else cache.forgetAll();
      return payload;
    }
    const started = request.readCacheGeneration;
    if (started !== undefined && started === cache.generation() && reply.statusCode === 200 && typeof payload === 'string') {
      cache.responses.set(responseKey(request), {
        userId: request.user!.id,
        body: payload,
        contentType: String(reply.getHeader('content-type') ?? 'application/json'),
      });
    }
    return payload;
  });
});
