import type { Db } from './connect.ts';
import type { Pool } from 'pg';

/**
 * A query of the hot paths built once per database and sent as a named prepared statement, so neither
 * drizzle nor PostgreSQL works out its SQL and plan again on every request.
 */
export function prepared<T>(build: (db: Db) => T): (db: Db) => T {
  const built = new WeakMap<Db, T>();
  return (db) => {
    let statement = built.get(db);
    if (!statement) {
      statement = build(db);
      built.set(db, statement);
    }
    return statement;
  };
}

/**
 * A statement of the hottest reads, written in SQL and sent by name straight through the pool with rows
 * as arrays: no ORM mapping in the inner loop. Its one column is the row as JSON, so the driver builds
 * one field's parser per execution instead of one per column.
 */
export function hotStatement(name: string, text: string) {
  return {
    async first<T>(db: Db, values: unknown[]): Promise<T | undefined> {
      const result = await clientOf(db).query<[T]>({ name, text, values, rowMode: 'array' });
      return result.rows[0]?.[0];
    },
  };
}

/** The pool behind drizzle's node-postgres database. */
const clientOf = (db: Db) => (db as unknown as { $client: Pool }).$client;
