import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { Db } from '../db/connect.ts';
import { claimPending, type OutboxRow } from './outbox.ts';

export interface OutboxWorker {
  /** Delivers what is pending now instead of waiting for the next tick. */
  kick(): Promise<void>;
  stop(): Promise<void>;
}

const TICK_MS = 2000;

type Deliver = (row: OutboxRow) => Promise<void>;

function transportFor(config: Config, log: FastifyBaseLogger): Deliver {
  if (config.SMTP_URL) {
    const smtp = nodemailer.createTransport(config.SMTP_URL);
    return async (row) => {
      await smtp.sendMail({
        from: config.MAIL_FROM,
        to: row.toAddress,
        replyTo: row.replyTo ?? undefined,
        subject: row.subject,
        text: row.textBody,
        html: row.htmlBody,
      });
    };
  }
  if (config.devMailbox) return async () => undefined; // the dev mailbox reads the outbox table itself
  return async () => {
    log.warn('No SMTP_URL configured: e-mail left undelivered');
    throw new Error('No mail transport configured');
  };
}

export function startOutboxWorker(db: Db, config: Config, log: FastifyBaseLogger): OutboxWorker {
  const deliver = transportFor(config, log);
  let running: Promise<void> | null = null;
  let stopped = false;

  const drain = async () => {
    while (!stopped && (await claimPending(db, 20, deliver)) > 0) {
      // keep going until the outbox is empty
    }
  };
  const run = () => {
    running ??= drain()
      .catch((error: unknown) => log.error({ err: error }, 'mail outbox run failed'))
      .finally(() => {
        running = null;
      });
    return running;
  };
  const timer = setInterval(() => void run(), TICK_MS);
  timer.unref();

  return {
    kick: () => run(),
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
