export * from './texts.ts';
export * from './schemas.ts';
export * from './routes.ts';
export * from './benefits-in-kind.ts';
export * from './pension-contributions.ts';
