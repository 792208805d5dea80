import { eq } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { ssoProviders, type NewSsoProvider, type SsoProvider } from '../../db/schema/index.ts';

export async function findSsoProvider(db: Db, clientId: number): Promise<SsoProvider | undefined> {
  const [row] = await db.select().from(ssoProviders).where(eq(ssoProviders.clientId, clientId)).limit(1);
  return row;
}

/** Sets a client's identity provider (the secret already sealed). */
export async function saveSsoProvider(db: Db, provider: NewSsoProvider): Promise<void> {
  const { clientId: _clientId, ...changes } = provider;
  await db.insert(ssoProviders).values(provider).onConflictDoUpdate({ target: ssoProviders.clientId, set: changes });
}
