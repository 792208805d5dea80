import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { schemeYears, ssoProviders, users, type NewSsoProvider, type SsoProvider, type User } from '../../db/schema/index.ts';

export async function findSsoProvider(db: Db, clientId: number): Promise<SsoProvider | undefined> {
  const [row] = await db.select().from(ssoProviders).where(eq(ssoProviders.clientId, clientId)).limit(1);
  return row;
}

/** Sets a client's identity provider (the secret already sealed). */
export async function saveSsoProvider(db: Db, provider: NewSsoProvider): Promise<void> {
  const { clientId: _clientId, ...changes } = provider;
  await db.insert(ssoProviders).values(provider).onConflictDoUpdate({ target: ssoProviders.clientId, set: changes });
}

/** The activated person of this client with that e-mail: single sign-on never crosses clients. */
export async function findActivatedClientUser(db: Db, clientId: number, email: string): Promise<User | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.clientId, clientId), eq(sql`lower(${users.email})`, email.trim().toLowerCase()), isNotNull(users.activatedAt)))
    .limit(1);
  return row;
}

/** The client's current scheme year; the calendar year for a client without one. */
export async function currentSchemeYear(db: Db, clientId: number, now: Date): Promise<number> {
  const [row] = await db
    .select({ year: schemeYears.year })
    .from(schemeYears)
    .where(and(eq(schemeYears.clientId, clientId), eq(schemeYears.isCurrent, true)))
    .limit(1);
  return row?.year ?? now.getFullYear();
}


