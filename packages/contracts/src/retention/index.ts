export * from './texts.ts';
export * from './routes.ts';
