import { z } from 'zod';
import { idParam } from '../shared/fields.ts';
import { defineRoute } from '../shared/http.ts';
import { pageOf, pageQuery } from '../shared/paging.ts';

/**
 * The admin console's E-mail page (issue 29 §3): e-mails the portal could not deliver. A failed delivery is tried again
 * after 1 min, 5 min, 30 min, 2 h and 12 h; meanwhile the e-mail is 'retrying', after the last try 'failed', and a
 * platform administrator may send it again ('Retry'). Platform administrators see the full address: they already see
 * everyone's in the console, and a refused address is what they need to read.
 */
export const outboxTexts = {
  navLabel: 'E-mail',
  title: 'E-mail delivery',
  intro:
    'E-mails the portal could not deliver. Each is tried again after 1 minute, 5 minutes, 30 minutes, 2 hours and 12 hours; ' +
    'after that it has failed and waits here. Retry sends it again once the cause (a refused address, the mail server) is put right.',
  caption: 'E-mails not delivered',
  columns: {
    client: 'Client',
    to: 'To',
    subject: 'Subject',
    status: 'Status',
    attempts: 'Tries',
    lastError: 'Last error',
    when: 'When',
    actions: 'Actions',
  },
  status: { failed: 'Failed', retrying: 'Retrying' },
  /** An e-mail of no client (a platform administrator's own). */
  noClient: 'None',
  failedAt: (when: string) => `Failed ${when}`,
  nextAttempt: (when: string) => `Next try ${when}`,
  noError: 'None recorded',
  retry: 'Retry',
  retryLabel: (subject: string, to: string) => `Retry “${subject}” to ${to}`,
  retrying: 'Retrying...',
  retried: (to: string) => `The e-mail to ${to} is on its way again.`,
  retryFailed: 'We could not send this e-mail again. Please try again.',
  empty: 'Every e-mail has been delivered: none has failed or is waiting for another try.',
  loading: 'Loading...',
  loadFailed: 'We could not load the e-mails. Please try again.',
  errors: {
    notFound: 'There is no such e-mail',
    /** 409: sent, or already waiting to be sent (someone retried it first). */
    notFailed: 'This e-mail has not failed: it has been sent or is waiting to be sent',
  },
} as const;

export const outboxMailStatuses = ['failed', 'retrying'] as const;

export const outboxMailSchema = z.object({
  id: z.number().int(),
  client: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  to: z.string(),
  subject: z.string(),
  status: z.enum(outboxMailStatuses),
  /** Tries made so far. */
  attempts: z.number().int(),
  /** The mail server's answer to the last try (it may quote the address). */
  lastError: z.string().nullable(),
  createdAt: z.string(),
  /** Failed: when its last try was due (it runs then, or as soon as an instance is up). */
  failedAt: z.string().nullable(),
  /** Retrying: when it is tried next. */
  nextAttemptAt: z.string().nullable(),
});
export type OutboxMail = z.infer<typeof outboxMailSchema>;

export const outboxListQuery = z.object({ page: pageQuery });
export type OutboxListQuery = z.infer<typeof outboxListQuery>;
export const outboxListResponse = pageOf(outboxMailSchema);
export type OutboxList = z.infer<typeof outboxListResponse>;

export const outboxMailParams = z.object({ id: idParam() });
export const outboxRetryResponse = z.object({ id: z.number().int(), status: z.literal('pending') });

export const mailOutboxRoutes = {
  adminOutbox: defineRoute({
    method: 'GET',
    path: '/admin/outbox',
    base: 'main',
    summary: 'E-mails that failed or wait for another try, newest first, 10 a page (admin console)',
    query: outboxListQuery,
    response: outboxListResponse,
  }),
  adminOutboxRetry: defineRoute({
    method: 'POST',
    path: '/admin/outbox/:id/retry',
    base: 'main',
    summary: 'Sends a failed e-mail again: back to pending, its delivery job queued (admin console, audited)',
    params: outboxMailParams,
    response: outboxRetryResponse,
  }),
} as const;
