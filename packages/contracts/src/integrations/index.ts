export * from './credentials.ts';
export * from './api-access.ts';
export * from './webhooks.ts';
