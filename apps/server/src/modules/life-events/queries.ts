import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { benefits, lifeEvents, lifeEventTypes, schemeYears, selectionWindows } from '../../db/schema/index.ts';

export const listTypes = (db: Db, clientId: number) =>
  db.select().from(lifeEventTypes).where(eq(lifeEventTypes.clientId, clientId)).orderBy(asc(lifeEventTypes.name));

export async function findType(db: Db, clientId: number, typeId: number) {
  const [type] = await db
    .select()
    .from(lifeEventTypes)
    .where(and(eq(lifeEventTypes.clientId, clientId), eq(lifeEventTypes.id, typeId)));
  return type;
}

export const listUserEvents = (db: Db, clientId: number, userId: number) =>
  db
    .select({ event: lifeEvents, name: lifeEventTypes.name })
    .from(lifeEvents)
    .innerJoin(lifeEventTypes, eq(lifeEventTypes.id, lifeEvents.typeId))
    .where(and(eq(lifeEvents.clientId, clientId), eq(lifeEvents.userId, userId)))
    .orderBy(desc(lifeEvents.createdAt), desc(lifeEvents.id));

/** Ids of the current scheme year's benefits in those groups. */
export async function currentBenefitIds(db: Db, clientId: number, groupCodes: string[]): Promise<number[]> {
  const rows = await db
    .select({ id: benefits.id })
    .from(benefits)
    .innerJoin(schemeYears, eq(schemeYears.id, benefits.schemeYearId))
    .where(and(eq(benefits.clientId, clientId), eq(schemeYears.isCurrent, true), inArray(benefits.groupCode, groupCodes)));
  return rows.map((r) => r.id);
}

export type NewLifeEvent = typeof lifeEvents.$inferInsert;
export type NewWindow = typeof selectionWindows.$inferInsert;

/** The event and the window it opens; pass the transaction that also writes its e-mail. */
export async function insertEventWithWindow(tx: Db, event: NewLifeEvent, window: NewWindow) {
  const [row] = await tx.insert(lifeEvents).values(event).returning();
  await tx.insert(selectionWindows).values(window);
  if (!row) throw new Error('life event not stored');
  return row;
}
