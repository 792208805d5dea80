import {
  MAX_WEBHOOK_ENDPOINTS,
  WEBHOOK_LOG_SIZE,
  webhookTexts,
  type WebhookDeliveryView,
  type WebhookEndpointView,
  type webhookCreateSchema,
  type webhookUpdateSchema,
} from '@portal/contracts';
import type { z } from 'zod';
import { findClientById } from '../../db/repositories/clients.ts';
import type { WebhookDelivery, WebhookEndpoint } from '../../db/schema/index.ts';
import { enqueueJobs } from '../../lib/jobs/index.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { sealSecret } from '../../lib/secret-box.ts';
import { employerAccess } from '../../plugins/employer-context.ts';
import { platformAdminAccess } from '../../plugins/platform-admin-context.ts';
import type { SignedInContext } from '../../plugins/request-context.ts';
import { destinationProblem, type Resolver } from './destination.ts';
import { WEBHOOK_JOB } from './emit.ts';
import * as q from './queries.ts';
import { newWebhookSecret } from './signing.ts';

const e = webhookTexts.errors;

/**
 * Who may manage a client's webhooks, decided before any data is read: a platform administrator in their own session,
 * or an HR administrator of that client (employer tools; another client's id is refused without saying whether it exists).
 */
async function webhookAccess(ctx: SignedInContext, clientId: number): Promise<{ clientId: number; actorId: number }> {
  if (ctx.user.userType === 'admin' && !ctx.user.masquerade) {
    const { actorId } = platformAdminAccess(ctx);
    if (!(await findClientById(ctx.db, clientId))) throw notFound();
    return { clientId, actorId };
  }
  const employer = employerAccess(ctx, clientId);
  return { clientId, actorId: employer.user.id };
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** An endpoint as answered: never its secret. */
export const endpointView = (row: WebhookEndpoint): WebhookEndpointView => ({
  id: row.id,
  url: row.url,
  description: row.description,
  events: row.events,
  enabled: row.enabled,
  createdAt: row.createdAt.toISOString(),
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
  await webhookAccess(ctx, clientId);
  return { endpoints: (await q.clientEndpoints(ctx.db, clientId)).map(endpointView) };
}

export async function createWebhook(ctx: SignedInContext, clientId: number, body: z.output<typeof webhookCreateSchema>, resolve?: Resolver) {
  const { actorId } = await webhookAccess(ctx, clientId);
  const problem = await destinationProblem(ctx.config, body.url, resolve);
  if (problem) throw badRequest({ url: e[problem] });
  if ((await q.countEndpoints(ctx.db, clientId)) >= MAX_WEBHOOK_ENDPOINTS) throw badRequest({ url: e.tooMany });
  const secret = newWebhookSecret();
  const row = await q.insertEndpoint(ctx.db, {
    clientId,
    url: body.url,
    description: body.description,
    events: body.events,
    secretEncrypted: sealSecret(ctx.keys.secretBox, secret),
    createdBy: actorId,
  });
  return { endpoint: endpointView(row), secret };
}

export async function updateWebhook(ctx: SignedInContext, clientId: number, endpointId: number, body: z.output<typeof webhookUpdateSchema>) {
  await webhookAccess(ctx, clientId);
  const change = {
    ...(body.description !== undefined && { description: body.description }),
    ...(body.events !== undefined && { events: body.events }),
    ...(body.enabled !== undefined && { enabled: body.enabled }),
  };
  const row =
    Object.keys(change).length > 0 ? await q.updateEndpoint(ctx.db, clientId, endpointId, change) : await q.clientEndpoint(ctx.db, clientId, endpointId);
  if (!row) throw notFound(e.notFoundEndpoint);
  return endpointView(row);
}

export async function deleteWebhook(ctx: SignedInContext, clientId: number, endpointId: number) {
  await webhookAccess(ctx, clientId);
  if (!(await q.deleteEndpoint(ctx.db, clientId, endpointId))) throw notFound(e.notFoundEndpoint);
  return { deleted: true as const };
}

export async function rotateWebhookSecret(ctx: SignedInContext, clientId: number, endpointId: number) {
  await webhookAccess(ctx, clientId);
  const secret = newWebhookSecret();
  const row = await q.updateEndpoint(ctx.db, clientId, endpointId, { secretEncrypted: sealSecret(ctx.keys.secretBox, secret) });
  if (!row) throw notFound(e.notFoundEndpoint);
  return { secret };
}

export async function webhookDeliveries(ctx: SignedInContext, clientId: number, endpointId: number) {
  await webhookAccess(ctx, clientId);
  if (!(await q.clientEndpoint(ctx.db, clientId, endpointId))) throw notFound(e.notFoundEndpoint);
  return { deliveries: (await q.endpointDeliveries(ctx.db, clientId, endpointId, WEBHOOK_LOG_SIZE)).map(deliveryView) };
}

/** "Send again": the same message (same `webhook-id` and body) queued once more, whatever became of it before. */
export async function resendDelivery(ctx: SignedInContext, clientId: number, endpointId: number, deliveryId: number) {
  await webhookAccess(ctx, clientId);
  return ctx.db.transaction(async (tx) => {
    const found = await q.clientDelivery(tx, clientId, endpointId, deliveryId);
    if (!found) throw notFound(e.notFoundDelivery);
    const row = await q.requeueDelivery(tx, deliveryId);
    await enqueueJobs(tx, WEBHOOK_JOB, [{ payload: { deliveryId }, key: `delivery-${deliveryId}` }]);
    return deliveryView(row ?? found);
  });
}
