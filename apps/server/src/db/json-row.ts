import { sql, type Column, type SQL } from 'drizzle-orm';

type Fields = Record<string, Column>;

/** Numbers with decimals and dates come as text, exactly as the driver would give them; JSON keeps the rest intact. */
const travelsAsText = (column: Column) => /^(numeric|timestamp|date|time|interval)/.test(column.getSQLType());

/**
 * The fields as one JSON array, in their order here: with `fromJsonRow`, a hot read brings back several
 * rows and tables in one column, so the driver describes one field instead of dozens and no names travel.
 */
export const jsonRowOf = (fields: Fields): SQL => sql`json_build_array(${jsonValuesOf(fields)})`;

/** The fields' values for a JSON array that holds several groups one after the other (read each back with its `start`). */
export function jsonValuesOf(fields: Fields): SQL {
  const values = Object.values(fields).map((column) => (travelsAsText(column) ? sql`${column}::text` : sql`${column}`));
  return sql.join(values, sql`, `);
}

/** A row read back from `jsonRowOf` (or from `start` of a `jsonValuesOf` group), each value mapped by its column as the ORM maps a row. */
export function fromJsonRow<T>(fields: Fields, json: unknown[], start = 0): T {
  const row: Record<string, unknown> = {};
  let i = start;
  for (const key in fields) {
    const value = json[i++];
    row[key] = value === null || value === undefined ? null : fields[key]!.mapFromDriverValue(value);
  }
  return row as T;
}
