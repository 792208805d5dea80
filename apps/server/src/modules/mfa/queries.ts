import { and, desc, eq, gt, inArray, lt } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { mfaEvents, trustedDevices, usedTotpCodes, users } from '../../db/schema/index.ts';

export type NewTrustedDevice = typeof trustedDevices.$inferInsert;

/** The user's live trusted devices, most recently used first; with `secretHashes`, only those. */
export async function trustedDevicesOf(db: Db, userId: number, now: Date, secretHashes?: string[]) {
  return db
    .select()
    .from(trustedDevices)
    .where(
      and(eq(trustedDevices.userId, userId), gt(trustedDevices.expiresAt, now), secretHashes ? inArray(trustedDevices.secretHash, secretHashes) : undefined),
    )
    .orderBy(desc(trustedDevices.lastUsedAt), desc(trustedDevices.id));
}

/** Which of these secret hashes still belong to a live trusted device (of anyone). */
export async function liveSecretHashes(db: Db, secretHashes: string[], now: Date): Promise<Set<string>> {
  if (secretHashes.length === 0) return new Set();
  const rows = await db
    .select({ secretHash: trustedDevices.secretHash })
    .from(trustedDevices)
    .where(and(inArray(trustedDevices.secretHash, secretHashes), gt(trustedDevices.expiresAt, now)));
  return new Set(rows.map((row) => row.secretHash));
}

export async function insertTrustedDevice(db: Db, device: NewTrustedDevice): Promise<void> {
  await db.insert(trustedDevices).values(device);
}

export async function touchTrustedDevice(db: Db, id: number, now: Date): Promise<void> {
  await db.update(trustedDevices).set({ lastUsedAt: now }).where(eq(trustedDevices.id, id));
}

/** Deletes one of the user's trusted devices; answers its secret hash, or null when the user has no such device. */
export async function deleteTrustedDevice(db: Db, userId: number, id: number): Promise<string | null> {
  const [row] = await db
    .delete(trustedDevices)
    .where(and(eq(trustedDevices.id, id), eq(trustedDevices.userId, userId)))
    .returning({ secretHash: trustedDevices.secretHash });
  return row?.secretHash ?? null;
}

/** Records a used time step; false when that step was used before. Old steps are pruned on the way. */
export async function claimTimeStep(db: Db, userId: number, timeStep: number): Promise<boolean> {
  await db.delete(usedTotpCodes).where(and(eq(usedTotpCodes.userId, userId), lt(usedTotpCodes.timeStep, timeStep - 10)));
  const rows = await db.insert(usedTotpCodes).values({ userId, timeStep }).onConflictDoNothing().returning();
  return rows.length === 1;
}

export async function setPendingSecret(db: Db, userId: number, secret: string, expiresAt: Date): Promise<void> {
  await db.update(users).set({ mfaPendingSecret: secret, mfaPendingExpiresAt: expiresAt }).where(eq(users.id, userId));
}

export async function enableMfa(db: Db, userId: number, secret: string, actorId: number | null): Promise<void> {
  await db.update(users).set({ mfaEnabled: true, mfaSecret: secret, mfaPendingSecret: null, mfaPendingExpiresAt: null }).where(eq(users.id, userId));
  await db.insert(mfaEvents).values({ userId, actorId, event: 'enabled' });
}

export async function disableMfa(db: Db, userId: number, actorId: number | null, reason: string): Promise<void> {
  await db.update(users).set({ mfaEnabled: false, mfaSecret: null, mfaPendingSecret: null, mfaPendingExpiresAt: null }).where(eq(users.id, userId));
  await db.delete(trustedDevices).where(eq(trustedDevices.userId, userId));
  await db.insert(mfaEvents).values({ userId, actorId, event: 'disabled', reason });
}
