import { and, eq, isNotNull, not, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { users } from '../../db/schema/index.ts';
import { sealTotpSecret, type SecretKeys } from './sealed.ts';

const plain = (column: typeof users.mfaSecret | typeof users.mfaPendingSecret) => and(isNotNull(column), not(sql`${column} like 'v1.%'`));

/**
 * Seals the authenticator secrets stored before they were sealed (issue 37 item 6), at start-up: each value is replaced
 * only while it is still the plain one read, so instances starting together seal it once. Answers how many it sealed.
 */
export async function sealPlainTotpSecrets(db: Db, keys: SecretKeys): Promise<number> {
  const rows = await db
    .select({ id: users.id, secret: users.mfaSecret, pending: users.mfaPendingSecret })
    .from(users)
    .where(or(plain(users.mfaSecret), plain(users.mfaPendingSecret)));
  let sealed = 0;
  for (const row of rows) {
    const isPlain = (value: string | null): value is string => value !== null && !value.startsWith('v1.');
    if (isPlain(row.secret)) {
      const done = await db
        .update(users)
        .set({ mfaSecret: sealTotpSecret(keys, row.secret) })
        .where(and(eq(users.id, row.id), eq(users.mfaSecret, row.secret)))
        .returning({ id: users.id });
      sealed += done.length;
    }
    if (isPlain(row.pending)) {
      await db
        .update(users)
        .set({ mfaPendingSecret: sealTotpSecret(keys, row.pending) })
        .where(and(eq(users.id, row.id), eq(users.mfaPendingSecret, row.pending)));
    }
  }
  return sealed;
}
