export * from './credentials.ts';
export * from './webhooks.ts';
