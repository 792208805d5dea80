import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { migrationsDir } from '../paths.ts';
import { runningEmbeddedUrl, startEmbeddedPostgres, type EmbeddedServer } from './embedded.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  /** 'embedded': a PostgreSQL server this process started in DATA_DIR; 'postgres': one at DATABASE_URL. */
  kind: 'embedded' | 'postgres';
  /** Applies pending migrations while holding an advisory lock, so parallel starts take turns. */
  migrate(): Promise<void>;
  /**
   * Migrates, then runs `then` (the demo seed of an empty database) on the same connection, all under the migrations'
   * advisory lock: instances started together take turns, and each sees what the one before it did. With
   * `migrate: false` (MIGRATE_ON_START=false) nothing is migrated: `then` runs under the lock alone.
   */
  withStartupLock<T>(then: (db: Db) => Promise<T>, options?: { migrate?: boolean }): Promise<T>;
  /** A new connection outside the pool, with the pool's settings, for a LISTEN (db/notifications.ts); its owner ends it. */
  dedicatedClient(): pg.Client;
  /** The pool's connections now, for the metrics (plugins/metrics.ts). */
  poolStats(): PoolStats;
  close(): Promise<void>;
}

export interface PoolStats {
  /** Connections open, in use or idle. */
  total: number;
  idle: number;
  /** Queries waiting for a connection: the pool is exhausted. */
  waiting: number;
}

/** Any constant: it only has to be the same for every instance of this application. */
const MIGRATION_LOCK_KEY = 727_001;

export interface ConnectOptions {
  databaseUrl?: string;
  /** Without a databaseUrl: the folder the embedded PostgreSQL keeps its cluster in (DATA_DIR). */
  dataDir?: string;
  poolSize?: number;
}

/** DATABASE_URL's PostgreSQL, or else the embedded one, started here and stopped on close. */
export async function connect(options: ConnectOptions): Promise<Database> {
  if (options.databaseUrl) return connectPostgres(options.databaseUrl, options.poolSize ?? 10);
  const server = await startEmbeddedPostgres({ dir: `${options.dataDir ?? './data'}/postgres`, mode: 'durable' });
  return connectPostgres(server.url('portal'), options.poolSize ?? 10, server);
}

/**
 * For a command run beside the portal (`npm run admin`): the embedded server a running portal owns is shared, and left
 * running on close; when none runs, the command starts it and stops it again, as connect does.
 */
export async function connectBeside(options: ConnectOptions): Promise<Database> {
  const running = options.databaseUrl ? null : runningEmbeddedUrl(`${options.dataDir ?? './data'}/postgres`, 'portal');
  if (running) return connectPostgres(running, options.poolSize ?? 2, undefined, 'embedded');
  return connect(options);
}

function connectPostgres(url: string, max: number, embedded?: EmbeddedServer, kind: Database['kind'] = embedded ? 'embedded' : 'postgres'): Database {
  // JIT compilation is off: the portal's statements are short, and PostgreSQL before 18 prices a plan that must keep a
  // disabled node (the employee search turns sequential scans off) at 10^10, which would make it compile.
  const settings = { connectionString: url, options: '-c jit=off' };
  const pool = new pg.Pool({ ...settings, max });
  // A connection the server ends (a restart, a dropped database) must not crash the process: the pool
  // drops that client and the next query opens a fresh one. A client being closed is no longer the
  // pool's, so it gets a listener of its own too.
  pool.on('error', () => undefined);
  pool.on('connect', (client) => client.on('error', () => undefined));
  const db = drizzle(pool, { schema }) as unknown as Db;
  const withStartupLock = async <T>(then: (db: Db) => Promise<T>, { migrate: migrating = true } = {}): Promise<T> => {
    const connection = await pool.connect();
    try {
      await connection.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
      if (migrating) await migrate(drizzle(connection), { migrationsFolder: migrationsDir });
      return await then(drizzle(connection, { schema }) as unknown as Db);
    } finally {
      await connection.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
      connection.release();
    }
  };
  return {
    db,
    kind,
    migrate: () => withStartupLock(async () => undefined),
    withStartupLock,
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    dedicatedClient: () => new pg.Client(settings),
    async close() {
      await pool.end();
      await embedded?.stop();
    },
  };
}
