import type { Db } from './connect.ts';

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
