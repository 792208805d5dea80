import { and, desc, eq, isNull, lt, or } from 'drizzle-orm';
import type { Executor } from '../../db/repositories/executor.ts';
import { apiCredentials, type ApiCredential, type NewApiCredential } from '../../db/schema/index.ts';

export async function insertCredential(db: Executor, credential: NewApiCredential): Promise<ApiCredential> {
  const [row] = await db.insert(apiCredentials).values(credential).returning();
  if (!row) throw new Error('credential not stored');
  return row;
}

/** A credential by its public id, revoked or not (the caller decides). */
export async function credentialByKeyId(db: Executor, keyId: string): Promise<ApiCredential | undefined> {
  const [row] = await db.select().from(apiCredentials).where(eq(apiCredentials.keyId, keyId)).limit(1);
  return row;
}

export async function clientCredentials(db: Executor, clientId: number, kind: ApiCredential['kind']): Promise<ApiCredential[]> {
  return db
    .select()
    .from(apiCredentials)
    .where(and(eq(apiCredentials.clientId, clientId), eq(apiCredentials.kind, kind)))
    .orderBy(desc(apiCredentials.createdAt), desc(apiCredentials.id));
}

/** Revokes one of the client's credentials; false when it is not the client's or was revoked already. */
export async function revokeCredential(db: Executor, clientId: number, id: number, at: Date): Promise<ApiCredential | undefined> {
  const [row] = await db
    .update(apiCredentials)
    .set({ revokedAt: at })
    .where(and(eq(apiCredentials.id, id), eq(apiCredentials.clientId, clientId), isNull(apiCredentials.revokedAt)))
    .returning();
  return row;
}

/** Records a use, at most once a minute per credential (a busy key does not write on every call). */
export async function touchCredential(db: Executor, id: number, at: Date): Promise<void> {
  const aMinuteAgo = new Date(at.getTime() - 60_000);
  await db
    .update(apiCredentials)
    .set({ lastUsedAt: at })
    .where(and(eq(apiCredentials.id, id), or(isNull(apiCredentials.lastUsedAt), lt(apiCredentials.lastUsedAt, aMinuteAgo))));
}
