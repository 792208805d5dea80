// One folder per area (auth, profile, benefits, sso, content) over the rules every area uses (shared); routes.ts puts
// the areas' routes together and endpoints.ts is generated from it. Areas import each other's files, never this index.
export * from './shared/index.ts';
export * from './auth/index.ts';
export * from './profile/index.ts';
export * from './benefits/index.ts';
export * from './sso/index.ts';
export * from './content/index.ts';
export * from './employer/index.ts';
export * from './insights/index.ts';
export * from './approvals/index.ts';
export * from './reports/index.ts';
export * from './uploads/index.ts';
export * from './nominations/index.ts';
export * from './mail/index.ts';
export * from './audit/index.ts';
export * from './client-admin/index.ts';
export * from './client-admin/branding.ts';
export * from './client-admin/content.ts';
export * from './integrations/index.ts';
export * from './subject-access/index.ts';
export * from './retention/index.ts';
export * from './routes.ts';
export * from './endpoints.ts';
