import {
  MAX_WEBHOOK_ENDPOINTS,
  WEBHOOK_LOG_SIZE,
  WEBHOOK_SECRET_OVERLAP_HOURS,
  webhookTexts,
  type WebhookDeliveryView,
  type WebhookEndpointView,
  type webhookCreateSchema,
  type webhookUpdateSchema,
} from '@portal/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/connect.ts';
import { recordAudit } from '../../db/repositories/audit-log.ts';
import type { WebhookDelivery, WebhookEndpoint } from '../../db/schema/index.ts';
import { enqueueJobs } from '../../lib/jobs/index.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { sealSecret } from '../../lib/secret-box.ts';
import type { SignedInContext } from '../../plugins/request-context.ts';
import { integrationManager, integrationWriter, type IntegrationManager } from '../integration-access/index.ts';
import { destinationProblem, type Resolver } from './destination.ts';
import { WEBHOOK_JOB } from './emit.ts';
import * as q from './queries.ts';
import { newWebhookSecret } from './signing.ts';

const e = webhookTexts.errors;

/** One audit entry of a change to an endpoint; never its secret. */
const audit = (
  db: Db,
  who: IntegrationManager,
  action: Parameters<typeof recordAudit>[1]['action'],
  endpoint: WebhookEndpoint,
  more: Record<string, unknown> = {},
) =>
  recordAudit(db, {
    action,
    clientId: who.clientId,
    actorId: who.actorId,
    subjectId: null,
    details: { endpointId: endpoint.id, url: endpoint.url, events: endpoint.events, ...more, ...(who.actingAs && { actingAs: who.actingAs }) },
  } as Parameters<typeof recordAudit>[1]);

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** An endpoint as answered: never its secret. */
/** An endpoint as the console shows it: never a secret, but until when the one before the last rotation still signs. */
export const endpointView = (row: WebhookEndpoint, now: Date): WebhookEndpointView => ({
  id: row.id,
  url: row.url,
  description: row.description,
  events: row.events,
  enabled: row.enabled,
  createdAt: row.createdAt.toISOString(),
  previousSecretUntil: row.previousSecretUntil !== null && row.previousSecretUntil > now ? row.previousSecretUntil.toISOString() : null,
});

export const deliveryView = (row: WebhookDelivery): WebhookDeliveryView => ({
  id: row.id,
  messageId: row.messageId,
  eventType: row.eventType,
  status: row.status,
  attempts: row.attempts,
  lastStatusCode: row.lastStatusCode,
  lastError: row.lastError,
  lastAttemptAt: iso(row.lastAttemptAt),
  deliveredAt: iso(row.deliveredAt),
  createdAt: row.createdAt.toISOString(),
});

export async function listWebhooks(ctx: SignedInContext, clientId: number) {
  await integrationManager(ctx, clientId);
  return { endpoints: (await q.clientEndpoints(ctx.db, clientId)).map((row) => endpointView(row, ctx.now)) };
}

export async function createWebhook(ctx: SignedInContext, clientId: number, body: z.output<typeof webhookCreateSchema>, resolve?: Resolver) {
  const who = await integrationWriter(ctx, clientId);
  const problem = await destinationProblem(ctx.config, body.url, resolve);
  if (problem) throw badRequest({ url: e[problem] });
  if ((await q.countEndpoints(ctx.db, clientId)) >= MAX_WEBHOOK_ENDPOINTS) throw badRequest({ url: e.tooMany });
  const secret = newWebhookSecret();
  const row = await ctx.db.transaction(async (tx) => {
    const made = await q.insertEndpoint(tx, {
      clientId,
      url: body.url,
      description: body.description,
      events: body.events,
      secretEncrypted: sealSecret(ctx.keys.secretBox, secret),
      createdBy: who.actorId,
    });
    await audit(tx, who, 'webhook.created', made);
    return made;
  });
  return { endpoint: endpointView(row, ctx.now), secret };
}

export async function updateWebhook(ctx: SignedInContext, clientId: number, endpointId: number, body: z.output<typeof webhookUpdateSchema>) {
  const who = await integrationWriter(ctx, clientId);
  const change = {
    ...(body.description !== undefined && { description: body.description }),
    ...(body.events !== undefined && { events: body.events }),
    ...(body.enabled !== undefined && { enabled: body.enabled }),
  };
  const row = await ctx.db.transaction(async (tx) => {
    if (Object.keys(change).length === 0) return q.clientEndpoint(tx, clientId, endpointId);
    const changed = await q.updateEndpoint(tx, clientId, endpointId, change);
    if (changed) await audit(tx, who, 'webhook.updated', changed, body.enabled === undefined ? {} : { enabled: body.enabled });
    return changed;
  });
  if (!row) throw notFound(e.notFoundEndpoint);
  return endpointView(row, ctx.now);
}

export async function deleteWebhook(ctx: SignedInContext, clientId: number, endpointId: number) {
  const who = await integrationWriter(ctx, clientId);
  const deleted = await ctx.db.transaction(async (tx) => {
    const row = await q.deleteEndpoint(tx, clientId, endpointId);
    if (row) await audit(tx, who, 'webhook.deleted', row);
    return row;
  });
  if (!deleted) throw notFound(e.notFoundEndpoint);
  return { deleted: true as const };
}

export async function rotateWebhookSecret(ctx: SignedInContext, clientId: number, endpointId: number) {
  const who = await integrationWriter(ctx, clientId);
  const secret = newWebhookSecret();
  const row = await ctx.db.transaction(async (tx) => {
    const previousUntil = new Date(ctx.now.getTime() + WEBHOOK_SECRET_OVERLAP_HOURS * 3_600_000);
    const changed = await q.rotateEndpointSecret(tx, clientId, endpointId, sealSecret(ctx.keys.secretBox, secret), previousUntil);
    if (changed) await audit(tx, who, 'webhook.secret-rotated', changed);
    return changed;
  });
  if (!row) throw notFound(e.notFoundEndpoint);
  return { secret };
}

export async function webhookDeliveries(ctx: SignedInContext, clientId: number, endpointId: number) {
  await integrationManager(ctx, clientId);
  if (!(await q.clientEndpoint(ctx.db, clientId, endpointId))) throw notFound(e.notFoundEndpoint);
  return { deliveries: (await q.endpointDeliveries(ctx.db, clientId, endpointId, WEBHOOK_LOG_SIZE)).map(deliveryView) };
}

/** "Send again": the same message (same `webhook-id` and body) queued once more, whatever became of it before. */
export async function resendDelivery(ctx: SignedInContext, clientId: number, endpointId: number, deliveryId: number) {
  const who = await integrationWriter(ctx, clientId);
  return ctx.db.transaction(async (tx) => {
    const found = await q.clientDelivery(tx, clientId, endpointId, deliveryId);
    const endpoint = await q.clientEndpoint(tx, clientId, endpointId);
    if (!found || !endpoint) throw notFound(e.notFoundDelivery);
    const row = await q.requeueDelivery(tx, deliveryId);
    await enqueueJobs(tx, WEBHOOK_JOB, [{ payload: { deliveryId }, key: `delivery-${deliveryId}` }]);
    await audit(tx, who, 'webhook.resent', endpoint, { eventType: found.eventType, messageId: found.messageId });
    return deliveryView(row ?? found);
  });
}
