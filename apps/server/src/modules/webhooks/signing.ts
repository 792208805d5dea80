import { createHmac, randomBytes } from 'node:crypto';
import { WEBHOOK_SECRET_PREFIX } from '@portal/contracts';

/** A new signing secret as the Standard Webhooks specification writes them: `whsec_` and the base64 of 32 random bytes. */
export const newWebhookSecret = () => `${WEBHOOK_SECRET_PREFIX}${randomBytes(32).toString('base64')}`;

/** A message id (`webhook-id`): unique, the same on every attempt of one message. */
export const newMessageId = () => `msg_${randomBytes(16).toString('base64url')}`;

/**
 * The `webhook-signature` header (Standard Webhooks, "Signature scheme"): `v1,` and the base64 HMAC-SHA256, keyed with
 * the base64-decoded part of the secret after `whsec_`, of `{webhook-id}.{webhook-timestamp}.{body}`, the timestamp in
 * whole seconds since the epoch and the body exactly as sent.
 */
export function webhookSignature(secret: string, messageId: string, timestampSeconds: number, body: string): string {
  const key = Buffer.from(secret.startsWith(WEBHOOK_SECRET_PREFIX) ? secret.slice(WEBHOOK_SECRET_PREFIX.length) : secret, 'base64');
  const mac = createHmac('sha256', key).update(`${messageId}.${timestampSeconds}.${body}`).digest('base64');
  return `v1,${mac}`;
}
