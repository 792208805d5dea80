export * from './texts.ts';
export * from './outbox.ts';
