import { and, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/connect.ts';
import { clients, ssoProviders, users } from '../../../db/schema/index.ts';

export interface ServedUser {
  id: number;
  email: string;
  firstName: string;
  surname: string;
  passwordHash: string | null;
  clientCode: string;
}

/** Activated people of the clients the demo identity provider serves: its whole directory. */
async function findServed(db: Db, clientCodes: string[], condition: SQL): Promise<ServedUser | undefined> {
  if (clientCodes.length === 0) return undefined;
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      surname: users.surname,
      passwordHash: users.passwordHash,
      clientCode: clients.code,
    })
    .from(users)
    .innerJoin(clients, eq(clients.id, users.clientId))
    .where(and(inArray(clients.code, clientCodes), isNotNull(users.activatedAt), condition))
    .limit(1);
  return row;
}

export const findServedUserById = (db: Db, clientCodes: string[], id: number) => findServed(db, clientCodes, eq(users.id, id));

export const findServedUserByEmail = (db: Db, clientCodes: string[], email: string) =>
  findServed(db, clientCodes, eq(sql`lower(${users.email})`, email.trim().toLowerCase()));

/** The identity providers of the clients named, with each client's code and logout address. */
export async function providersOfClients(db: Db, clientCodes: string[]) {
  if (clientCodes.length === 0) return [];
  return db
    .select({
      clientId: clients.id,
      clientCode: clients.code,
      ssoLogoutUrl: clients.ssoLogoutUrl,
      issuer: ssoProviders.issuer,
      oidcClientId: ssoProviders.oidcClientId,
    })
    .from(ssoProviders)
    .innerJoin(clients, eq(clients.id, ssoProviders.clientId))
    .where(inArray(clients.code, clientCodes));
}

export async function setProviderIssuer(db: Db, clientId: number, issuer: string): Promise<void> {
  await db.update(ssoProviders).set({ issuer }).where(eq(ssoProviders.clientId, clientId));
}

export async function setLogoutUrl(db: Db, clientId: number, ssoLogoutUrl: string): Promise<void> {
  await db.update(clients).set({ ssoLogoutUrl }).where(eq(clients.id, clientId));
}
