import type { Db } from './connect.ts';
import { is, Placeholder } from 'drizzle-orm';
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
 * The hottest reads (the session check on every request, a benefits request's context): a query built by
 * the ORM once, whose last column is its answer as JSON (db/json-row.ts), then sent by name straight
 * through the pool, with no ORM work per execution. `values` are the query's placeholders by name; the
 * answer is every row, each as an array of its columns.
 */
export function jsonRowsStatement(name: string, build: (db: Db) => { toSQL(): { sql: string; params: unknown[] } }) {
  const statement = prepared((db) => {
    const { sql, params } = build(db).toSQL();
    const names = params.map((param) => {
      if (!is(param, Placeholder)) throw new Error(`${name}: every value must be a placeholder`);
      return param.name;
    });
    return { text: sql, names };
  });
  return async (db: Db, values: Record<string, unknown>): Promise<unknown[][]> => {
    const { text, names } = statement(db);
    const pool = (db as unknown as { $client: Pool }).$client;
    const result = await pool.query<unknown[]>({ name, text, values: names.map((key) => values[key]), rowMode: 'array' });
    return result.rows;
  };
}

/** The same for a query of one row and one column: its JSON answer, or undefined when no row matched. */
export function jsonStatement<T>(name: string, build: (db: Db) => { toSQL(): { sql: string; params: unknown[] } }) {
  const rows = jsonRowsStatement(name, build);
  return async (db: Db, values: Record<string, unknown>): Promise<T | undefined> => (await rows(db, values))[0]?.[0] as T | undefined;
}
