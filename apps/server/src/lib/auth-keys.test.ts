import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/connect.ts';
import { appSettings } from '../db/schema/index.ts';
import { testConfig } from '../test/config.ts';
import { testDatabase } from '../test/database.ts';
import { loadAuthKeys, sessionSecretFile } from './auth-keys.ts';

/** Issue 37 item 6: a backup of the embedded database in production held the generated session secret. */
let database: Database;
const dirs: string[] = [];
beforeAll(async () => {
  database = await testDatabase();
});
afterAll(async () => {
  await database.close();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const dataDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'portal-keys-'));
  dirs.push(dir);
  return dir;
};
/** `npm start`: production on the embedded database (no DATABASE_URL). */
const startConfig = (DATA_DIR: string) => testConfig({ NODE_ENV: 'production', DATA_DIR });
const storedSecret = async () =>
  (
    await database.db
      .select()
      .from(appSettings)
      .where(sql`${appSettings.key} = 'session_secret'`)
  )[0]?.value;
const sealKey = async (config: ReturnType<typeof testConfig>) => Buffer.from((await loadAuthKeys(database.db, config)).secretBox).toString('hex');

describe('the generated session secret', () => {
  it('is kept in the database in development and tests, never in a file', async () => {
    expect(sessionSecretFile(testConfig())).toBeNull();
    expect(
      sessionSecretFile(
        testConfig({
          NODE_ENV: 'production',
          DATABASE_URL: 'postgres://x@localhost/y',
          SESSION_SECRET: 'x'.repeat(32),
          DATA_ENCRYPTION_KEY: 'y'.repeat(32),
          MAIL_DISABLED: 'true',
        }),
      ),
    ).toBeNull();
    await loadAuthKeys(database.db, testConfig());
    expect(await storedSecret()).toMatch(/^[\w-]{64}$/);
  });

  it('moves out of the database into a file beside the embedded cluster in production, and what it sealed stays readable', async () => {
    const earlier = await storedSecret();
    const dir = dataDir();
    const before = await sealKey(testConfig());
    const config = startConfig(dir);
    expect(await sealKey(config)).toBe(before);
    const file = join(dir, 'session.secret');
    expect(readFileSync(file, 'utf8').trim()).toBe(earlier);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    // A dump of the database now holds no secret; the next start reads the file.
    expect(await storedSecret()).toBeUndefined();
    expect(await sealKey(config)).toBe(before);
    expect(await storedSecret()).toBeUndefined();
  });

  it('is made in its file on a first start, never written to the database', async () => {
    const dir = dataDir();
    const first = await sealKey(startConfig(dir));
    expect(await storedSecret()).toBeUndefined();
    expect(readFileSync(join(dir, 'session.secret'), 'utf8').trim()).toMatch(/^[\w-]{64}$/);
    expect(await sealKey(startConfig(dir))).toBe(first);
    // Another install (another folder) has a secret of its own.
    expect(await sealKey(startConfig(dataDir()))).not.toBe(first);
  });
});
