import type { Config } from '../../config.ts';
import type { Db } from '../../db/connect.ts';
import type { Client } from '../../db/schema/index.ts';
import type { AuthKeys } from './keys.ts';

/** What the account services need from the app; the Fastify instance itself satisfies it. */
export interface AuthDeps {
  db: Db;
  config: Config;
  keys: AuthKeys;
}

/** Who is asking: the client of the Host, and where from. */
export interface Caller {
  client: Client | null;
  ip: string;
  userAgent: string | null;
}
