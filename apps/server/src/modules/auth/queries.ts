import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { clients, users, type Client, type User } from '../../db/schema/index.ts';

export async function findUserByEmail(db: Db, email: string): Promise<User | undefined> {
  const [user] = await db.select().from(users).where(eq(sql`lower(${users.email})`, email.trim().toLowerCase())).limit(1);
  return user;
}

export async function findUserById(db: Db, id: number): Promise<User | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return user;
}

export async function findClientById(db: Db, id: number): Promise<Client | undefined> {
  const [client] = await db.select().from(clients).where(eq(clients.id, id)).limit(1);
  return client;
}
