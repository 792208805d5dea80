import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/repositories/executor.ts';
import { users, webhookDeliveries, webhookEndpoints, type NewWebhookEndpoint, type WebhookDelivery, type WebhookEndpoint } from '../../db/schema/index.ts';

export async function clientEndpoints(db: Executor, clientId: number): Promise<WebhookEndpoint[]> {
  return db.select().from(webhookEndpoints).where(eq(webhookEndpoints.clientId, clientId)).orderBy(webhookEndpoints.createdAt, webhookEndpoints.id);
}

export async function countEndpoints(db: Executor, clientId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.clientId, clientId));
  return Number(row?.n ?? 0);
}

/** One of the client's endpoints; undefined when it is another client's or none. */
export async function clientEndpoint(db: Executor, clientId: number, id: number): Promise<WebhookEndpoint | undefined> {
  const [row] = await db
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.clientId, clientId)))
    .limit(1);
  return row;
}

export async function insertEndpoint(db: Executor, endpoint: NewWebhookEndpoint): Promise<WebhookEndpoint> {
  const [row] = await db.insert(webhookEndpoints).values(endpoint).returning();
  if (!row) throw new Error('endpoint not stored');
  return row;
}

export async function updateEndpoint(
  db: Executor,
  clientId: number,
  id: number,
  change: Partial<Pick<WebhookEndpoint, 'description' | 'events' | 'enabled' | 'secretEncrypted'>>,
): Promise<WebhookEndpoint | undefined> {
  const [row] = await db
    .update(webhookEndpoints)
    .set(change)
    .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.clientId, clientId)))
    .returning();
  return row;
}

export async function deleteEndpoint(db: Executor, clientId: number, id: number): Promise<WebhookEndpoint | undefined> {
  const [row] = await db
    .delete(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.clientId, clientId)))
    .returning();
  return row;
}

/** The client's endpoints that are on and want this event. */
export async function subscribedEndpoints(db: Executor, clientId: number, eventType: string): Promise<Pick<WebhookEndpoint, 'id'>[]> {
  return db
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(
      and(
        eq(webhookEndpoints.clientId, clientId),
        eq(webhookEndpoints.enabled, true),
        sql`${webhookEndpoints.events} @> ${JSON.stringify([eventType])}::jsonb`,
      ),
    );
}

export type NewDelivery = Pick<WebhookDelivery, 'clientId' | 'endpointId' | 'messageId' | 'eventType' | 'payload'>;

export async function insertDeliveries(db: Executor, rows: NewDelivery[]): Promise<{ id: number }[]> {
  if (rows.length === 0) return [];
  return db.insert(webhookDeliveries).values(rows).returning({ id: webhookDeliveries.id });
}

export async function endpointDeliveries(db: Executor, clientId: number, endpointId: number, limit: number): Promise<WebhookDelivery[]> {
  return db
    .select()
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.clientId, clientId), eq(webhookDeliveries.endpointId, endpointId)))
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(limit);
}

export async function clientDelivery(db: Executor, clientId: number, endpointId: number, id: number): Promise<WebhookDelivery | undefined> {
  const [row] = await db
    .select()
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.id, id), eq(webhookDeliveries.clientId, clientId), eq(webhookDeliveries.endpointId, endpointId)))
    .limit(1);
  return row;
}

/** A delivery with its endpoint, for the job that sends it. */
/**
 * A new signing secret; the one it replaces keeps signing beside it until `previousUntil` (a second rotation in that
 * time drops the oldest). In one statement, so two rotations at once cannot lose the secret a receiver holds.
 */
export async function rotateEndpointSecret(
  db: Executor,
  clientId: number,
  id: number,
  secretEncrypted: string,
  previousUntil: Date,
): Promise<WebhookEndpoint | undefined> {
  const [row] = await db
    .update(webhookEndpoints)
    .set({ previousSecretEncrypted: sql`${webhookEndpoints.secretEncrypted}`, previousSecretUntil: previousUntil, secretEncrypted })
    .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.clientId, clientId)))
    .returning();
  return row;
}

export async function deliveryToSend(db: Executor, id: number): Promise<{ delivery: WebhookDelivery; endpoint: WebhookEndpoint } | undefined> {
  const [row] = await db
    .select({ delivery: webhookDeliveries, endpoint: webhookEndpoints })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .where(eq(webhookDeliveries.id, id))
    .limit(1);
  return row;
}

export interface AttemptOutcome {
  at: Date;
  statusCode: number | null;
  error: string | null;
  delivered: boolean;
  /** Counted as an attempt (false when nothing was sent: the endpoint off, its secret unreadable). */
  counted: boolean;
  /** Final: failed for good now (not retried). */
  failed?: boolean;
}

export async function recordAttempt(db: Executor, id: number, outcome: AttemptOutcome): Promise<void> {
  await db
    .update(webhookDeliveries)
    .set({
      attempts: outcome.counted ? sql`${webhookDeliveries.attempts} + 1` : webhookDeliveries.attempts,
      lastStatusCode: outcome.statusCode,
      lastError: outcome.error,
      lastAttemptAt: outcome.counted ? outcome.at : webhookDeliveries.lastAttemptAt,
      status: outcome.delivered ? 'delivered' : outcome.failed ? 'failed' : 'pending',
      deliveredAt: outcome.delivered ? outcome.at : null,
    })
    .where(eq(webhookDeliveries.id, id));
}

export async function markDeliveryFailed(db: Executor, id: number): Promise<void> {
  await db.update(webhookDeliveries).set({ status: 'failed' }).where(eq(webhookDeliveries.id, id));
}

/** Back to pending for "send again": its attempts and last answer stay, as the log shows them. */
export async function requeueDelivery(db: Executor, id: number): Promise<WebhookDelivery | undefined> {
  const [row] = await db.update(webhookDeliveries).set({ status: 'pending', deliveredAt: null }).where(eq(webhookDeliveries.id, id)).returning();
  return row;
}

/** The employee numbers of the client's people (the HR system's key for them), by user id. */
export async function employeeNumbers(db: Executor, clientId: number, userIds: number[]): Promise<Map<number, string | null>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, employeeNumber: users.employeeNumber })
    .from(users)
    .where(and(eq(users.clientId, clientId), inArray(users.id, userIds)));
  return new Map(rows.map((row) => [row.id, row.employeeNumber]));
}
