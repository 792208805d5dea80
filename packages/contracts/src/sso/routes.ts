import { defineRoute } from '../shared/http.ts';
import * as s from './schemas.ts';

/**
 * Single sign-on, masquerade, magic link, welcome e-mail, admin console and third-party calls (the audit log's are in audit/).
 * The browser navigations of the OIDC flow (`GET /sso/:client/start` and `/callback`, which redirect)
 * are not JSON calls and are not listed here.
 */
export const ssoRoutes = {
  loginSso: defineRoute({
    method: 'POST',
    path: '/login/sso',
    base: 'main',
    summary: 'Log in with a one-time link token (sso_, msq_ or mgc_); a msq_ token starts a masquerade',
    body: s.ssoLoginRequest,
    response: s.ssoLoginResponse,
  }),
  masqueradeLink: defineRoute({
    method: 'POST',
    path: '/masquerade/employer/:clientId/:userId',
    base: 'main',
    summary: "A one-time masquerade link (60 s) on the user's client host; platform administrators only",
    params: s.masqueradeParams,
    response: s.linkResponse,
  }),
  magicLink: defineRoute({
    method: 'POST',
    path: '/v2/scheme/:schemeId/employees/:employeeId/magic-link',
    base: 'main',
    employer: { clientParam: 'schemeId' },
    summary: "A one-time login link (10 min) for an employee of the employer's own client (schemeId); needs the employer's password",
    params: s.magicLinkParams,
    body: s.magicLinkRequest,
    response: s.linkResponse,
  }),
  welcomeResendCompany: defineRoute({
    method: 'POST',
    path: '/companies/:id/welcome-email-resends',
    base: 'main',
    employer: { clientParam: 'id' },
    summary: "A fresh welcome e-mail to every employee of the employer's client who has not activated",
    params: s.idParams,
    response: s.welcomeResendResponse,
  }),
  welcomeResendEmployee: defineRoute({
    method: 'POST',
    path: '/employees/:id/welcome-email-resends',
    base: 'main',
    employer: { clientParam: null },
    summary: 'A fresh welcome e-mail to one employee who has not activated',
    params: s.idParams,
    response: s.welcomeResendResponse,
  }),
  adminClients: defineRoute({ method: 'GET', path: '/admin/clients', base: 'main', summary: 'Every client (admin console)', response: s.adminClientsResponse }),
  adminClientUsers: defineRoute({
    method: 'GET',
    path: '/admin/clients/:id/users',
    base: 'main',
    summary: "A client's people, searched by name or e-mail, 10 a page (admin console)",
    params: s.idParams,
    query: s.adminUsersQuery,
    response: s.adminUsersResponse,
  }),
  thirdPartyRedirect: defineRoute({
    method: 'GET',
    path: '/third-party/:partner/redirect',
    base: 'main',
    summary: "The partner's address with a signed 60-second assertion of who the user is",
    params: s.partnerParams,
    response: s.thirdPartyRedirectResponse,
  }),
} as const;

export type SsoRoutes = typeof ssoRoutes;
