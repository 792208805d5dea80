export * from './family.ts';
export * from './schemas.ts';
export * from './routes.ts';
