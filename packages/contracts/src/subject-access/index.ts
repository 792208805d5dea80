export * from './routes.ts';
export * from './texts.ts';
