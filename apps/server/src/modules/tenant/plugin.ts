import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/connect.ts';
import type { Client } from '../../db/schema/index.ts';
import { findClientByCode } from './queries.ts';
import { clientCodeForHost } from './resolve.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** `fresh`: read the row now, not this instance's copy (the page and the theme, so a saved branding shows at once everywhere). */
    clientForHost(host: string, options?: { fresh?: boolean }): Promise<Client | null>;
  }
  interface FastifyRequest {
    /** The client (tenant) the request's Host names; null for unknown hosts (default branding). */
    client: Client | null;
  }
}

/** Short-lived, so every other instance sees a client's change within seconds. */
const CACHE_TTL_MS = 5000;

type ClientCache = Map<string, { client: Client | null; at: number }>;
const caches = new WeakMap<Db, ClientCache>();

/**
 * Drops this instance's cached client rows, so a change to a client's rules (two-factor enforcement)
 * counts from the very next request here; other instances see it within CACHE_TTL_MS.
 */
export const forgetCachedClients = (db: Db) => caches.get(db)?.clear();

export const tenantPlugin = fp(async (app: FastifyInstance) => {
  const cache: ClientCache = new Map();
  caches.set(app.db, cache);

  async function clientForHost(host: string, options: { fresh?: boolean } = {}): Promise<Client | null> {
    const code = clientCodeForHost(host, app.config.BASE_DOMAIN, app.config.DEFAULT_CLIENT);
    if (!code) return null;
    const hit = cache.get(code);
    if (hit && !options.fresh && Date.now() - hit.at < CACHE_TTL_MS) return hit.client;
    const client = (await findClientByCode(app.db, code)) ?? null;
    cache.set(code, { client, at: Date.now() });
    return client;
  }

  app.decorate('clientForHost', clientForHost);
  app.decorateRequest('client', null);
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith(app.config.API_BASE)) return;
    request.client = await clientForHost(request.headers.host ?? '');
  });
});
