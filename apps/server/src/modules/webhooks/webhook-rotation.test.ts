import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { WEBHOOK_SECRET_OVERLAP_HOURS } from '@portal/contracts';
import { clock } from '../../clock.ts';
import { clients, webhookDeliveries, webhookEndpoints } from '../../db/schema/index.ts';
import { enqueueJobs, runJobs } from '../../lib/jobs/index.ts';
import { freshIp } from '../../test/auth.ts';
import { seededApp } from '../../test/seeded.ts';
import { verifies, webhookReceiver } from '../../test/webhooks.ts';
import { WEBHOOK_JOB, webhookDelivery } from './index.ts';

/**
 * A new signing secret without downtime (Standard Webhooks: several signatures in one header): for a day after the
 * rotation a message verifies with the old secret as well as the new; after that with the new one only.
 */
const ctx = seededApp({ login: ['admin'], env: { WEBHOOK_ALLOW_PRIVATE_ADDRESSES: 'true' } });
const { received, url } = webhookReceiver();
const HOUR = 3_600_000;

const admin = () => ({ authorization: `Bearer ${ctx.tokens.admin}`, host: 'acme.localhost:3000' });
const post = (path: string, payload?: unknown) =>
  ctx.app.inject({
    method: 'POST',
    url: path,
    headers: payload === undefined ? admin() : { ...admin(), 'content-type': 'application/json' },
    remoteAddress: freshIp(),
    ...(payload !== undefined && { payload: JSON.stringify(payload) }),
  });
const runAt = (at: Date) => runJobs(ctx.db, webhookDelivery({ rules: ctx.config, keys: () => ctx.app.keys }), { now: () => at, random: () => 0.5 });

/** A message to the endpoint, sent by the job runner at `at`; answers what the receiver got. */
async function sendAt(clientId: number, endpointId: number, at: Date, messageId: string) {
  const [delivery] = await ctx.db
    .insert(webhookDeliveries)
    .values({ clientId, endpointId, messageId, eventType: 'upload.applied', payload: { type: 'upload.applied', timestamp: 'x', data: {} } })
    .returning();
  await enqueueJobs(ctx.db, WEBHOOK_JOB, [{ payload: { deliveryId: delivery!.id }, key: `delivery-${delivery!.id}` }]);
  expect(await runAt(at)).toBe(1);
  const message = received.at(-1)!;
  expect(message.headers['webhook-id']).toBe(messageId);
  return message;
}

describe('rotating a webhook secret', () => {
  it('signs with both secrets for a day, then with the new one only; a second rotation drops the oldest', async () => {
    const [acme] = await ctx.db.select({ id: clients.id }).from(clients).where(eq(clients.code, 'acme'));
    const clientId = acme!.id;
    const created = await post(`/api/admin/clients/${clientId}/webhooks`, { url: url('/rotation'), events: ['upload.applied'] });
    const { endpoint, secret: first } = created.json();
    const rotatedAt = clock.now();

    const rotated = await post(`/api/admin/clients/${clientId}/webhooks/${endpoint.id}/secret`);
    expect(rotated.statusCode).toBe(200);
    const second = rotated.json().secret as string;
    // Kept sealed, like the current one.
    const [stored] = await ctx.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, endpoint.id));
    expect(stored!.previousSecretEncrypted).not.toBeNull();
    expect(stored!.previousSecretEncrypted).not.toContain(first.slice(6));
    expect(rotated.body).not.toContain(first.slice(6));
    // The console says until when the old secret still signs (a day from the rotation), never the secret itself.
    const listed = await ctx.app.inject({ method: 'GET', url: `/api/admin/clients/${clientId}/webhooks`, headers: admin(), remoteAddress: freshIp() });
    const shown = listed.json().endpoints.find((e: { id: number }) => e.id === endpoint.id);
    expect(shown.previousSecretUntil).toBe(stored!.previousSecretUntil!.toISOString());
    expect(stored!.previousSecretUntil!.getTime() - rotatedAt.getTime()).toBeGreaterThanOrEqual(WEBHOOK_SECRET_OVERLAP_HOURS * HOUR);
    expect(stored!.previousSecretUntil!.getTime() - rotatedAt.getTime()).toBeLessThan(WEBHOOK_SECRET_OVERLAP_HOURS * HOUR + 60_000);
    expect(listed.body).not.toContain(first.slice(6));
    expect(listed.body).not.toContain(second.slice(6));

    const justBefore = new Date(rotatedAt.getTime() + WEBHOOK_SECRET_OVERLAP_HOURS * HOUR - 60_000);
    const during = await sendAt(clientId, endpoint.id, justBefore, 'msg_during_overlap');
    expect(String(during.headers['webhook-signature']).split(' ')).toHaveLength(2);
    expect(verifies(second, during)).toBe(true);
    expect(verifies(first, during)).toBe(true);

    const after = await sendAt(clientId, endpoint.id, new Date(rotatedAt.getTime() + WEBHOOK_SECRET_OVERLAP_HOURS * HOUR + 60_000), 'msg_after_overlap');
    expect(String(after.headers['webhook-signature']).split(' ')).toHaveLength(1);
    expect(verifies(second, after)).toBe(true);
    expect(verifies(first, after)).toBe(false);

    // Two rotations within the day: the message is signed by the two latest secrets, never by the first.
    const third = (await post(`/api/admin/clients/${clientId}/webhooks/${endpoint.id}/secret`)).json().secret as string;
    const again = await sendAt(clientId, endpoint.id, new Date(clock.now().getTime() + HOUR), 'msg_second_rotation');
    expect(verifies(third, again)).toBe(true);
    expect(verifies(second, again)).toBe(true);
    expect(verifies(first, again)).toBe(false);
  });
});
