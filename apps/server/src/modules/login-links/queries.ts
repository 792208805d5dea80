import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { userTokens } from '../../db/schema/index.ts';
import type { TokenPurpose } from '../account/queries.ts';

type NewLoginLink = typeof userTokens.$inferInsert;

export async function insertLoginLink(db: Db, link: NewLoginLink): Promise<void> {
  await db.insert(userTokens).values(link);
}

/** Only the newest link of a kind works: older unused ones of the same actor are retired. */
export async function retireLoginLinks(db: Db, userId: number, purpose: TokenPurpose, actorId: number | null, now: Date): Promise<void> {
  await db
    .update(userTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(userTokens.userId, userId),
        eq(userTokens.purpose, purpose),
        isNull(userTokens.usedAt),
        actorId === null ? isNull(userTokens.actorId) : eq(userTokens.actorId, actorId),
      ),
    );
}
