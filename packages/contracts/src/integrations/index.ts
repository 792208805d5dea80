export * from './credentials.ts';
