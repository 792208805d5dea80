import { defineRoute } from '../shared/http.ts';
import * as s from './schemas.ts';

/** The employer's calls (spec §7 "Client"); every one is refused to employees and for another client's id. */
export const employerRoutes = {
  employerEmployees: defineRoute({
    method: 'GET',
    path: '/v2/client/:id/employees',
    base: 'main',
    summary: "The employer's people, 10 a page: search (name, e-mail, employee number), filter by registration, sort",
    params: s.clientParams,
    query: s.employeeListQuery,
    response: s.employeeListResponse,
  }),
  employerEmployeesReport: defineRoute({
    method: 'GET',
    path: '/v2/client/:id/employees/download-report',
    base: 'main',
    summary: 'The same search and filter as a CSV or XLSX file, streamed',
    params: s.clientParams,
    query: s.employeeReportQuery,
    response: s.reportFileResponse,
  }),
  employerEmployee: defineRoute({
    method: 'GET',
    path: '/client/:clientId/employees/:employeeId',
    base: 'main',
    summary: 'One employee of the employer: personal and employment details, registration, live selections with costs, family, life events',
    params: s.clientEmployeeParams,
    response: s.employeeDetailResponse,
  }),
  employerTwoFactor: defineRoute({
    method: 'GET',
    path: '/v2/client/:id/employees/two-factor-authentication',
    base: 'main',
    summary: "Who has two-factor authentication on, 10 a page: search, filter[person_mfa_secret]; download with type employeeTwoFA",
    params: s.clientParams,
    query: s.employeeListQuery,
    response: s.twoFactorListResponse,
  }),
  enforcementSetting: defineRoute({
    method: 'GET',
    path: '/v2/client/:id/employees/two-factor-authentication/enforcement-setting',
    base: 'main',
    summary: 'Whether employees and employers must use two-factor authentication',
    params: s.clientParams,
    response: s.enforcementSettingSchema,
  }),
  updateEnforcementSetting: defineRoute({
    method: 'PATCH',
    path: '/v2/client/:id/employees/two-factor-authentication/enforcement-setting',
    base: 'main',
    summary: 'Require (or stop requiring) two-factor authentication of employees or employers; audited',
    params: s.clientParams,
    body: s.enforcementSettingUpdate,
    response: s.enforcementSettingSchema,
  }),
} as const;
