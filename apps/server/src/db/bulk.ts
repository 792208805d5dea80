import { getTableColumns, getTableName, sql, type Table } from 'drizzle-orm';
import type { Db } from './connect.ts';

/** Rows a statement: a JSON array as one parameter, so 5,000 rows are one round trip. */
export const BULK_BATCH = 5000;

/**
 * Inserts many rows (keyed as drizzle's insert takes them), a batch a statement with the batch as one JSON parameter
 * read by `json_populate_recordset`. Drizzle's INSERT of 1,000 rows of bound values took about as long to build as
 * PostgreSQL took to run it (most of a 100,000-person payroll report's generation, most of a 50,000-row upload's
 * preview). A value left out takes the column's plain default, or null; the id comes from its sequence.
 */
export async function insertMany<T extends Table>(db: Db, table: T, rows: T['$inferInsert'][]): Promise<void> {
  const columns = Object.entries(getTableColumns(table)).filter(([key]) => key !== 'id');
  const names = sql.join(
    columns.map(([, column]) => sql.identifier(column.name)),
    sql`, `,
  );
  const type = sql.raw(`null::${getTableName(table)}`);
  for (let i = 0; i < rows.length; i += BULK_BATCH) {
    const batch = rows
      .slice(i, i + BULK_BATCH)
      .map((row) =>
        Object.fromEntries(
          columns.map(([key, column]) => [
            column.name,
            (row as Record<string, unknown>)[key] ?? (typeof column.default === 'object' ? null : column.default) ?? null,
          ]),
        ),
      );
    await db.execute(sql`insert into ${table} (${names}) select ${names} from json_populate_recordset(${type}, ${JSON.stringify(batch)}::json)`);
  }
}
