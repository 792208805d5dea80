import type { Db } from '../connect.ts';

/**
 * What every repository query runs on: the database, or a transaction in it (a drizzle transaction is
 * a database too), so a service decides which writes go together by passing its `tx`.
 */
export type Executor = Db;
