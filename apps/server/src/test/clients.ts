import type { Db } from '../db/connect.ts';
import type { NewClient } from '../db/schema/index.ts';
import { createClient } from '../demo/factories.ts';

/** The two clients of most API tests: acme to act in, globex to show that nothing crosses over. */
export async function acmeAndGlobex(db: Db, overrides: { acme?: Partial<NewClient>; globex?: Partial<NewClient> } = {}) {
  const acme = await createClient(db, { code: 'acme', ...overrides.acme });
  const globex = await createClient(db, { code: 'globex', ...overrides.globex });
  return { acme, globex };
}
