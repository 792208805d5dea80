/** A client's branding in the admin console (issue 27 §2) and the logos it serves by hash. */
export { brandingRoutes } from './routes.ts';
export { checkLogo, svgProblem, type CheckedLogo } from './logo.ts';
export { brandingColumnsOf, brandingValuesOf, logoBytes, logoChange, logoColumn, writeBranding, type AssetKind, type AuditedBy } from './service.ts';
export type { BrandingColumns } from './queries.ts';
