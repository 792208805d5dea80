export * from './email.ts';
export * from './schemas.ts';
export * from './routes.ts';
