export * from './access.ts';
export * from './texts.ts';
export * from './schemas.ts';
export * from './routes.ts';
export * from './ni-saving.ts';
export * from './minimum-wage.ts';
