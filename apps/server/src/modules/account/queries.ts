import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/repositories/executor.ts';
import { clients, faqs, type Client } from '../../db/schema/index.ts';

export async function findClientById(db: Executor, id: number): Promise<Client | undefined> {
  const [client] = await db.select().from(clients).where(eq(clients.id, id)).limit(1);
  return client;
}

export async function clientHasFaqs(db: Executor, clientId: number): Promise<boolean> {
  const [row] = await db.select({ id: faqs.id }).from(faqs).where(eq(faqs.clientId, clientId)).limit(1);
  return Boolean(row);
}
