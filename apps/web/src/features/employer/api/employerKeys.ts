import type { DataLoadEntryKind, EmployeeListQuery, InsightsQuery } from '@portal/contracts';

/** Query keys of the employer screens; everything under 'employer' changes when an employer acts. */
export const employerKeys = {
  all: ['employer'] as const,
  employees: (clientId: number, query: EmployeeListQuery) => ['employer', 'employees', clientId, query] as const,
  employee: (clientId: number, employeeId: number) => ['employer', 'employee', clientId, employeeId] as const,
  twoFactor: (clientId: number, query: EmployeeListQuery) => ['employer', 'two-factor', clientId, query] as const,
  enforcement: (clientId: number) => ['employer', 'enforcement', clientId] as const,
  insights: (clientId: number, query: InsightsQuery) => ['employer', 'insights', clientId, query] as const,
  logins: (clientId: number, query: InsightsQuery) => ['employer', 'logins', clientId, query] as const,
  takeUp: (clientId: number) => ['employer', 'take-up', clientId] as const,
  pendingApprovals: () => ['employer', 'approvals'] as const,
  benefitApprovals: (benefitId: number) => ['employer', 'approvals', benefitId] as const,
  lastUpload: (clientId: number) => ['employer', 'last-upload', clientId] as const,
  uploadProgress: (clientId: number, uploadKey: string) => ['employer', 'upload-progress', clientId, uploadKey] as const,
  dataLoadEntries: (dataLoadId: number, kind: DataLoadEntryKind | null, page: number) => ['employer', 'data-load', dataLoadId, 'entries', kind, page] as const,
  eligibility: (dataLoadId: number, page: number) => ['employer', 'data-load', dataLoadId, 'eligibility', page] as const,
  takeUpDetail: (clientId: number, benefitId: number, search: string, page: number) => ['employer', 'take-up', clientId, benefitId, search, page] as const,
};
