export * from './constants.ts';
export * from './messages.ts';
export * from './http.ts';
export * from './schemas.ts';
export * from './routes.ts';
export * from './auth.ts';
export * from './routes-auth.ts';
export * from './family.ts';
