import type { Db } from '../db/connect.ts';
import { clock } from '../clock.ts';
import { clients, familyMembers, users, type Client, type FamilyMember, type NewClient, type NewUser, type User } from '../db/schema/index.ts';

let sequence = 0;
const next = () => `${Date.now().toString(36)}${(sequence++).toString(36)}`;

/** A client with sensible defaults; tests pass only what they care about. */
export async function createClient(db: Db, overrides: Partial<NewClient> = {}): Promise<Client> {
  const code = overrides.code ?? `client-${next()}`;
  const [client] = await db
    .insert(clients)
    .values({ code, name: `Client ${code}`, benefitBrandName: `${code} Benefits`, supportEmail: `support@${code}.test`, ...overrides })
    .returning();
  if (!client) throw new Error('client not created');
  return client;
}

export async function createUser(db: Db, overrides: Partial<NewUser> & Pick<NewUser, 'clientId'>): Promise<User> {
  const [user] = await db
    .insert(users)
    .values({ email: `user-${next()}@example.test`, firstName: 'Test', surname: 'User', activatedAt: clock.now(), ...overrides })
    .returning();
  if (!user) throw new Error('user not created');
  return user;
}

export async function createFamilyMember(db: Db, values: Omit<typeof familyMembers.$inferInsert, 'id' | 'createdAt'>): Promise<FamilyMember> {
  const [member] = await db.insert(familyMembers).values(values).returning();
  if (!member) throw new Error('family member not created');
  return member;
}
