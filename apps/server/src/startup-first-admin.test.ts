import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
import { parseConfig } from './config.ts';
import { connect } from './db/connect.ts';
import { createDatabase, dropDatabase } from './db/embedded.ts';
import { users } from './db/schema/index.ts';
import { createUser } from './demo/factories.ts';
import { withDatabase } from './test/global-setup.ts';
import { PRODUCTION_ENV } from './test/production-env.ts';
import { FIRST_ADMIN_HINT, prepareDatabase } from './startup.ts';

describe('a production start with SEED_DEMO=false on an empty database', () => {
  it('logs one line saying how to create the first platform administrator, until there is one', async () => {
    const serverUrl = inject('testServerUrl');
    const name = `portal_first_admin_${process.pid}_${randomBytes(4).toString('hex')}`;
    // A copy of the migrated template: tables, no people, as a new deployment after its first migration.
    await createDatabase(serverUrl, name, inject('testTemplate'));
    const database = await connect({ databaseUrl: withDatabase(serverUrl, name), poolSize: 2 });
    try {
      const config = parseConfig({ ...PRODUCTION_ENV, SEED_DEMO: 'false', DATABASE_URL: withDatabase(serverUrl, name), WEB_DIST: '/nonexistent' });
      const lines: string[] = [];
      await prepareDatabase(database, config, (line) => lines.push(line));
      expect(lines).toEqual([FIRST_ADMIN_HINT]);
      expect(FIRST_ADMIN_HINT).toContain('npm run admin -- create-platform-admin --email');

      // Created but not activated yet (the link not used): still said, since re-running the command gives a fresh link.
      const ops = await createUser(database.db, { clientId: null, userType: 'admin', email: 'ops@example.test', activatedAt: null });
      lines.length = 0;
      await prepareDatabase(database, config, (line) => lines.push(line));
      expect(lines).toEqual([FIRST_ADMIN_HINT]);

      await database.db
        .update(users)
        .set({ activatedAt: new Date('2027-03-01T09:00:00Z') })
        .where(eq(users.id, ops.id));
      lines.length = 0;
      await prepareDatabase(database, config, (line) => lines.push(line));
      expect(lines).toEqual([]);
    } finally {
      await database.close();
      await dropDatabase(serverUrl, name);
    }
  });
});
