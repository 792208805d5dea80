import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { webhookTexts } from '@portal/contracts';
import type { AuthKeys } from '../../lib/auth-keys.ts';
import type { WebhookEndpoint } from '../../db/schema/index.ts';
import type { JobKind } from '../../lib/jobs/index.ts';
import { openSecret } from '../../lib/secret-box.ts';
import { guardedLookup, literalRefused, RefusedAddressError, schemeRefused, type DestinationRules, type Resolver } from './destination.ts';
import { WEBHOOK_JOB } from './emit.ts';
import { deliveryToSend, markDeliveryFailed, recordAttempt } from './queries.ts';
import { webhookSignature } from './signing.ts';

const words = webhookTexts.deliveryErrors;
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
/**
 * Waits before each retry (jittered ±20 % by the runner), as the Standard Webhooks specification suggests: 5 s, 5 min,
 * 30 min, 2 h, 5 h, 10 h, 10 h; eight attempts over about a day, then the delivery is failed (and may be sent again).
 */
export const WEBHOOK_RETRY_DELAYS_MS = [5 * SECOND, 5 * MINUTE, 30 * MINUTE, 2 * HOUR, 5 * HOUR, 10 * HOUR, 10 * HOUR] as const;
/** Each attempt is given this long to connect and answer. */
export const WEBHOOK_TIMEOUT_MS = 10 * SECOND;

interface Answer {
  statusCode: number | null;
  error: string | null;
  /** Not worth trying again (the address is refused). */
  final?: boolean;
}

/**
 * One POST of the body, signed. No redirect is followed (Node's http never follows one; a 3xx is a failure), the socket
 * connects only to addresses the guarded lookup checked, and the answer's body is not read.
 */
function post(rules: DestinationRules, resolver: Resolver | undefined, url: URL, headers: Record<string, string>, body: string): Promise<Answer> {
  if (schemeRefused(rules, url) || literalRefused(rules, url)) return Promise.resolve({ statusCode: null, error: words.refusedAddress, final: true });
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve) => {
    let settled = false;
    const done = (answer: Answer) => {
      if (settled) return;
      settled = true;
      resolve(answer);
    };
    const outgoing = send(
      url,
      {
        method: 'POST',
        headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
        lookup: guardedLookup(rules, resolver),
        timeout: WEBHOOK_TIMEOUT_MS,
      },
      (incoming) => {
        const status = incoming.statusCode ?? 0;
        incoming.destroy();
        if (status >= 200 && status < 300) done({ statusCode: status, error: null });
        else if (status >= 300 && status < 400) done({ statusCode: status, error: words.redirect });
        else done({ statusCode: status, error: words.status(status) });
      },
    );
    // The whole attempt, not only a quiet socket, is bounded.
    const timer = setTimeout(() => {
      outgoing.destroy();
      done({ statusCode: null, error: words.timeout });
    }, WEBHOOK_TIMEOUT_MS);
    timer.unref();
    outgoing.on('timeout', () => {
      outgoing.destroy();
      done({ statusCode: null, error: words.timeout });
    });
    outgoing.on('error', (error) =>
      done(
        error instanceof RefusedAddressError ? { statusCode: null, error: words.refusedAddress, final: true } : { statusCode: null, error: words.unreachable },
      ),
    );
    outgoing.on('close', () => clearTimeout(timer));
    outgoing.end(body);
  });
}

export interface WebhookDeliveryOptions {
  rules: DestinationRules;
  /** The app's keys, read when a job runs (they are loaded after the job kinds are built). */
  keys: () => AuthKeys;
  /** Tests resolve names of their own. */
  resolve?: Resolver;
}

/**
 * The secrets a message is signed with: the endpoint's, and the one before it until its overlap ends (Standard
 * Webhooks: `webhook-signature` holds signatures separated by spaces, and a receiver accepts the message if one
 * matches). Null when the current secret cannot be opened.
 */
function signingSecrets(endpoint: WebhookEndpoint, box: Uint8Array, now: Date): string[] | null {
  const secret = openSecret(box, endpoint.secretEncrypted);
  if (secret === null) return null;
  const overlapping = endpoint.previousSecretEncrypted !== null && endpoint.previousSecretUntil !== null && now < endpoint.previousSecretUntil;
  const previous = overlapping ? openSecret(box, endpoint.previousSecretEncrypted!) : null;
  return previous === null ? [secret] : [secret, previous];
}

/**
 * Sending a webhook as a job: one attempt per run, recorded on the delivery (status code, error, attempts); a failure
 * throws so the runner tries again after the next wait, and the last failure marks the delivery failed. The body is
 * built the same way on every attempt; the timestamp is the attempt's, and the signature covers both.
 */
export const webhookDelivery = ({ rules, keys, resolve }: WebhookDeliveryOptions): JobKind<{ deliveryId: number }> => ({
  name: WEBHOOK_JOB,
  retryDelaysMs: WEBHOOK_RETRY_DELAYS_MS,
  // An error names nothing secret, but a receiver's address may be private to the client: kept to the delivery log.
  privateErrors: true,
  async run({ deliveryId }, { db, now }) {
    const found = await deliveryToSend(db, deliveryId);
    if (!found || found.delivery.status === 'delivered') return;
    const { delivery, endpoint } = found;
    const skip = (error: string) => recordAttempt(db, delivery.id, { at: now, statusCode: null, error, delivered: false, counted: false, failed: true });
    if (!endpoint.enabled) return skip(words.disabled);
    const secrets = signingSecrets(endpoint, keys().secretBox, now);
    if (secrets === null) return skip(words.secret);
    const { type, timestamp, data } = delivery.payload;
    const body = JSON.stringify({ type, timestamp, data });
    const seconds = Math.floor(now.getTime() / 1000);
    const headers = {
      'content-type': 'application/json',
      'user-agent': 'BenefitsPortal-Webhooks/1',
      'webhook-id': delivery.messageId,
      'webhook-timestamp': String(seconds),
      'webhook-signature': secrets.map((secret) => webhookSignature(secret, delivery.messageId, seconds, body)).join(' '),
    };
    const answer = await post(rules, resolve, new URL(endpoint.url), headers, body);
    const delivered = answer.error === null;
    await recordAttempt(db, delivery.id, { at: now, statusCode: answer.statusCode, error: answer.error, delivered, counted: true, failed: answer.final });
    if (!delivered && !answer.final) throw new Error(answer.error ?? 'not delivered');
  },
  onFailed: ({ deliveryId }, { db }) => markDeliveryFailed(db, deliveryId),
});
