import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { lt, or, gt, sql } from 'drizzle-orm';
import type { Db } from '../db/connect.ts';
import { rateLimitHits } from '../db/schema/index.ts';
import { clock } from '../clock.ts';

/** Rows whose window started longer ago than this are deleted (every window in use is a minute). */
const KEEP_ROWS_MS = 60 * 60_000;
/** How often one instance deletes old rows, at most: on a hit, once this long has passed since the last time. */
const CLEANUP_EVERY_MS = 10 * 60_000;

type Incr = FastifyRateLimitStore['incr'];
type IncrCallback = Parameters<Incr>[1];
/** What @fastify/rate-limit hands `child`: the route's merged options, the route itself under `routeInfo`. */
interface RouteParams {
  routeInfo?: { method?: string | string[]; url?: string };
}

/**
 * The flood guard's counters in PostgreSQL (table rate_limit_hits), so every instance counts against one budget: N
 * instances allow `max` calls a window in total, not N x max. A fixed window per key, counted by one atomic upsert per
 * call: a window that has ended (by the project's clock, so tests can move time) starts again at 1. The key is the
 * route (method and path pattern) and the address, so each call keeps a budget of its own.
 */
export function postgresRateLimitStore(db: Db): FastifyRateLimitStoreCtor {
  let lastCleanup = 0;

  const cleanup = (now: Date) => {
    if (Math.abs(now.getTime() - lastCleanup) < CLEANUP_EVERY_MS) return;
    lastCleanup = now.getTime();
    const oldest = new Date(now.getTime() - KEEP_ROWS_MS);
    const newest = new Date(now.getTime() + KEEP_ROWS_MS);
    // Not awaited: a slow delete must not hold the call; a failed one is tried again later.
    void db
      .delete(rateLimitHits)
      .where(or(lt(rateLimitHits.windowStartedAt, oldest), gt(rateLimitHits.windowStartedAt, newest)))
      .catch(() => {
        lastCleanup = 0;
      });
  };

  async function hit(key: string, timeWindow: number): Promise<{ current: number; ttl: number }> {
    const now = clock.now();
    const windowEnded = new Date(now.getTime() - timeWindow);
    // A window that ended, or that starts after now (a clock set back), starts again with this call.
    const restart = sql`(${rateLimitHits.windowStartedAt} <= ${windowEnded} or ${rateLimitHits.windowStartedAt} > ${now})`;
    const [row] = await db
      .insert(rateLimitHits)
      .values({ key, windowStartedAt: now, hits: 1 })
      .onConflictDoUpdate({
        target: rateLimitHits.key,
        set: {
          hits: sql`case when ${restart} then 1 else ${rateLimitHits.hits} + 1 end`,
          windowStartedAt: sql`case when ${restart} then excluded.window_started_at else ${rateLimitHits.windowStartedAt} end`,
        },
      })
      .returning({ hits: rateLimitHits.hits, windowStartedAt: rateLimitHits.windowStartedAt });
    cleanup(now);
    const ttl = Math.max(0, row!.windowStartedAt.getTime() + timeWindow - now.getTime());
    return { current: row!.hits, ttl };
  }

  return class PostgresRateLimitStore implements FastifyRateLimitStore {
    private readonly prefix: string;

    constructor(options: RouteParams = {}) {
      const route = options.routeInfo;
      const method = Array.isArray(route?.method) ? route.method.join(',') : (route?.method ?? '');
      this.prefix = route?.url ? `${method} ${route.url} ` : '';
    }

    incr(key: string, callback: IncrCallback, timeWindow: number): void {
      hit(`${this.prefix}${key}`, timeWindow).then(
        (result) => callback(null, result),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      return new PostgresRateLimitStore(routeOptions as unknown as RouteParams);
    }
  };
}
