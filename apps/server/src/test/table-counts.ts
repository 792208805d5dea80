import { sql } from 'drizzle-orm';
import type { Db } from '../db/connect.ts';

/** Every table's row count: what a dry run or a refused call must leave as it was. */
export async function tableCounts(db: Db): Promise<Record<string, number>> {
  const result = (await db.execute(
    sql`SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
  )) as unknown as { rows: { name: string }[] };
  const counts: Record<string, number> = {};
  for (const { name } of result.rows) {
    const [row] = ((await db.execute(sql.raw(`SELECT count(*)::int AS n FROM "${name}"`))) as unknown as { rows: { n: number }[] }).rows;
    counts[name] = Number(row!.n);
  }
  return counts;
}
