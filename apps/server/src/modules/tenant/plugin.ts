import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sql } from 'drizzle-orm';
import type { Database, Db } from '../../db/connect.ts';
import { listenOn } from '../../db/notifications.ts';
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
  interface FastifyContextConfig {
    /** A probe (the health checks): answered for any Host without reading a client or a session. */
    probe?: boolean;
  }
}

/**
 * Short-lived, so an instance that missed a change's notification (its listening connection down) still sees it
 * within seconds.
 */
const CACHE_TTL_MS = 5000;
/** Said by whoever changes a client row; every instance (this one too) drops its copies when it hears it. */
export const CLIENTS_CHANGED_CHANNEL = 'portal_clients_changed';

type ClientCache = Map<string, { client: Client | null; at: number }>;
const caches = new WeakMap<Db, ClientCache>();

/**
 * Called after a change to a client row has committed: drops this instance's cached client rows, so a change to a
 * client's rules (two-factor enforcement) counts from the very next request here, and tells every other instance on
 * the database to do the same (NOTIFY; the tenant plugin listens). The notice is not awaited: should it fail, the
 * others still see the change within CACHE_TTL_MS.
 */
export const forgetCachedClients = (db: Db) => {
  caches.get(db)?.clear();
  db.execute(sql`select pg_notify(${CLIENTS_CHANGED_CHANNEL}, '')`).catch(() => undefined);
};

export interface TenantPluginOptions {
  /** Where the plugin opens its listening connection; without it, other instances' changes show after CACHE_TTL_MS. */
  database?: Pick<Database, 'dedicatedClient'>;
}

export const tenantPlugin = fp(async (app: FastifyInstance, options: TenantPluginOptions) => {
  const cache: ClientCache = new Map();
  caches.set(app.db, cache);
  if (options.database) {
    const { database } = options;
    const listener = await listenOn(() => database.dedicatedClient(), CLIENTS_CHANGED_CHANNEL, {
      onNotify: () => {
        cache.clear();
        app.log.debug('client cache cleared by a notification');
      },
      onLost: (error) => app.log.warn({ err: error }, 'the client-change listener lost its connection; reconnecting'),
    });
    app.addHook('onClose', () => listener.close());
  }

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
    if (!request.url.startsWith(app.config.API_BASE) || request.routeOptions.config.probe) return;
    request.client = await clientForHost(request.headers.host ?? '');
  });
});
