import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { beneficiaryNominations, type NewNomination, type NominationRow } from '../../db/schema/index.ts';

export interface NominationOwner {
  clientId: number;
  userId: number;
  benefitId: number;
}

const ownedBy = (owner: NominationOwner) =>
  and(
    eq(beneficiaryNominations.clientId, owner.clientId),
    eq(beneficiaryNominations.userId, owner.userId),
    eq(beneficiaryNominations.benefitId, owner.benefitId),
  );

/** The current nomination of one person for one benefit, in the order it was given. */
export const listNominations = (db: Db, owner: NominationOwner): Promise<NominationRow[]> =>
  db.select().from(beneficiaryNominations).where(ownedBy(owner)).orderBy(asc(beneficiaryNominations.id));

export type NomineeValues = Omit<NewNomination, 'id' | 'clientId' | 'userId' | 'benefitId' | 'createdAt'>;

/** Replaces the whole nomination in one transaction: either every new row is there, or the old ones still are. */
export function replaceNominations(db: Db, owner: NominationOwner, nominees: NomineeValues[], at: Date): Promise<NominationRow[]> {
  return db.transaction(async (tx) => {
    await tx.delete(beneficiaryNominations).where(ownedBy(owner));
    return tx
      .insert(beneficiaryNominations)
      .values(nominees.map((n) => ({ ...n, ...owner, createdAt: at })))
      .returning();
  });
}
