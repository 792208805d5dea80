import { defineRoute } from '../shared/http.ts';
import { clientParams } from '../employer/schemas.ts';
import * as s from './schemas.ts';

/** Employee insights and engagement (spec §7 `v2/client/{id}/employee-insights` and `/logins`); employers of the client only. */
export const insightsRoutes = {
  employeeInsights: defineRoute({
    method: 'GET',
    path: '/v2/client/:id/employee-insights',
    base: 'main',
    employer: { clientParam: 'id' },
    summary: 'Registrations per month over the last 12 months, the registered share, and the same by location and by grade',
    params: clientParams,
    query: s.insightsQuery,
    response: s.employeeInsightsResponse,
  }),
  employeeLogins: defineRoute({
    method: 'GET',
    path: '/v2/client/:id/employee-insights/logins',
    base: 'main',
    employer: { clientParam: 'id' },
    summary: 'Logins per week over the last 12 weeks, people active in the last 30 days, and the same by location and by grade',
    params: clientParams,
    query: s.insightsQuery,
    response: s.employeeLoginsResponse,
  }),
} as const;
