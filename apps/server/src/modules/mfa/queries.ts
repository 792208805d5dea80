import { and, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { mfaEvents, trustedDevices, usedTotpCodes, users } from '../../db/schema/index.ts';

export async function findTrustedDevice(db: Db, userId: number, deviceTokenHash: string, now: Date) {
  const [row] = await db
    .select({ id: trustedDevices.id })
    .from(trustedDevices)
    .where(and(eq(trustedDevices.userId, userId), eq(trustedDevices.deviceTokenHash, deviceTokenHash), gt(trustedDevices.expiresAt, now)))
    .limit(1);
  return row;
}

export async function upsertTrustedDevice(db: Db, userId: number, deviceTokenHash: string, expiresAt: Date): Promise<void> {
  await db
    .insert(trustedDevices)
    .values({ userId, deviceTokenHash, expiresAt })
    .onConflictDoUpdate({ target: [trustedDevices.userId, trustedDevices.deviceTokenHash], set: { expiresAt } });
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
