import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { migrationsDir } from '../lib/paths.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Applies pending migrations while holding an advisory lock, so parallel starts take turns. */
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** PGlite only: the whole data directory as a tarball, to start other databases from. */
  dumpDataDir?: () => Promise<Blob>;
}

/** Any constant: it only has to be the same for every instance of this application. */
const MIGRATION_LOCK_KEY = 727_001;

export interface ConnectOptions {
  databaseUrl?: string;
  /** PGlite data directory; omitted means in memory. */
  dataDir?: string;
  /** A PGlite data dump to start from (test template). */
  loadDataDir?: Blob;
  poolSize?: number;
}

export async function connect(options: ConnectOptions): Promise<Database> {
  return options.databaseUrl ? connectPostgres(options.databaseUrl, options.poolSize ?? 10) : connectPglite(options);
}

async function connectPglite({ dataDir, loadDataDir }: ConnectOptions): Promise<Database> {
  let location: string | undefined;
  if (dataDir) {
    location = resolve(dataDir);
    mkdirSync(location, { recursive: true });
  }
  const client = await PGlite.create(location, loadDataDir ? { loadDataDir } : {});
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    // PGlite is a single connection inside this process: nothing else can migrate at the same time.
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder: migrationsDir }),
    close: () => client.close(),
    dumpDataDir: async () => client.dumpDataDir('gzip'),
  };
}

async function connectPostgres(url: string, max: number): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max });
  // A connection the server ends (a restart, a dropped database) must not crash the process: the pool
  // drops that client and the next query opens a fresh one. A client being closed is no longer the
  // pool's, so it gets a listener of its own too.
  pool.on('error', () => undefined);
  pool.on('connect', (client) => client.on('error', () => undefined));
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    async migrate() {
      const connection = await pool.connect();
      try {
        await connection.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        await migratePg(drizzlePg(connection), { migrationsFolder: migrationsDir });
      } finally {
        await connection.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
        connection.release();
      }
    },
    close: () => pool.end(),
  };
}
