import { and, desc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../db/connect.ts';
import { benefitSelections, type NewSelection, type SelectionRow } from '../db/schema/index.ts';

/**
 * Test set-up only: makes a choice read as if it had always been so. Its current version (the newest, of the chain the
 * id names) is superseded at the moment it was recorded, so nothing of it was ever known, and a copy with `changes` is
 * recorded from `knownSince` (default: the earlier of its own record time and its new start). The database refuses
 * any other rewriting of history; this is the one way a test gives a person a past.
 */
export async function restate(db: Db, selectionId: number, changes: Partial<NewSelection>, knownSince?: Date): Promise<SelectionRow> {
  const [current] = await db
    .select()
    .from(benefitSelections)
    .where(
      and(
        isNull(benefitSelections.supersededAt),
        or(eq(benefitSelections.id, selectionId), sql`${benefitSelections.chainId} = (select chain_id from benefit_selections where id = ${selectionId})`),
      ),
    )
    .orderBy(desc(benefitSelections.id))
    .limit(1);
  if (!current) throw new Error(`no current version of selection ${selectionId}`);
  await db.update(benefitSelections).set({ supersededAt: current.recordedAt }).where(eq(benefitSelections.id, current.id));
  const startsAt = new Date(`${changes.startsOn ?? current.startsOn}T00:00:00Z`);
  const recordedAt = knownSince ?? (startsAt < current.recordedAt ? startsAt : current.recordedAt);
  const { id: _id, supersededAt: _superseded, ...kept } = current;
  const [row] = await db
    .insert(benefitSelections)
    .values({ ...kept, ...changes, recordedAt })
    .returning();
  return row!;
}

/** Every version of the client's choices as we know them now (tests that count what is in force or waiting). */
export const currentVersionsOf = (db: Db, clientId: number) =>
  db
    .select()
    .from(benefitSelections)
    .where(and(eq(benefitSelections.clientId, clientId), isNull(benefitSelections.supersededAt)));
