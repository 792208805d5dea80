import type { FastifyInstance } from 'fastify';
import type { Mail } from '@portal/contracts';
import { readMailbox } from '../mail/outbox.ts';

/** Every e-mail in the outbox, newest first (read from the table: the dev mailbox route wants an administrator). */
export const mailbox = (app: FastifyInstance): Promise<Mail[]> => readMailbox(app.db);

/** The newest e-mail to an address in the dev mailbox. */
export async function latestMailTo(app: FastifyInstance, to: string): Promise<Mail | undefined> {
  return (await mailbox(app)).find((m) => m.to === to);
}

/** The token of the first link in an e-mail's text matching `path` (e.g. '/reset-password?token='). */
export function linkToken(mail: Mail | undefined, path: string): string {
  const escaped = path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const token = new RegExp(`${escaped}([A-Za-z0-9_-]+)`).exec(mail?.text ?? '')?.[1];
  if (!token) throw new Error(`No ${path} link in ${mail?.subject ?? 'missing e-mail'}`);
  return token;
}

/** The e-mail's button as its text writes it on the last line ('See the benefit: http://acme.localhost:3000/app/…'). */
export function actionOf(mail: Mail | undefined): { label: string; url: string } {
  const match = /^(.+): (https?:\/\/\S+)$/.exec(mail?.text.split('\n').at(-1) ?? '');
  if (!match) throw new Error(`No link in ${mail?.subject ?? 'missing e-mail'}`);
  return { label: match[1]!, url: match[2]! };
}
