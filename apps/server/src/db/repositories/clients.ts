import { and, eq, sql } from 'drizzle-orm';
import { clients, type Client, type NewClient } from '../schema/index.ts';
import type { Executor } from './executor.ts';

/**
 * The admin console's writes of a client row (issue 27 §2). Each one names the `settings_version` its caller read and
 * bumps it: when another save came first, nothing is written and the caller answers 409 with the row as it is now.
 */

export async function findClientById(db: Executor, clientId: number): Promise<Client | undefined> {
  const [row] = await db.select().from(clients).where(eq(clients.id, clientId)).limit(1);
  return row;
}

/** The client that has this code, whatever its case, or undefined. */
export async function findClientByCodeAnyCase(db: Executor, code: string): Promise<Client | undefined> {
  const [row] = await db
    .select()
    .from(clients)
    .where(eq(sql`lower(${clients.code})`, code.toLowerCase()))
    .limit(1);
  return row;
}

/** A new client; undefined when its code was taken meanwhile (the unique index decides). */
export async function insertClient(db: Executor, values: Pick<NewClient, 'name' | 'code' | 'benefitBrandName' | 'supportEmail' | 'status'>) {
  const [row] = await db.insert(clients).values(values).onConflictDoNothing({ target: clients.code }).returning();
  return row;
}

export type ClientSettingsChange = Partial<Omit<NewClient, 'id' | 'settingsVersion' | 'createdAt' | 'dataVersion'>>;

/** Writes the change when the row is still at `version`, and bumps it; undefined when it is not (changed since read). */
export async function updateClientSettings(db: Executor, clientId: number, version: number, change: ClientSettingsChange): Promise<Client | undefined> {
  const [row] = await db
    .update(clients)
    .set({ ...change, settingsVersion: sql`${clients.settingsVersion} + 1` })
    .where(and(eq(clients.id, clientId), eq(clients.settingsVersion, version)))
    .returning();
  return row;
}
