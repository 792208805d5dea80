import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { pendingMigrations } from '../../db/migrations.ts';

/** The parts readiness checks, named as they are in a 503's `failing`. */
export type ReadinessPart = 'database' | 'migrations' | 'jobs';

/** A probe waits this long for the database; a pool with no free connection must not hold the probe up. */
const DATABASE_WAIT_MS = 3000;

function withinWait<T>(work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, fail) => {
    timer = setTimeout(() => fail(new Error(`no answer within ${DATABASE_WAIT_MS} ms`)), DATABASE_WAIT_MS);
    timer.unref();
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Probes for a load balancer or an orchestrator, answered without a client or session (route config `probe`: the
 * tenant and session hooks skip them). Live: the process answers, nothing else is asked. Ready: the database answers,
 * it has every migration of this build (one applied by a newer build is fine: the database may be ahead during a
 * rolling upgrade), and the job runner, which delivers the mail, runs. The body names the failing parts only; why is
 * in the log.
 */
export async function healthRoutes(app: FastifyInstance) {
  const noStore = { 'cache-control': 'no-store' };

  async function failingParts(log: FastifyInstance['log']): Promise<ReadinessPart[]> {
    const failing: ReadinessPart[] = [];
    try {
      await withinWait(app.db.execute(sql`SELECT 1`));
      try {
        // drizzle's journal against the database's migrations table (db/migrations.ts).
        const pending = await withinWait(pendingMigrations(app.db));
        if (pending.length > 0) {
          failing.push('migrations');
          log.warn({ pending }, 'not ready: the database lacks migrations of this build');
        }
      } catch (error) {
        failing.push('migrations');
        log.warn({ err: error }, 'not ready: the applied migrations could not be read');
      }
    } catch (error) {
      failing.push('database');
      log.warn({ err: error }, 'not ready: the database does not answer');
    }
    const jobs = app.jobs.health();
    if (jobs !== 'running') {
      failing.push('jobs');
      log.warn({ jobs }, 'not ready: the job runner is not running');
    }
    return failing;
  }

  app.get(`${app.config.API_BASE}/health/live`, { config: { probe: true } }, async (_request, reply) => {
    return reply.headers(noStore).send({ status: 'ok' });
  });

  app.get(`${app.config.API_BASE}/health/ready`, { config: { probe: true } }, async (request, reply) => {
    const failing = await failingParts(request.log);
    if (failing.length > 0) return reply.code(503).headers(noStore).send({ status: 'unavailable', failing });
    return reply.headers(noStore).send({ status: 'ok' });
  });
}
