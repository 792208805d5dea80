import type { WebhookEventType } from '@portal/contracts';
import type { Db } from '../../db/connect.ts';
import { clock } from '../../clock.ts';
import { enqueueJobs, jobName } from '../../lib/jobs/index.ts';
import { employeeNumbers, insertDeliveries, subscribedEndpoints, type NewDelivery } from './queries.ts';
import { newMessageId } from './signing.ts';

export const WEBHOOK_JOB = jobName<{ deliveryId: number }>('webhook-delivery');

/** Ids, dates and statuses only: a receiver reads more through the public API with its own key. */
export type WebhookData = Record<string, string | number | boolean | null | string[] | number[]>;

export interface WebhookEvent {
  type: WebhookEventType;
  data: WebhookData;
}

/**
 * Records events for a client's endpoints that want them (outbox pattern): pass the transaction that makes the change,
 * so the deliveries exist exactly when it does. Each endpoint gets one delivery (its own `webhook-id`) and a job to send
 * it; the runner picks it up at its next poll. Nothing is written when no endpoint of the client wants the event.
 */
export async function emitWebhookEvents(tx: Db, clientId: number, events: WebhookEvent[]): Promise<void> {
  if (events.length === 0) return;
  const timestamp = clock.now().toISOString();
  const rows: NewDelivery[] = [];
  const wanted = new Map<string, { id: number }[]>();
  for (const event of events) {
    let endpoints = wanted.get(event.type);
    if (!endpoints) {
      endpoints = await subscribedEndpoints(tx, clientId, event.type);
      wanted.set(event.type, endpoints);
    }
    for (const endpoint of endpoints) {
      rows.push({
        clientId,
        endpointId: endpoint.id,
        messageId: newMessageId(),
        eventType: event.type,
        payload: { type: event.type, timestamp, data: event.data },
      });
    }
  }
  const inserted = await insertDeliveries(tx, rows);
  await enqueueJobs(
    tx,
    WEBHOOK_JOB,
    inserted.map(({ id }) => ({ payload: { deliveryId: id }, key: `delivery-${id}` })),
  );
}

/** One event; see emitWebhookEvents. */
export const emitWebhookEvent = (tx: Db, clientId: number, type: WebhookEventType, data: WebhookData) => emitWebhookEvents(tx, clientId, [{ type, data }]);

/** A choice as its events tell it: ids, the benefit, the employee's id and number, the date it starts. */
export interface SelectionFacts {
  /** The choice's own id (its chain's: the API's selection id), the same in every event of it; never a version's. */
  selectionId: number;
  benefitId: number;
  userId: number;
  startsOn: string | null;
  /** Where the choice stands now, e.g. 'active', 'pending-approval' (selection.made and .changed). */
  status?: string;
  /** The last day of cover (selection.opted_out). */
  endsOn?: string | null;
}

/** Selection events for the client's endpoints: the people's employee numbers looked up once. */
export async function emitSelectionEvents(tx: Db, clientId: number, type: WebhookEventType, facts: SelectionFacts[]): Promise<void> {
  if (facts.length === 0 || (await subscribedEndpoints(tx, clientId, type)).length === 0) return;
  const numbers = await employeeNumbers(tx, clientId, [...new Set(facts.map((fact) => fact.userId))]);
  await emitWebhookEvents(
    tx,
    clientId,
    facts.map((fact) => ({
      type,
      data: {
        selectionId: fact.selectionId,
        benefitId: fact.benefitId,
        employeeId: fact.userId,
        employeeNumber: numbers.get(fact.userId) ?? null,
        startsOn: fact.startsOn,
        ...(fact.status !== undefined && { status: fact.status }),
        ...(fact.endsOn !== undefined && { endsOn: fact.endsOn }),
      },
    })),
  );
}
