import { createHash, timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import Fastify, { LogController, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { clock } from '../clock.ts';
import type { Database } from '../db/connect.ts';
import { dataLoads, jobs, mailOutbox, reports } from '../db/schema/index.ts';
import { sendError } from './errors.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The server that answers GET /metrics on METRICS_PORT (listening once the app is ready); null without METRICS_PORT. */
    metricsServer: FastifyInstance | null;
  }
}

export interface MetricsOptions {
  database: Pick<Database, 'poolStats'>;
}

/** Seconds; from a cached read to a slow report download. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** A scrape's counts must not pile up behind a slow database. */
const COUNT_TIMEOUT_MS = 5000;

const digest = (text: string) => createHash('sha256').update(text).digest();

/** `Authorization: Bearer <token>` against the configured token, in constant time (both sides hashed to one length). */
export function bearerMatches(header: string | undefined, token: string): boolean {
  const given = header?.startsWith('Bearer ') ? header.slice(7).trim() : '';
  return timingSafeEqual(digest(given), digest(token));
}

/**
 * The rows counted at each scrape: one statement, its parts grouped by what they count. Jobs are running or scheduled
 * against the portal's clock, which dated their lease and run time (PORTAL_NOW may set it apart from PostgreSQL's).
 */
const countsQuery = (now: Date) => sql`
  SELECT 'mail' AS what, ${mailOutbox.status} AS state, '' AS kind, count(*)::int AS n FROM ${mailOutbox} GROUP BY 2
  UNION ALL SELECT 'report', ${reports.status}, '', count(*)::int FROM ${reports} GROUP BY 2
  UNION ALL SELECT 'upload', ${dataLoads.status}, '', count(*)::int FROM ${dataLoads} GROUP BY 2
  UNION ALL SELECT 'job',
    CASE WHEN ${jobs.status} = 'failed' THEN 'failed'
         WHEN ${jobs.lockedUntil} > ${now.toISOString()}::timestamptz THEN 'running'
         WHEN ${jobs.runAt} > ${now.toISOString()}::timestamptz THEN 'scheduled'
         ELSE 'queued' END,
    ${jobs.kind}, count(*)::int FROM ${jobs} GROUP BY 2, 3`;

interface CountRow {
  what: 'mail' | 'report' | 'upload' | 'job';
  state: string;
  kind: string;
  n: number;
}

/**
 * Prometheus metrics in a registry of this app's own (tests build many apps in one process): HTTP requests by route
 * pattern (never the URL, which carries ids and tokens) and status with their latency, the database pool, the mail
 * outbox, reports, uploads and background jobs by state (counted at each scrape), and Node's default metrics (event
 * loop lag among them). Off unless METRICS_TOKEN or METRICS_PORT is set; see docs/operations.md, "Health and metrics".
 */
export const metricsPlugin = fp(async (app: FastifyInstance, { database }: MetricsOptions) => {
  const { METRICS_TOKEN: token, METRICS_PORT: port } = app.config;
  if (token === undefined && port === undefined) {
    app.decorate('metricsServer', null);
    return;
  }

  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];
  const labelNames = ['method', 'route', 'status_code'] as const;
  const requests = new Counter({ name: 'http_requests_total', help: 'HTTP requests answered, by route pattern and status', labelNames, registers });
  const latency = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer HTTP requests, by route pattern and status',
    labelNames,
    buckets: LATENCY_BUCKETS,
    registers,
  });
  new Gauge({
    name: 'portal_db_pool_connections',
    help: 'Connections of the database pool: in use, idle',
    labelNames: ['state'],
    registers,
    collect() {
      const stats = database.poolStats();
      this.set({ state: 'in_use' }, stats.total - stats.idle);
      this.set({ state: 'idle' }, stats.idle);
    },
  });
  new Gauge({
    name: 'portal_db_pool_waiting',
    help: 'Queries waiting for a free connection of the database pool',
    registers,
    collect() {
      this.set(database.poolStats().waiting);
    },
  });
  const databaseUp = new Gauge({ name: 'portal_database_up', help: '1 when the counts of this scrape were read from the database, else 0', registers });
  const outbox = new Gauge({ name: 'portal_mail_outbox_messages', help: 'E-mails of the outbox by status', labelNames: ['status'], registers });
  const reportCount = new Gauge({ name: 'portal_reports', help: 'Reports by status', labelNames: ['status'], registers });
  const uploadCount = new Gauge({ name: 'portal_uploads', help: 'Employee data uploads by status', labelNames: ['status'], registers });
  const jobHelp = 'Background jobs by kind and state (queued, scheduled, running, failed)';
  const jobCount = new Gauge({ name: 'portal_jobs', help: jobHelp, labelNames: ['kind', 'state'], registers });

  async function readCounts(log: FastifyInstance['log']) {
    try {
      const rows = await app.db.transaction(async (tx) => {
        await tx.execute(sql.raw(`SET LOCAL statement_timeout = ${COUNT_TIMEOUT_MS}`));
        return ((await tx.execute(countsQuery(clock.now()))) as unknown as { rows: CountRow[] }).rows;
      });
      for (const gauge of [outbox, reportCount, uploadCount, jobCount]) gauge.reset();
      outbox.set({ status: 'pending' }, 0);
      outbox.set({ status: 'failed' }, 0);
      for (const row of rows) {
        if (row.what === 'mail') outbox.set({ status: row.state }, row.n);
        else if (row.what === 'report') reportCount.set({ status: row.state }, row.n);
        else if (row.what === 'upload') uploadCount.set({ status: row.state }, row.n);
        else jobCount.set({ kind: row.kind, state: row.state }, row.n);
      }
      databaseUp.set(1);
    } catch (error) {
      // The counts of the last good scrape would mislead: they go, and portal_database_up says why.
      for (const gauge of [outbox, reportCount, uploadCount, jobCount]) gauge.reset();
      databaseUp.set(0);
      log.warn({ err: error }, 'metrics: the counts could not be read from the database');
    }
  }

  app.addHook('onResponse', (request, reply, done) => {
    // The route's pattern (`/api/theme/:domain`); a request no route matched is one series, whatever its URL.
    const labels = { method: request.method, route: request.routeOptions.url ?? 'unmatched', status_code: reply.statusCode };
    requests.inc(labels);
    latency.observe(labels, reply.elapsedTime / 1000);
    done();
  });

  const scrape = async (request: FastifyRequest, reply: FastifyReply) => {
    if (token !== undefined && !bearerMatches(request.headers.authorization, token)) {
      return sendError(reply.header('www-authenticate', 'Bearer'), 401, 'Metrics need the metrics token as a bearer token');
    }
    await readCounts(request.log);
    return reply
      .header('cache-control', 'no-store')
      .type(registry.contentType)
      .send(await registry.metrics());
  };

  if (port === undefined) {
    app.get('/metrics', scrape);
    return;
  }
  // A server of its own, on a port kept off the public network: the main port has no /metrics then.
  // Scrapes come every few seconds: their requests are not logged, their failures are.
  const server = Fastify({ loggerInstance: app.log.child({ server: 'metrics' }), logController: new LogController({ disableRequestLogging: true }) });
  server.get('/metrics', scrape);
  server.setErrorHandler((error, request, reply) => {
    request.log.error({ err: error }, 'metrics scrape failed');
    return sendError(reply, 500, 'The metrics could not be read');
  });
  app.decorate('metricsServer', server);
  app.addHook('onReady', async () => {
    await server.listen({ port, host: app.config.HOST });
  });
  app.addHook('onClose', async () => {
    await server.close();
  });
});
