import { z } from 'zod';
import { defineRoute, employerTwin } from '../shared/http.ts';
import { idParam, realIsoDate, textField, wholeNumberParam } from '../shared/fields.ts';
import { pageOf, pageQuery } from '../shared/paging.ts';
import { reportDownloadQuery, reportFileSchema, reportListQuery, reportListResponse } from '../reports/schemas.ts';
import { allDataLoadColumns, dataLoadLimits, dataLoadSchema } from '../uploads/schemas.ts';
import { apiCredentialKinds, apiKeyScopes, CREDENTIAL_NAME_MAX, type ApiKeyScope } from './credentials.ts';

/**
 * A client's API keys and SCIM tokens as HR and platform administrators manage them, and the public API an HR system
 * calls with a key (issue 39). docs/decisions/integrations.md "API keys and the public API".
 */

export const apiAccessTexts = {
  tab: 'API access',
  heading: 'API access',
  intro:
    "Keys let this client's HR system push employee changes and read selections and reports without a browser. " +
    'SCIM tokens let its identity provider add and remove people. Each secret is shown once, when it is created.',
  apiKeysHeading: 'API keys',
  scimHeading: 'SCIM tokens',
  kinds: { 'api-key': 'API key', scim: 'SCIM token' } as const,
  create: { 'api-key': 'Create API key', scim: 'Create SCIM token' } as const,
  empty: { 'api-key': 'No API keys yet.', scim: 'No SCIM tokens yet.' } as const,
  loadFailed: 'We could not load the keys. Try again.',
  retry: 'Try again',
  loading: 'Loading keys…',
  columns: { name: 'Name', keyId: 'Key ID', scopes: 'Scopes', created: 'Created', lastUsed: 'Last used', status: 'Status', actions: 'Actions' },
  createdBy: (when: string, who: string | null) => (who ? `${when} by ${who}` : when),
  neverUsed: 'Never',
  active: 'Active',
  revokedOn: (when: string) => `Revoked ${when}`,
  nameLabel: 'Name',
  nameHint: { 'api-key': 'Say what uses it, e.g. "Payroll system"', scim: 'Say what uses it, e.g. "Microsoft Entra ID"' } as const,
  createHeading: { 'api-key': 'New API key', scim: 'New SCIM token' } as const,
  scopesLabel: 'What it may do',
  scopes: {
    'employees:write': 'Push employee changes (as an upload)',
    'employees:read': 'Read employees',
    'selections:read': 'Read selections in force',
    'reports:read': 'List and download reports',
  } satisfies Record<ApiKeyScope, string>,
  cancel: 'Cancel',
  save: 'Create',
  secretHeading: { 'api-key': 'Your new API key', scim: 'Your new SCIM token' } as const,
  secretWarning: 'Copy it now: this is the only time it is shown. We keep only a hash of it, so it cannot be shown again.',
  keyIdLabel: 'Key ID (client id)',
  secretLabel: 'Secret',
  tokenLabel: 'Bearer token',
  copy: 'Copy',
  copied: 'Copied',
  done: 'I have copied it',
  close: 'Done',
  revoke: 'Revoke',
  revokeHeading: (name: string) => `Revoke "${name}"?`,
  revokeBody: 'Anything that uses it stops working at once. This cannot be undone.',
  revokeConfirm: 'Revoke',
  revoking: 'Revoking...',
  revoked: (name: string) => `"${name}" was revoked.`,
  created: (name: string) => `"${name}" was created.`,
  // Field errors.
  badName: `Enter a name of 1 to ${CREDENTIAL_NAME_MAX} characters`,
  badKind: 'Choose API key or SCIM token',
  badScopes: 'Choose at least one of the listed scopes',
  notFound: 'No such key for this client',
  // The public API's errors.
  unauthorized: 'Send a valid, unrevoked API key: Authorization: Bearer <key id>.<secret>, or Basic with the key id and secret',
  missingScope: (scope: string) => `This API key does not have the scope ${scope}`,
  rowsRefused: 'Some rows were refused: nothing was changed. See errors, by row and column',
  badRows: 'Send 1 or more rows',
  badCell: `A value is text of at most ${dataLoadLimits.cellLength} characters on one line`,
  badApply: 'apply is true or false',
  badPerPage: 'Must be a whole number from 1 to 500',
  badDate: 'Enter a real date, e.g. 2026-06-01',
} as const;

const t = apiAccessTexts;

// --- Managing credentials (the admin console's "API access" tab, and HR administrators for their own client). ---

export const apiCredentialClientParams = z.object({ id: idParam() });
export const apiCredentialParams = z.object({ id: idParam(), credentialId: idParam() });
export const apiCredentialListQuery = z.object({ kind: z.enum(apiCredentialKinds, { error: t.badKind }).optional() });

const credentialName = textField({ error: t.badName }).trim().min(1, { error: t.badName }).max(CREDENTIAL_NAME_MAX, { error: t.badName });
export const createApiCredentialBody = z.discriminatedUnion(
  'kind',
  [
    z.object({
      kind: z.literal('api-key', { error: t.badKind }),
      name: credentialName,
      scopes: z
        .array(z.enum(apiKeyScopes, { error: t.badScopes }), { error: t.badScopes })
        .min(1, { error: t.badScopes })
        .max(apiKeyScopes.length, { error: t.badScopes })
        .refine((scopes) => new Set(scopes).size === scopes.length, { error: t.badScopes }),
    }),
    // A SCIM token has one scope, `scim`, given by the server.
    z.object({ kind: z.literal('scim', { error: t.badKind }), name: credentialName }),
  ],
  { error: t.badKind },
);
export type CreateApiCredential = z.infer<typeof createApiCredentialBody>;

export const apiCredentialSchema = z.object({
  id: z.number().int(),
  kind: z.enum(apiCredentialKinds),
  name: z.string(),
  keyId: z.string(),
  scopes: z.array(z.string()),
  createdAt: z.string(),
  /** Who created it; null for one made by the command line or by someone since removed. */
  createdBy: z.string().nullable(),
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
});
export type ApiCredentialView = z.infer<typeof apiCredentialSchema>;
export const apiCredentialListResponse = z.object({ data: z.array(apiCredentialSchema) });
/** The create answer: the only time the secret is sent. */
export const createdApiCredentialResponse = z.object({ credential: apiCredentialSchema, secret: z.string(), token: z.string() });
export type CreatedApiCredential = z.infer<typeof createdApiCredentialResponse>;
export const revokedApiCredentialResponse = z.object({ credential: apiCredentialSchema });

/** The platform administrators' calls (the console); each has its HR administrators' twin below. */
const adminApiCredentialRoutes = {
  apiCredentials: defineRoute({
    method: 'GET',
    path: '/admin/clients/:id/api-credentials',
    base: 'main',
    summary: "A client's API keys and SCIM tokens (never their secrets), newest first; for its HR administrators and platform administrators",
    params: apiCredentialClientParams,
    query: apiCredentialListQuery,
    response: apiCredentialListResponse,
  }),
  createApiCredential: defineRoute({
    method: 'POST',
    path: '/admin/clients/:id/api-credentials',
    base: 'main',
    summary: 'Create an API key (with its scopes) or a SCIM token; the answer carries the secret, shown this once and never again',
    params: apiCredentialClientParams,
    body: createApiCredentialBody,
    response: createdApiCredentialResponse,
  }),
  revokeApiCredential: defineRoute({
    method: 'DELETE',
    path: '/admin/clients/:id/api-credentials/:credentialId',
    base: 'main',
    summary: 'Revoke an API key or SCIM token of the client: refused from then on, kept for the audit trail',
    params: apiCredentialParams,
    response: revokedApiCredentialResponse,
  }),
} as const;

export const apiCredentialRoutes = {
  ...adminApiCredentialRoutes,
  employerApiCredentials: employerTwin(adminApiCredentialRoutes.apiCredentials),
  employerCreateApiCredential: employerTwin(adminApiCredentialRoutes.createApiCredential),
  employerRevokeApiCredential: employerTwin(adminApiCredentialRoutes.revokeApiCredential),
} as const;

// --- The public API: an HR system's calls, authenticated by an API key (the key decides the client). ---

/** Where the public API lives under the main API base. */
export const PUBLIC_API_PREFIX = '/public/v1';
/** Rows one push may carry (a bigger change is several pushes, or a file in the upload screen). */
export const PUBLIC_API_MAX_ROWS = 10_000;
export const PUBLIC_API_PAGE_MAX = 500;
/** Calls one key may make a minute, on every instance together. */
export const PUBLIC_API_RATE_PER_MINUTE = 120;

/** A cell as the template holds it: text on one line, no control characters. */
const cell = textField({ error: t.badCell })
  .max(dataLoadLimits.cellLength, { error: t.badCell })
  .refine((value) => !/[\r\n]/.test(value), { error: t.badCell });
/** One row: the upload template's columns (and the optional pay columns) by name; a column left out changes nothing. */
export const publicEmployeeRow = z.strictObject(
  Object.fromEntries(allDataLoadColumns.map((column) => [column, cell.optional()])) as Record<(typeof allDataLoadColumns)[number], z.ZodOptional<typeof cell>>,
);
export type PublicEmployeeRow = z.infer<typeof publicEmployeeRow>;
export const publicEmployeeChangesBody = z.object({
  rows: z.array(publicEmployeeRow, { error: t.badRows }).min(1, { error: t.badRows }).max(PUBLIC_API_MAX_ROWS, { error: t.badRows }),
  /** true: applied at once when every row passes; false (the default): left as a preview for HR to confirm in the upload screen. */
  apply: z.boolean({ error: t.badApply }).default(false),
});
export const publicEmployeeChangesResponse = z.object({ dataLoad: dataLoadSchema });

const perPage = wholeNumberParam(t.badPerPage, 1, PUBLIC_API_PAGE_MAX).default(100);
export const publicPageQuery = z.object({ page: pageQuery, perPage });
export const publicSelectionsQuery = z.object({ on: realIsoDate(t.badDate), page: pageQuery, perPage });

export const publicEmployeeSchema = z.object({
  id: z.number().int(),
  employeeNumber: z.string().nullable(),
  firstName: z.string(),
  surname: z.string(),
  email: z.string(),
  employmentStatus: z.string(),
  startDate: z.string().nullable(),
  leavingDate: z.string().nullable(),
  location: z.string().nullable(),
  grade: z.string().nullable(),
});
export const publicEmployeesResponse = pageOf(publicEmployeeSchema);

export const publicSelectionSchema = z.object({
  selectionId: z.number().int(),
  employee: z.object({ id: z.number().int(), employeeNumber: z.string().nullable(), firstName: z.string(), surname: z.string() }),
  benefit: z.object({ id: z.number().int(), name: z.string(), provider: z.string().nullable() }),
  status: z.string(),
  /** What was chosen (the option, amount, people covered), as stored. */
  values: z.record(z.string(), z.unknown()),
  startsOn: z.string(),
  endsOn: z.string().nullable(),
  /** A month's cost of this version, in pounds: what the payroll report's lines are worked out from. */
  employeeMonthly: z.string(),
  employerMonthly: z.string(),
});
export const publicSelectionsResponse = pageOf(publicSelectionSchema).extend({ on: z.string() });

export const publicReportParams = z.object({ reportId: idParam() });
export const publicDataLoadParams = z.object({ id: idParam() });

export const publicApiRoutes = {
  publicEmployeeChanges: defineRoute({
    method: 'POST',
    path: `${PUBLIC_API_PREFIX}/employees/changes`,
    base: 'main',
    summary:
      'API key, scope employees:write. Employee changes as rows of the upload template (JSON), checked and previewed exactly as an uploaded file; ' +
      "in the upload history as made by the key. apply: true applies them at once, else HR confirms them. 400 with each refused row's errors",
    body: publicEmployeeChangesBody,
    response: publicEmployeeChangesResponse,
  }),
  publicEmployeeChange: defineRoute({
    method: 'GET',
    path: `${PUBLIC_API_PREFIX}/employees/changes/:id`,
    base: 'main',
    summary: 'API key, scope employees:write. One push of this client: whether it waits for HR (preview), was applied, or refused',
    params: publicDataLoadParams,
    response: publicEmployeeChangesResponse,
  }),
  publicEmployees: defineRoute({
    method: 'GET',
    path: `${PUBLIC_API_PREFIX}/employees`,
    base: 'main',
    summary: "API key, scope employees:read. The client's employees, a page at a time (by id)",
    query: publicPageQuery,
    response: publicEmployeesResponse,
  }),
  publicSelections: defineRoute({
    method: 'GET',
    path: `${PUBLIC_API_PREFIX}/selections`,
    base: 'main',
    summary: 'API key, scope selections:read. The decided selections in force on a day (?on=YYYY-MM-DD), a page at a time, with their monthly costs',
    query: publicSelectionsQuery,
    response: publicSelectionsResponse,
  }),
  publicReports: defineRoute({
    method: 'GET',
    path: `${PUBLIC_API_PREFIX}/reports`,
    base: 'main',
    summary: "API key, scope reports:read. The client's reports, newest first, with their status (as the reports page lists them)",
    query: reportListQuery,
    response: reportListResponse,
  }),
  publicReportDownload: defineRoute({
    method: 'GET',
    path: `${PUBLIC_API_PREFIX}/reports/:reportId/download`,
    base: 'main',
    summary: 'API key, scope reports:read. One ready report of the client as CSV or XLSX, streamed',
    params: publicReportParams,
    query: reportDownloadQuery,
    response: reportFileSchema,
  }),
} as const;
