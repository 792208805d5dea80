export * from './actions.ts';
export * from './texts.ts';
export * from './describe.ts';
export * from './schemas.ts';
export * from './routes.ts';
