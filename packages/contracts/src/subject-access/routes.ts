import { z } from 'zod';
import { clientEmployeeParams } from '../employer/schemas.ts';
import { clientPersonParams } from '../client-admin/schemas.ts';
import { defineRoute } from '../shared/http.ts';

/** A zip answer is a stream of bytes (never serialised as JSON); its schema only documents it. */
const personalDataZip = z.unknown().describe('A zip holding my-data.json and my-data.pdf');

/**
 * Subject access (issue 39, UK GDPR article 15): everything the portal holds about one person, as one zip. The person
 * themself (never in a masquerade or magic-link session), their HR administrator, or a platform administrator; the two
 * administrators' copies are audited as `personal-data.exported` and leave out health answers.
 */
export const subjectAccessRoutes = {
  myPersonalData: defineRoute({
    method: 'GET',
    path: '/user/personal-data',
    base: 'main',
    summary:
      'A copy of everything the portal holds about the signed-in person (my-data.json and a readable my-data.pdf in a zip); ' +
      '403 while someone views the portal as them',
    response: personalDataZip,
  }),
  employerPersonalData: defineRoute({
    method: 'GET',
    path: '/v2/client/:clientId/employees/:employeeId/personal-data',
    base: 'main',
    employer: { clientParam: 'clientId' },
    summary:
      "HR's copy of one employee's personal data for a subject access request (the same zip, without health answers); " +
      'audited; 404 for anyone not of the client',
    params: clientEmployeeParams,
    response: personalDataZip,
  }),
  adminPersonalData: defineRoute({
    method: 'GET',
    path: '/admin/clients/:id/employees/:userId/personal-data',
    base: 'main',
    summary: "A platform administrator's copy of one person's personal data (the same zip, without health answers); audited; 404 for anyone not of the client",
    params: clientPersonParams,
    response: personalDataZip,
  }),
} as const;
