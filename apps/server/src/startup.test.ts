import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { parseConfig } from './config.ts';
import { connect } from './db/connect.ts';
import { createDatabase, dropDatabase } from './db/embedded.ts';
import { clients, users } from './db/schema/index.ts';
import { withDatabase } from './test/global-setup.ts';
import { testServerUrl } from './test/database.ts';
import { prepareDatabase } from './startup.ts';

describe('two instances started together on an empty database', () => {
  it('both start, and the demo is seeded once', async () => {
    // Empty: not a copy of the migrated template, as a new deployment's database is.
    const name = `portal_startup_${process.pid}_${randomBytes(4).toString('hex')}`;
    await createDatabase(testServerUrl(), name);
    const url = withDatabase(testServerUrl(), name);
    const instances = [await connect({ databaseUrl: url, poolSize: 4 }), await connect({ databaseUrl: url, poolSize: 4 })];
    try {
      const config = parseConfig({ NODE_ENV: 'test', WEB_DIST: '/nonexistent' });
      const starts = await Promise.allSettled(instances.map((database) => prepareDatabase(database, config)));
      expect(starts.map((start) => (start.status === 'rejected' ? String(start.reason) : start.status))).toEqual(['fulfilled', 'fulfilled']);
      const db = instances[0]!.db;
      expect((await db.select({ code: clients.code }).from(clients).orderBy(clients.code)).map((c) => c.code)).toEqual([
        'acme',
        'globex',
        'initech',
        'umbrella',
      ]);
      expect(
        await db
          .select({ n: sql<number>`count(*)::int` })
          .from(users)
          .where(eq(users.email, 'employee@acme.test')),
      ).toEqual([{ n: 1 }]);
    } finally {
      await Promise.all(instances.map((database) => database.close()));
      await dropDatabase(testServerUrl(), name);
    }
  }, 60_000);
});
