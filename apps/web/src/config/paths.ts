/** Every route path of the web app; nothing else types a path as a string. */
export const paths = {
  login: '/',
  forgottenPassword: '/forgotten-password/',
  resetPassword: '/reset-password',
  activation: '/activation/:id',
  logout: '/logout',
  logoutSuccess: '/logout-success',
  twoFactor: '/two-fa',
  twoFactorCodeSetup: '/two-fa-code-setup',
  twoFactorQrSetup: '/two-fa-qr-setup',
  contactUs: '/contact-us/',
  cookiePolicy: '/cookie-policy/',
  privacyStatement: '/privacy-statement',
  termsAndConditions: '/terms-and-conditions',
  devMailbox: '/dev/mailbox',
  ssoLogin: '/sso-login/:prefix/:token/:masqueradeSchemeYear',
  ssoError: '/sso-error',
  notOpenYet: '/not-open-yet',
  partnerLogin: '/partner-login/:partner',
  app: {
    root: '/app',
    home: '/app/home/',
    myProfile: '/app/home/my-profile/',
    myBenefits: '/app/my-benefits/',
    faqs: '/app/faqs/',
    dashboard: '/app/dashboard/',
    employeeData: '/app/employee-data/',
    reporting: '/app/reporting',
    platformSettings: '/app/dashboard/platform-settings/',
    employeeInsights: '/app/dashboard/employee-insights/',
    employeeEngagement: '/app/dashboard/employee-engagement/',
    benefitTakeUp: '/app/dashboard/benefit-takeup',
    benefitTakeUpDetail: '/app/dashboard/benefit-takeup/:benefitId',
    approveSelections: '/app/dashboard/approve-selections',
    approveSelectionsDetail: '/app/dashboard/approve-selections/:benefitId',
    auditLog: '/app/dashboard/audit-log',
    administrators: '/app/dashboard/administrators',
    minimumWage: '/app/dashboard/minimum-wage',
    benefit: '/app/my-benefits/:id',
    benefitSetup: '/app/my-benefits/:id/setup',
    benefitManage: '/app/my-benefits/:id/manage',
    benefitNominations: '/app/my-benefits/:id/beneficiaries',
    myTotalBenefits: '/app/my-total-benefits/',
    myTotalBenefitsEnhanced: '/app/my-total-benefits-enhanced/',
    ccvManage: '/app/ccv/manage',
    admin: '/app/admin/',
    adminClients: '/app/admin/clients',
    adminClientNew: '/app/admin/clients/new',
    adminClient: '/app/admin/clients/:clientId',
    /** Under a client's page (its `/*` route): one benefit's editor, and the rollover preview into a scheme year. */
    adminClientBenefit: '/app/admin/clients/:clientId/benefits/:benefitId',
    adminClientRollover: '/app/admin/clients/:clientId/benefits/rollover/:yearId',
    /** E-mails the portal could not deliver, with Retry (issue 29 §3); not under /app/admin/, so the header's Admin and E-mail links are never both current. */
    adminOutbox: '/app/outbox',
  },
} as const;

/** `?message=` value the reset wizard sends to the forgotten-password page when its link ran out. */
export const TOKEN_EXPIRED_MESSAGE = 'token-expired';

export const forgottenPasswordPath = (message?: typeof TOKEN_EXPIRED_MESSAGE) =>
  message ? `${paths.forgottenPassword}?message=${message}` : paths.forgottenPassword;

const withId = (path: string, id: number | string) => path.replace(':id', encodeURIComponent(String(id)));
export const benefitPath = (id: number | string) => withId(paths.app.benefit, id);
export const benefitManagePath = (id: number | string) => withId(paths.app.benefitManage, id);
export const benefitNominationsPath = (id: number | string) => withId(paths.app.benefitNominations, id);
export const takeUpPath = (benefitId: number) => paths.app.benefitTakeUpDetail.replace(':benefitId', String(benefitId));
/** A step of the benefit setup wizard (`/app/my-benefits/{id}/setup/{step}`), or its start. */
export const benefitSetupPath = (id: number | string, step?: string) => `${withId(paths.app.benefitSetup, id)}${step ? `/${step}` : ''}`;

/** A client's page in the admin console, or one of its tabs (`/app/admin/clients/{id}/{tab}`). */
export const adminClientPath = (clientId: number, tab?: string) => `${paths.app.adminClient.replace(':clientId', String(clientId))}${tab ? `/${tab}` : ''}`;

/** The Benefits tab of a client's page, on a scheme year when given (`?year={id}`). */
export const adminBenefitsPath = (clientId: number, yearId?: number | null) => `${adminClientPath(clientId, 'benefits')}${yearId ? `?year=${yearId}` : ''}`;

/** One benefit's editor in the admin console. */
export const adminBenefitPath = (clientId: number, benefitId: number) =>
  paths.app.adminClientBenefit.replace(':clientId', String(clientId)).replace(':benefitId', String(benefitId));

/** The rollover preview into a scheme year not begun yet. */
export const adminRolloverPath = (clientId: number, yearId: number) =>
  paths.app.adminClientRollover.replace(':clientId', String(clientId)).replace(':yearId', String(yearId));

/** Compares two paths ignoring a trailing slash, as the router does. */
export function samePath(a: string, b: string): boolean {
  const trim = (p: string) => (p.length > 1 ? p.replace(/\/+$/, '') : p);
  return trim(a) === trim(b);
}
