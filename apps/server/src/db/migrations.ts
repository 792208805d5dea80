import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { migrationsDir } from '../paths.ts';
import type { Db } from './connect.ts';

interface JournalEntry {
  tag: string;
  when: number;
}

/** This version's migrations, oldest first, as drizzle's journal lists them (tag and the time drizzle orders them by). */
export function knownMigrations(folder: string = migrationsDir): JournalEntry[] {
  const journal = JSON.parse(readFileSync(join(folder, 'meta/_journal.json'), 'utf8')) as { entries: JournalEntry[] };
  return journal.entries.map(({ tag, when }) => ({ tag, when }));
}

/**
 * The migrations of this version the database has not had, by drizzle's own rule (those newer than the last one
 * applied); every one of them on a database never migrated. Reads only: no schema or table is created.
 */
export async function pendingMigrations(db: Db, folder: string = migrationsDir): Promise<string[]> {
  const known = knownMigrations(folder);
  const table = (await db.execute(sql`SELECT to_regclass('drizzle.__drizzle_migrations') IS NOT NULL AS present`)) as unknown as {
    rows: { present: boolean }[];
  };
  if (!table.rows[0]?.present) return known.map((entry) => entry.tag);
  const last = (await db.execute(sql`SELECT max(created_at)::text AS at FROM drizzle.__drizzle_migrations`)) as unknown as { rows: { at: string | null }[] };
  const appliedUpTo = Number(last.rows[0]?.at ?? -Infinity);
  return known.filter((entry) => entry.when > appliedUpTo).map((entry) => entry.tag);
}
