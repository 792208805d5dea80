export * from './texts.ts';
export * from './schemas.ts';
export * from './routes.ts';
