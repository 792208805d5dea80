import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { testDatabase, testServerUrl } from '../test/database.ts';

describe('PostgreSQL connections', () => {
  it('survive the server ending an idle connection: no crash, and the next query opens a fresh one', async () => {
    const database = await testDatabase();
    try {
      const [before] = ((await database.db.execute(sql`SELECT current_database() AS name`)) as unknown as { rows: { name: string }[] }).rows;
      const admin = new pg.Client({ connectionString: testServerUrl() });
      await admin.connect();
      const ended = await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()', [before!.name]);
      await admin.end();
      expect(ended.rowCount).toBeGreaterThan(0);
      await new Promise((resolve) => setTimeout(resolve, 200));
      const [after] = ((await database.db.execute(sql`SELECT 1 AS one`)) as unknown as { rows: { one: number }[] }).rows;
      expect(after!.one).toBe(1);
    } finally {
      await database.close();
    }
  });
});
