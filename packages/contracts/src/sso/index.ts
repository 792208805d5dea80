export * from './links.ts';
export * from './schemas.ts';
export * from './routes.ts';
