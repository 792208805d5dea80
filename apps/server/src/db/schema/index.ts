export * from './clients.ts';
export * from './users.ts';
export * from './content.ts';
export * from './mail.ts';
export * from './auth.ts';
export * from './benefits.ts';
export * from './profile.ts';
export * from './sso.ts';
