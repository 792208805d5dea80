import { z } from 'zod';
import { idParam, textField } from '../shared/fields.ts';
import { defineRoute, employerTwin } from '../shared/http.ts';

/**
 * Webhooks (issue 39): a client's endpoints are told of events, signed as the Standard Webhooks specification says
 * (`webhook-id`, `webhook-timestamp`, `webhook-signature`). The events a client may subscribe to, in the order the
 * console lists them.
 */
export const webhookEventTypes = [
  'selection.made',
  'selection.changed',
  'selection.approved',
  'selection.rejected',
  'selection.opted_out',
  'employee.joined',
  'employee.left',
  'report.ready',
  'upload.applied',
] as const;
export type WebhookEventType = (typeof webhookEventTypes)[number];

/** Standard Webhooks: the signing secret is `whsec_` and the base64 of its key. */
export const WEBHOOK_SECRET_PREFIX = 'whsec_';
/**
 * After a new secret is made, messages carry a signature by the old one too for this long (Standard Webhooks: a
 * receiver switches over without missing one).
 */
export const WEBHOOK_SECRET_OVERLAP_HOURS = 24;
export const WEBHOOK_URL_MAX = 2000;
export const WEBHOOK_DESCRIPTION_MAX = 200;
/** Most endpoints a client may have. */
export const MAX_WEBHOOK_ENDPOINTS = 20;

export const webhookTexts = {
  tab: 'Webhooks',
  title: 'Webhooks',
  intro:
    'Tell the client’s own systems when something happens in the portal. Each message is signed as the Standard Webhooks ' +
    'specification says, and tried again with longer and longer waits for about a day until the address answers with success.',
  events: {
    'selection.made': 'A benefit chosen',
    'selection.changed': 'A choice changed',
    'selection.approved': 'A choice approved',
    'selection.rejected': 'A choice rejected',
    'selection.opted_out': 'A benefit opted out of',
    'employee.joined': 'An employee joined',
    'employee.left': 'An employee left',
    'report.ready': 'A report is ready',
    'upload.applied': 'An employee upload applied',
  } satisfies Record<WebhookEventType, string>,
  list: {
    caption: 'Endpoints',
    url: 'Address',
    description: 'Description',
    events: 'Events',
    status: 'Status',
    actions: 'Actions',
    enabled: 'On',
    disabled: 'Off',
    none: 'No endpoints yet.',
    allEvents: (count: number) => `${count} events`,
    previousSecret: (until: string) => `The previous secret also signs until ${until}`,
  },
  add: {
    heading: 'Add an endpoint',
    url: { label: 'Address', help: 'Where the portal sends its messages, e.g. https://hr.acme.com/hooks/portal. It must start with https://.' },
    description: { label: 'Description', help: 'Optional: what receives these messages.' },
    events: { legend: 'Events', help: 'The events this address is told of.' },
    button: 'Add endpoint',
    adding: 'Adding...',
  },
  secret: {
    heading: 'Signing secret',
    help: 'Give this secret to the receiving system, which checks every message’s signature with it. It is shown only now: copy it before you close this.',
    label: 'Signing secret',
    copy: 'Copy',
    copied: 'Copied',
    done: 'I have copied it',
  },
  actions: {
    enable: 'Turn on',
    disable: 'Turn off',
    remove: 'Delete',
    rotate: 'New secret',
    log: 'Delivery log',
    hideLog: 'Hide log',
    /** The same actions named with their endpoint, for screen readers. */
    labelled: (action: string, url: string) => `${action}: ${url}`,
  },
  remove: {
    title: 'Delete this endpoint?',
    confirm: (url: string) => `Messages are no longer sent to ${url}, and its delivery log is deleted.`,
    yes: 'Delete',
    deleting: 'Deleting...',
    cancel: 'Cancel',
    removed: 'The endpoint is deleted.',
    close: 'Done',
  },
  rotate: {
    title: 'Make a new signing secret?',
    confirm:
      `For ${WEBHOOK_SECRET_OVERLAP_HOURS} hours each message is signed with both secrets, so the receiver can switch to the new ` +
      'one without missing a message; after that, with the new one only.',
    yes: 'Make a new secret',
    making: 'Making...',
    cancel: 'Cancel',
  },
  log: {
    caption: (url: string) => `Delivery log of ${url}`,
    event: 'Event',
    created: 'Created',
    status: 'Status',
    attempts: 'Attempts',
    answer: 'Last answer',
    actions: 'Actions',
    none: 'Nothing sent to this endpoint yet.',
    statuses: { pending: 'Sending', delivered: 'Delivered', failed: 'Failed' },
    code: (code: number) => `HTTP ${code}`,
    sendAgain: 'Send again',
    sendAgainLabel: (event: string, created: string) => `Send again: ${event} of ${created}`,
    sent: 'Queued to be sent again.',
    refresh: 'Refresh',
    loadFailed: 'We could not load the delivery log. Please try again.',
  },
  saved: 'Saved.',
  loadFailed: 'We could not load the webhooks. Please try again.',
  loading: 'Loading webhooks',
  retry: 'Try again',
  failed: 'That did not work. Please try again.',
  errors: {
    urlRequired: 'Enter the address',
    urlInvalid: 'Enter a full address starting with https://, without a user name or password',
    httpsOnly: 'The address must start with https://',
    privateAddress: 'This address is on a private or local network: the portal sends messages only to public addresses',
    notFound: 'We could not find this address: check its host name',
    tooLong: (max: number) => `Use ${max} characters or fewer`,
    eventsRequired: 'Choose at least one event',
    tooMany: `A client has at most ${MAX_WEBHOOK_ENDPOINTS} endpoints`,
    notFoundEndpoint: 'There is no such endpoint',
    notFoundDelivery: 'There is no such delivery',
  },
  /** What the delivery log says of an attempt that got no HTTP answer. */
  deliveryErrors: {
    timeout: 'The address did not answer within 10 seconds',
    unreachable: 'The address could not be reached',
    refusedAddress: 'The address is on a private or local network',
    redirect: 'The address answered with a redirect, which is not followed',
    status: (status: number) => `The address answered with HTTP ${status}`,
    disabled: 'The endpoint is turned off',
    secret: 'The signing secret could not be read',
  },
} as const;

const e = webhookTexts.errors;

const LABEL = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?';
/** Scheme, host name, IPv4 or [IPv6] address, port, path, query: no user name or password, no fragment, no spaces. */
const WEBHOOK_ADDRESS = new RegExp(`^https?://(?:${LABEL}(?:\\.${LABEL})*|\\[[0-9a-f:.]+\\])(?::\\d{1,5})?(?:/[^\\s?#]*)?(?:\\?[^\\s#]*)?$`, 'i');

/** http or https, a host, no user name or password; the server checks where the host is, and https in production. */
export const isWebhookAddress = (value: string): boolean => WEBHOOK_ADDRESS.test(value);

const urlField = textField()
  .trim()
  .min(1, { error: e.urlRequired })
  .max(WEBHOOK_URL_MAX, { error: e.tooLong(WEBHOOK_URL_MAX) })
  .refine(isWebhookAddress, { error: e.urlInvalid });
const descriptionField = textField()
  .trim()
  .max(WEBHOOK_DESCRIPTION_MAX, { error: e.tooLong(WEBHOOK_DESCRIPTION_MAX) });
const eventsField = z
  .array(z.enum(webhookEventTypes, { error: e.eventsRequired }), { error: e.eventsRequired })
  .min(1, { error: e.eventsRequired })
  .max(webhookEventTypes.length, { error: e.eventsRequired })
  .transform((events) => webhookEventTypes.filter((type) => events.includes(type)));

export const webhookCreateSchema = z.object({ url: urlField, description: descriptionField.default(''), events: eventsField });
export type WebhookCreate = z.input<typeof webhookCreateSchema>;

export const webhookUpdateSchema = z.object({ description: descriptionField.optional(), events: eventsField.optional(), enabled: z.boolean().optional() });
export type WebhookUpdate = z.input<typeof webhookUpdateSchema>;

export const webhookEndpointSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  description: z.string(),
  events: z.array(z.string()),
  enabled: z.boolean(),
  createdAt: z.string(),
  /** While the secret before the last rotation still signs beside the new one: until when (ISO); else null. */
  previousSecretUntil: z.string().nullable(),
});
export type WebhookEndpointView = z.infer<typeof webhookEndpointSchema>;

export const webhookListSchema = z.object({ endpoints: z.array(webhookEndpointSchema) });
/** The only answers that hold the signing secret: a new endpoint's and a new secret's. */
export const webhookCreatedSchema = z.object({ endpoint: webhookEndpointSchema, secret: z.string() });
export const webhookSecretSchema = z.object({ secret: z.string() });
export const webhookDeletedSchema = z.object({ deleted: z.literal(true) });

export const webhookDeliveryStatusValues = ['pending', 'delivered', 'failed'] as const;
export const webhookDeliverySchema = z.object({
  id: z.number().int(),
  /** The Standard Webhooks `webhook-id`: the same on every attempt and on "send again". */
  messageId: z.string(),
  eventType: z.string(),
  status: z.enum(webhookDeliveryStatusValues),
  attempts: z.number().int(),
  lastStatusCode: z.number().int().nullable(),
  lastError: z.string().nullable(),
  lastAttemptAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  createdAt: z.string(),
});
export type WebhookDeliveryView = z.infer<typeof webhookDeliverySchema>;
export const webhookDeliveriesSchema = z.object({ deliveries: z.array(webhookDeliverySchema) });
/** The log shows the latest deliveries of an endpoint. */
export const WEBHOOK_LOG_SIZE = 50;

const clientParams = z.object({ id: idParam() });
const endpointParams = z.object({ id: idParam(), endpointId: idParam() });
const deliveryParams = z.object({ id: idParam(), endpointId: idParam(), deliveryId: idParam() });

const who = 'platform administrators, or HR administrators of the client';

/** A client's webhook endpoints and their delivery log (admin console's Webhooks tab; HR administrators of the client too). */
/** The platform administrators' calls (the console); each has its HR administrators' twin below. */
const adminWebhookRoutes = {
  clientWebhooks: defineRoute({
    method: 'GET',
    path: '/admin/clients/:id/webhooks',
    base: 'main',
    summary: `A client's webhook endpoints, never their secrets (${who})`,
    params: clientParams,
    response: webhookListSchema,
  }),
  createClientWebhook: defineRoute({
    method: 'POST',
    path: '/admin/clients/:id/webhooks',
    base: 'main',
    summary: `Adds a webhook endpoint (its address checked: https in production, no private or local address); answers its signing secret once (${who})`,
    params: clientParams,
    body: webhookCreateSchema,
    response: webhookCreatedSchema,
  }),
  updateClientWebhook: defineRoute({
    method: 'PATCH',
    path: '/admin/clients/:id/webhooks/:endpointId',
    base: 'main',
    summary: `Changes a webhook endpoint's description, events or whether it is on (${who})`,
    params: endpointParams,
    body: webhookUpdateSchema,
    response: webhookEndpointSchema,
  }),
  deleteClientWebhook: defineRoute({
    method: 'DELETE',
    path: '/admin/clients/:id/webhooks/:endpointId',
    base: 'main',
    summary: `Deletes a webhook endpoint and its delivery log (${who})`,
    params: endpointParams,
    response: webhookDeletedSchema,
  }),
  rotateClientWebhookSecret: defineRoute({
    method: 'POST',
    path: '/admin/clients/:id/webhooks/:endpointId/secret',
    base: 'main',
    summary: `A new signing secret for a webhook endpoint, answered once; the old one stops working (${who})`,
    params: endpointParams,
    response: webhookSecretSchema,
  }),
  clientWebhookDeliveries: defineRoute({
    method: 'GET',
    path: '/admin/clients/:id/webhooks/:endpointId/deliveries',
    base: 'main',
    summary: `A webhook endpoint's latest ${WEBHOOK_LOG_SIZE} deliveries: event, status, attempts, last answer (${who})`,
    params: endpointParams,
    response: webhookDeliveriesSchema,
  }),
  resendClientWebhookDelivery: defineRoute({
    method: 'POST',
    path: '/admin/clients/:id/webhooks/:endpointId/deliveries/:deliveryId/resend',
    base: 'main',
    summary: `Sends a delivery again, with the same webhook-id (${who})`,
    params: deliveryParams,
    response: webhookDeliverySchema,
  }),
} as const;

export const webhookRoutes = {
  ...adminWebhookRoutes,
  employerClientWebhooks: employerTwin(adminWebhookRoutes.clientWebhooks),
  employerCreateClientWebhook: employerTwin(adminWebhookRoutes.createClientWebhook),
  employerUpdateClientWebhook: employerTwin(adminWebhookRoutes.updateClientWebhook),
  employerDeleteClientWebhook: employerTwin(adminWebhookRoutes.deleteClientWebhook),
  employerRotateClientWebhookSecret: employerTwin(adminWebhookRoutes.rotateClientWebhookSecret),
  employerClientWebhookDeliveries: employerTwin(adminWebhookRoutes.clientWebhookDeliveries),
  employerResendClientWebhookDelivery: employerTwin(adminWebhookRoutes.resendClientWebhookDelivery),
} as const;
