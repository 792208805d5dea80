/** Webhooks (issue 39): endpoints per client, events recorded with the change that caused them, signed deliveries by the job runner. */
export { emitSelectionEvents, emitWebhookEvent, emitWebhookEvents, WEBHOOK_JOB, type SelectionFacts, type WebhookData, type WebhookEvent } from './emit.ts';
export { webhookDelivery, WEBHOOK_RETRY_DELAYS_MS } from './delivery.ts';
export { webhookRoutes } from './routes.ts';
