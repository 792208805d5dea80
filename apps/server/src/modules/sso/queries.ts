import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import type { Executor } from '../../db/repositories/executor.ts';
import { samlProviders, ssoProviders, type NewSsoProvider, type SsoProvider } from '../../db/schema/index.ts';

export async function findSsoProvider(db: Executor, clientId: number): Promise<SsoProvider | undefined> {
  const [row] = await db.select().from(ssoProviders).where(eq(ssoProviders.clientId, clientId)).limit(1);
  return row;
}

/** The client signs on with SAML (modules/saml): the login lookup sends its people there. */
export async function hasSamlProvider(db: Executor, clientId: number): Promise<boolean> {
  const rows = await db.select({ id: samlProviders.id }).from(samlProviders).where(eq(samlProviders.clientId, clientId)).limit(1);
  return rows.length > 0;
}

/** Sets a client's identity provider (the secret already sealed). */
export async function saveSsoProvider(db: Db, provider: NewSsoProvider): Promise<void> {
  const { clientId: _clientId, ...changes } = provider;
  await db.insert(ssoProviders).values(provider).onConflictDoUpdate({ target: ssoProviders.clientId, set: changes });
}

/** The same inside a transaction, answering the row as saved. */
export async function upsertSsoProvider(db: Executor, provider: NewSsoProvider): Promise<SsoProvider> {
  const { clientId: _clientId, ...changes } = provider;
  const [row] = await db.insert(ssoProviders).values(provider).onConflictDoUpdate({ target: ssoProviders.clientId, set: changes }).returning();
  return row!;
}

/** Removes a client's identity provider; answers the row removed, if there was one. */
export async function deleteSsoProvider(db: Executor, clientId: number): Promise<SsoProvider | undefined> {
  const [row] = await db.delete(ssoProviders).where(eq(ssoProviders.clientId, clientId)).returning();
  return row;
}

/**
 * Records a successful sign-on test, only while the provider still has the settings the test ran with (issuer, client
 * id, sealed secret); false when they changed meanwhile.
 */
export async function recordSsoTest(
  db: Executor,
  settings: Pick<SsoProvider, 'clientId' | 'issuer' | 'oidcClientId' | 'clientSecretEncrypted'>,
  at: Date,
  claims: Record<string, string | number | boolean | null>,
): Promise<boolean> {
  const rows = await db
    .update(ssoProviders)
    .set({ lastTestedAt: at, lastTestClaims: claims })
    .where(
      and(
        eq(ssoProviders.clientId, settings.clientId),
        eq(ssoProviders.issuer, settings.issuer),
        eq(ssoProviders.oidcClientId, settings.oidcClientId),
        eq(ssoProviders.clientSecretEncrypted, settings.clientSecretEncrypted),
      ),
    )
    .returning({ id: ssoProviders.id });
  return rows.length === 1;
}
