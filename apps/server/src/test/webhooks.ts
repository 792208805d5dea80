import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';

/** One POST the receiver got: the path it was sent to, its headers and the exact body. */
export interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface WebhookReceiver {
  /** Every message in the order it arrived. */
  received: Received[];
  /** What the receiver answers next; 204 once they are used up. */
  answers: number[];
  /** The receiver's address with a path of the test's (one path per endpoint tells them apart). */
  url(path?: string): string;
}

/**
 * A real `node:http` receiver on loopback for the file (the app must allow it: WEBHOOK_ALLOW_PRIVATE_ADDRESSES=true),
 * started before the file's tests and closed after them.
 */
export function webhookReceiver(): WebhookReceiver {
  const received: Received[] = [];
  const answers: number[] = [];
  let receiver: Server | undefined;
  let base: string | undefined;
  beforeAll(async () => {
    receiver = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        received.push({ path: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
        response.writeHead(answers.shift() ?? 204).end();
      });
    });
    await new Promise<void>((resolve) => receiver!.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => (receiver ? receiver.close(() => resolve()) : resolve())));
  return {
    received,
    answers,
    url(path = '/hooks/portal') {
      if (!base) throw new Error('webhookReceiver: used before its beforeAll ran');
      return `${base}${path}`;
    },
  };
}

/**
 * Standard Webhooks, "Verifying webhooks": HMAC-SHA256 of `id.timestamp.body` keyed by the base64 secret after `whsec_`.
 * Written out from the specification, not with the portal's own signing code.
 */
export function verifies(secret: string, message: Pick<Received, 'headers' | 'body'>): boolean {
  const id = String(message.headers['webhook-id']);
  const timestamp = String(message.headers['webhook-timestamp']);
  const expected = createHmac('sha256', Buffer.from(secret.split('_')[1]!, 'base64'))
    .update(`${id}.${timestamp}.${message.body}`)
    .digest();
  return String(message.headers['webhook-signature'])
    .split(' ')
    .some((signature) => {
      const [version, mac] = signature.split(',');
      const given = Buffer.from(mac ?? '', 'base64');
      return version === 'v1' && given.length === expected.length && timingSafeEqual(given, expected);
    });
}
