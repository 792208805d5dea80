import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { familyMembers, type FamilyMember } from '../../db/schema/index.ts';

export type FamilyValues = Omit<typeof familyMembers.$inferInsert, 'id' | 'clientId' | 'userId' | 'createdAt'>;

export const listFamily = (db: Db, clientId: number, userId: number) =>
  db
    .select()
    .from(familyMembers)
    .where(and(eq(familyMembers.clientId, clientId), eq(familyMembers.userId, userId), eq(familyMembers.active, true)))
    .orderBy(asc(familyMembers.famtypeId), asc(familyMembers.dateOfBirth));

/** The member only when it belongs to this user of this client. */
export async function findOwnMember(db: Db, clientId: number, userId: number, memberId: number): Promise<FamilyMember | undefined> {
  const [member] = await db
    .select()
    .from(familyMembers)
    .where(and(eq(familyMembers.clientId, clientId), eq(familyMembers.userId, userId), eq(familyMembers.id, memberId), eq(familyMembers.active, true)));
  return member;
}

export async function insertMember(db: Db, clientId: number, userId: number, values: FamilyValues): Promise<FamilyMember> {
  const [member] = await db
    .insert(familyMembers)
    .values({ ...values, clientId, userId })
    .returning();
  if (!member) throw new Error('family member not stored');
  return member;
}

const memberOfClient = (clientId: number, memberId: number) => and(eq(familyMembers.clientId, clientId), eq(familyMembers.id, memberId));

export async function updateMember(db: Db, clientId: number, memberId: number, values: FamilyValues): Promise<FamilyMember> {
  const [member] = await db.update(familyMembers).set(values).where(memberOfClient(clientId, memberId)).returning();
  if (!member) throw new Error('family member not updated');
  return member;
}

export const deactivateMember = (db: Db, clientId: number, memberId: number) =>
  db.update(familyMembers).set({ active: false }).where(memberOfClient(clientId, memberId));
