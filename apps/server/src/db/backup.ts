import { once } from 'node:events';
import { createInterface } from 'node:readline';
import type { Readable, Writable } from 'node:stream';
import { sql, type SQL } from 'drizzle-orm';
import pg from 'pg';
import type { Database, Db } from './connect.ts';

/**
 * The portal's own backup: a consistent copy of every table of the `public` schema, read through the running server in
 * one REPEATABLE READ READ ONLY transaction (one snapshot, as pg_dump takes), written as gzip-compressed lines: a header
 * (format, the migrations applied, the tables and their columns, the sequences), then each table's rows as JSON
 * (row_to_json) between `#table` and `#rows <count>`, then `#end`. No pg_dump is needed, so it works with any server
 * version and on the embedded server, which ships no pg_dump.
 *
 * A restore migrates the database to this version, checks it has exactly the backup's migrations, and then, in one
 * transaction, empties every table, inserts the rows (parents before the tables that refer to them, the database's own
 * triggers off so derived counts and versions come back as they were) and sets every sequence back: all or nothing.
 */
export const BACKUP_FORMAT = '#benefits-portal-backup 1';

/** Rows per FETCH when reading, and the most rows (or about the most bytes) one INSERT carries when restoring. */
const FETCH_ROWS = 1000;
const INSERT_ROWS = 1000;
const INSERT_BYTES = 4 * 1024 * 1024;

export class BackupError extends Error {}

interface TableShape {
  name: string;
  /** Stored columns, in order (generated columns are computed again on insert). */
  columns: string[];
}

interface Header {
  createdAt: string;
  server: string;
  /** drizzle's record of the migrations applied (its hashes), oldest first: a backup restores onto the same schema. */
  migrations: string[];
  /** In the order a restore inserts them: a table after every table it refers to. */
  tables: TableShape[];
  sequences: { name: string; lastValue: string; isCalled: boolean }[];
}

export interface BackupSummary {
  tables: number;
  rows: number;
}

type Runner = Pick<Db, 'execute'>;
const rowsOf = async <T>(db: Runner, query: SQL): Promise<T[]> => ((await db.execute(query)) as unknown as { rows: T[] }).rows;
const id = (name: string) => sql.raw(pg.escapeIdentifier(name));
const qualified = (name: string) => sql.raw(`public.${pg.escapeIdentifier(name)}`);
/** An oid[] as one parameter (drizzle would spread a JavaScript array into a list). */
const oidArray = (oids: number[]) => sql`${`{${oids.join(',')}}`}::oid[]`;

async function appliedMigrations(db: Runner): Promise<string[] | null> {
  const [table] = await rowsOf<{ present: boolean }>(db, sql`SELECT to_regclass('drizzle.__drizzle_migrations') IS NOT NULL AS present`);
  if (!table?.present) return null;
  const rows = await rowsOf<{ hash: string }>(db, sql`SELECT hash FROM drizzle.__drizzle_migrations ORDER BY created_at, id`);
  return rows.map((row) => row.hash);
}

/** The public schema's tables with their stored columns, ordered so that each comes after the tables it refers to. */
async function tableShapes(db: Runner): Promise<TableShape[]> {
  const tables = await rowsOf<{ oid: number; name: string }>(
    db,
    sql`SELECT c.oid::int AS oid, c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') AND NOT c.relispartition ORDER BY c.relname`,
  );
  const oids = tables.map((table) => table.oid);
  const columns = await rowsOf<{ oid: number; name: string }>(
    db,
    sql`SELECT attrelid::int AS oid, attname AS name FROM pg_attribute
        WHERE attrelid = ANY(${oidArray(oids)}) AND attnum > 0 AND NOT attisdropped AND attgenerated = '' ORDER BY attrelid, attnum`,
  );
  const references = await rowsOf<{ child: number; parent: number }>(
    db,
    sql`SELECT DISTINCT conrelid::int AS child, confrelid::int AS parent FROM pg_constraint
        WHERE contype = 'f' AND conrelid = ANY(${oidArray(oids)}) AND conrelid <> confrelid`,
  );
  const byOid = new Map(tables.map((table) => [table.oid, { name: table.name, columns: [] as string[] }]));
  for (const column of columns) byOid.get(column.oid)?.columns.push(column.name);
  const parents = new Map(tables.map((table) => [table.oid, new Set<number>()]));
  for (const { child, parent } of references) if (byOid.has(parent)) parents.get(child)?.add(parent);
  // Each round places the tables whose parents are all placed; alphabetical within a round, so the order is stable.
  const ordered: TableShape[] = [];
  const placed = new Set<number>();
  while (placed.size < tables.length) {
    const ready = tables.filter((table) => !placed.has(table.oid) && [...parents.get(table.oid)!].every((parent) => placed.has(parent)));
    if (ready.length === 0) {
      const left = tables.filter((table) => !placed.has(table.oid)).map((table) => table.name);
      throw new BackupError(`The tables ${left.join(', ')} refer to each other in a circle: the backup cannot order them`);
    }
    for (const table of ready) {
      placed.add(table.oid);
      ordered.push(byOid.get(table.oid)!);
    }
  }
  return ordered;
}

async function sequenceValues(db: Runner): Promise<Header['sequences']> {
  const names = await rowsOf<{ name: string }>(
    db,
    sql`SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE n.nspname = 'public' AND c.relkind = 'S' ORDER BY c.relname`,
  );
  const values: Header['sequences'] = [];
  for (const { name } of names) {
    const [row] = await rowsOf<{ lastValue: string; isCalled: boolean }>(
      db,
      sql`SELECT last_value::text AS "lastValue", is_called AS "isCalled" FROM ${qualified(name)}`,
    );
    values.push({ name, lastValue: row!.lastValue, isCalled: row!.isCalled });
  }
  return values;
}

/** Writes a line, waiting while the output is full (a slow disk or pipe must not make the whole table pile up in memory). */
async function writeLine(output: Writable, line: string): Promise<void> {
  if (!output.write(`${line}\n`)) await once(output, 'drain');
}

/** Writes the backup of `db` to `output` (which the caller ends). */
export async function backupDatabase(db: Db, output: Writable): Promise<BackupSummary> {
  return db.transaction(
    async (tx) => {
      const migrations = await appliedMigrations(tx);
      if (!migrations) throw new BackupError('This database has never been migrated: there is nothing of the portal to back up');
      const [version] = await rowsOf<{ version: string }>(tx, sql`SELECT current_setting('server_version') AS version`);
      const tables = await tableShapes(tx);
      const header: Header = {
        createdAt: new Date().toISOString(),
        server: `PostgreSQL ${version!.version}`,
        migrations,
        tables,
        sequences: await sequenceValues(tx),
      };
      await writeLine(output, BACKUP_FORMAT);
      await writeLine(output, `#header ${JSON.stringify(header)}`);
      let rows = 0;
      for (const table of tables) {
        await writeLine(output, `#table ${table.name}`);
        await tx.execute(sql`DECLARE portal_backup NO SCROLL CURSOR FOR SELECT row_to_json(t)::text AS row FROM ${qualified(table.name)} t`);
        let count = 0;
        for (;;) {
          const batch = await rowsOf<{ row: string }>(tx, sql.raw(`FETCH ${FETCH_ROWS} FROM portal_backup`));
          for (const { row } of batch) await writeLine(output, row);
          count += batch.length;
          if (batch.length < FETCH_ROWS) break;
        }
        await tx.execute(sql`CLOSE portal_backup`);
        await writeLine(output, `#rows ${count}`);
        rows += count;
      }
      await writeLine(output, `#end ${tables.length} ${rows}`);
      return { tables: tables.length, rows };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/** Reads a backup's lines one at a time; `next` fails on a file that ends early. */
function lineReader(input: Readable) {
  const lines = createInterface({ input, crlfDelay: Infinity })[Symbol.asyncIterator]();
  return async (): Promise<string> => {
    const { value, done } = await lines.next();
    if (done) throw new BackupError('The backup file ends early (it is incomplete): nothing was restored');
    return value as string;
  };
}

async function readHeader(next: () => Promise<string>): Promise<Header> {
  const first = await next().catch(() => '');
  if (first !== BACKUP_FORMAT) throw new BackupError('This is not a backup made by `npm run db:backup` (or it is of another format version)');
  const line = await next();
  if (!line.startsWith('#header ')) throw new BackupError('The backup file is damaged (no header): nothing was restored');
  return JSON.parse(line.slice('#header '.length)) as Header;
}

/** Connections to this database other than the restore's own: a running portal would keep serving from what it cached. */
async function otherConnections(db: Runner): Promise<number> {
  const [row] = await rowsOf<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid() AND backend_type = 'client backend'`,
  );
  return row?.n ?? 0;
}

const sameList = (a: string[], b: string[]) => a.length === b.length && a.every((value, i) => value === b[i]);

/**
 * Restores a backup into `database` (a pool of one connection, so that connection is the only one), replacing every
 * row. Refused, with nothing changed, while anything else is connected to the database, when the backup was made with
 * other migrations than this version's, and when the file is not a whole backup.
 */
export async function restoreDatabase(database: Database, input: Readable): Promise<BackupSummary> {
  const next = lineReader(input);
  const header = await readHeader(next);
  const others = await otherConnections(database.db);
  if (others > 0) {
    throw new BackupError(
      `${others} other connection${others === 1 ? ' is' : 's are'} open to this database: ` +
        'stop every portal instance (and anything else using it) before restoring',
    );
  }
  await database.migrate();
  const migrations = (await appliedMigrations(database.db)) ?? [];
  if (!sameList(migrations, header.migrations)) {
    throw new BackupError(
      `The backup was made with ${header.migrations.length} migrations and this database, migrated by this version, has ${migrations.length}: ` +
        'restore it with the portal version that made it (then upgrade), or into a database of that version',
    );
  }
  return database.db.transaction(async (tx) => {
    const tables = await tableShapes(tx);
    const known = new Map(tables.map((table) => [table.name, table]));
    for (const table of header.tables) {
      if (!sameList(known.get(table.name)?.columns ?? [], table.columns))
        throw new BackupError(`The table ${table.name} differs from the backup's: nothing was restored`);
    }
    if (known.size !== header.tables.length) throw new BackupError('This database has tables the backup does not: nothing was restored');
    const all = sql.join(
      tables.map((table) => qualified(table.name)),
      sql`, `,
    );
    // The database's own triggers (data versions, people counts, the selection history guard) stay off while the rows
    // come back as they were; ALTER TABLE is part of the transaction, so a failed restore leaves them on.
    for (const table of tables) await tx.execute(sql`ALTER TABLE ${qualified(table.name)} DISABLE TRIGGER USER`);
    await tx.execute(sql`TRUNCATE ${all} RESTART IDENTITY`);
    let rows = 0;
    for (const table of header.tables) {
      const opening = await next();
      if (opening !== `#table ${table.name}`) throw new BackupError(`The backup file is damaged (expected the table ${table.name}): nothing was restored`);
      const columns = sql.join(
        table.columns.map((column) => id(column)),
        sql`, `,
      );
      const insert = (batch: string[]) =>
        tx.execute(
          sql`INSERT INTO ${qualified(table.name)} (${columns}) OVERRIDING SYSTEM VALUE
              SELECT ${columns} FROM json_populate_recordset(NULL::${qualified(table.name)}, ${`[${batch.join(',')}]`}::json)`,
        );
      let batch: string[] = [];
      let bytes = 0;
      let count = 0;
      // A row is a JSON object; the first line starting with '#' ends the table.
      let line = await next();
      while (!line.startsWith('#')) {
        batch.push(line);
        bytes += line.length;
        count++;
        if (batch.length >= INSERT_ROWS || bytes >= INSERT_BYTES) {
          await insert(batch);
          batch = [];
          bytes = 0;
        }
        line = await next();
      }
      if (batch.length > 0) await insert(batch);
      if (line !== `#rows ${count}`) throw new BackupError(`The backup file is damaged (the rows of ${table.name} do not add up): nothing was restored`);
      rows += count;
    }
    const end = await next();
    if (end !== `#end ${header.tables.length} ${rows}`) throw new BackupError('The backup file is damaged (no proper end): nothing was restored');
    for (const sequence of header.sequences) {
      await tx.execute(sql`SELECT setval(${`public.${pg.escapeIdentifier(sequence.name)}`}::regclass, ${sequence.lastValue}::bigint, ${sequence.isCalled})`);
    }
    for (const table of tables) await tx.execute(sql`ALTER TABLE ${qualified(table.name)} ENABLE TRIGGER USER`);
    return { tables: header.tables.length, rows };
  });
}
