import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { schemeYears, ssoProviders, users, userTokens, type NewSsoProvider, type SsoProvider, type User } from '../../db/schema/index.ts';
import type { TokenPurpose } from '../account/queries.ts';

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

export interface NewLoginLink {
  userId: number;
  purpose: TokenPurpose;
  tokenHash: string;
  expiresAt: Date;
  actorId: number | null;
  schemeYear: number;
}

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
