export * from './clients.ts';
export * from './users.ts';
export * from './content.ts';
export * from './mail.ts';
export * from './auth.ts';
