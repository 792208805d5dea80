import { eq, is } from 'drizzle-orm';
import { getTableConfig, integer, PgTable, pgTable, serial, type PgColumn } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import * as schema from '../../db/schema/index.ts';
import { sessions } from '../../db/schema/index.ts';
import { personWithEverything, plantLoginAttempt } from '../../test/personal-data.ts';
import { seededApp } from '../../test/seeded.ts';
import { unpack, zipEntries } from '../uploads/zip-entries.ts';
import { excludedColumns, excludedTables, exportedTables, exportSections } from './index.ts';

/** The user columns of a table: foreign keys to users.id, and `user_id` columns without one (report lines keep theirs). */
function userColumns(table: PgTable): string[] {
  const config = getTableConfig(table);
  const named = new Set<string>();
  for (const fk of config.foreignKeys) {
    const ref = fk.reference();
    if (getTableConfig(ref.foreignTable).name === 'users') for (const column of ref.columns as PgColumn[]) named.add(column.name);
  }
  for (const column of config.columns) if (column.name === 'user_id' || column.name.endsWith('_user_id')) named.add(column.name);
  return [...named];
}

const schemaTables = () => Object.values(schema as Record<string, unknown>).filter((value): value is PgTable => is(value, PgTable));

/** What the inventory fails to say about these tables: a personal table or user column neither exported nor excluded. */
function coverageProblems(tables: PgTable[]): string[] {
  const problems: string[] = [];
  const exported = exportedTables as Record<string, { by: readonly string[] }>;
  for (const table of tables) {
    const name = getTableConfig(table).name;
    const columns = name === 'users' ? ['id'] : userColumns(table);
    if (columns.length === 0) continue;
    if (excludedTables[name]) continue;
    const entry = exported[name];
    if (!entry) {
      problems.push(`${name} holds personal data (${columns.join(', ')}): export it or exclude it with a reason in inventory.ts`);
      continue;
    }
    for (const column of columns)
      if (!entry.by.includes(column) && !excludedColumns[`${name}.${column}`]) problems.push(`${name}.${column} names a user: export by it or exclude it`);
  }
  return problems;
}

describe('the subject access inventory', () => {
  it('names every table of the schema that holds personal data about a user: exported, or excluded with a reason', () => {
    expect(coverageProblems(schemaTables())).toEqual([]);
  });

  it('fails for a new table with a user column until the inventory names it', () => {
    const newTable = pgTable('gift_cards', { id: serial('id').primaryKey(), holder: integer('holder_id').references(() => schema.users.id) });
    expect(coverageProblems([...schemaTables(), newTable])).toEqual([
      'gift_cards holds personal data (holder_id): export it or exclude it with a reason in inventory.ts',
    ]);
  });

  it('names only tables and columns that exist, and gives every exclusion a reason', () => {
    const names = new Map(schemaTables().map((table) => [getTableConfig(table).name, getTableConfig(table).columns.map((c) => c.name)]));
    for (const [table, entry] of Object.entries(exportedTables)) {
      expect(names.has(table), table).toBe(true);
      for (const column of [...entry.by, ...Object.keys('omitted' in entry ? entry.omitted : {})])
        expect(names.get(table), `${table}.${column}`).toContain(column);
    }
    for (const [table, reason] of Object.entries(excludedTables)) {
      expect(names.has(table), table).toBe(true);
      expect(reason.length).toBeGreaterThan(20);
    }
    for (const [key, reason] of Object.entries(excludedColumns)) {
      const [table, column] = key.split('.');
      expect(names.get(table!), key).toContain(column);
      expect(reason.length).toBeGreaterThan(20);
    }
  });
});

const ctx = seededApp();

/** The files of a zip by name, read with the portal's own zip reader (uploads). */
async function unzip(zip: Buffer): Promise<Map<string, Buffer>> {
  const files = new Map<string, Buffer>();
  for (const [name, entry] of zipEntries(zip)) {
    const parts: Buffer[] = [];
    for await (const part of unpack(zip, entry, () => {})) parts.push(part);
    files.set(name, Buffer.concat(parts));
  }
  return files;
}

describe("a person's export holds their rows of every exported table, and no secret", () => {
  it('has a non-empty section for each table of the inventory, and none of the secrets planted', async () => {
    const email = 'inventory.person@acme.test';
    const { person, secrets } = await personWithEverything(ctx.db, 'acme', email);
    const headers = await ctx.headersOf(email);
    await plantLoginAttempt(ctx.db, email);
    const res = await ctx.app.inject({ method: 'GET', url: '/api/user/personal-data', headers });
    expect(res.statusCode, res.body).toBe(200);
    const files = await unzip(res.rawPayload);
    const text = files.get('my-data.json')!.toString('utf8');
    const data = JSON.parse(text) as Record<string, unknown>;

    for (const section of exportSections) {
      const value = data[section];
      const rows = Array.isArray(value) ? value : value ? [value] : [];
      expect(rows.length, `section ${section}`).toBeGreaterThan(0);
    }
    expect((data.profile as { id: number }).id).toBe(person.id);

    const [session] = await ctx.db.select().from(sessions).where(eq(sessions.userId, person.id));
    const planted = [secrets.mfaSecret, secrets.tokenHash, secrets.deviceSecretHash, secrets.oldPasswordHash, secrets.resetToken, session!.refreshTokenHash];
    for (const secret of planted) expect(text, 'a secret in the export').not.toContain(secret);
    expect(text).not.toContain('$argon2');
    expect(text).toContain('[link removed]');
    expect(text).toContain('/app/home/');
  });
});
