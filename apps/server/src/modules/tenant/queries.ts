import { eq } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { clients, type Client } from '../../db/schema/index.ts';

export async function findClientByCode(db: Db, code: string): Promise<Client | undefined> {
  const [client] = await db.select().from(clients).where(eq(clients.code, code)).limit(1);
  return client;
}
