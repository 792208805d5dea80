// Generated from routes.ts by `npm run generate -w @portal/contracts`; do not edit.
// The web calls routes through these: method and path without the schemas, so no validation code ships with a page that
// does not validate anything itself (the server validates every body it takes and every answer it gives).
import type { Endpoint } from './shared/http.ts';
import type { Routes } from './routes.ts';

type R = Routes;

export const endpoints = {
  loginLookup: { method: 'POST', path: '/login/url', base: 'main' } as Endpoint<R['loginLookup']>,
  login: { method: 'POST', path: '/login', base: 'main' } as Endpoint<R['login']>,
  loginMfa: { method: 'POST', path: '/login/mfa', base: 'main' } as Endpoint<R['loginMfa']>,
  loginMfaSetup: { method: 'POST', path: '/employee/mfa/validate/enforced', base: 'main' } as Endpoint<R['loginMfaSetup']>,
  refresh: { method: 'POST', path: '/login/refresh', base: 'main' } as Endpoint<R['refresh']>,
  captcha: { method: 'GET', path: '/captcha', base: 'main' } as Endpoint<R['captcha']>,
  loginSetup: { method: 'GET', path: '/login/setup', base: 'main' } as Endpoint<R['loginSetup']>,
  user: { method: 'GET', path: '/user', base: 'main' } as Endpoint<R['user']>,
  acceptTerms: { method: 'PATCH', path: '/user', base: 'main' } as Endpoint<R['acceptTerms']>,
  logout: { method: 'DELETE', path: '/logout', base: 'main' } as Endpoint<R['logout']>,
  forgottenPassword: { method: 'POST', path: '/forgotten-password', base: 'main' } as Endpoint<R['forgottenPassword']>,
  validateResetToken: { method: 'POST', path: '/password-reset/:token', base: 'main' } as Endpoint<R['validateResetToken']>,
  verifyResetDob: { method: 'POST', path: '/password-reset/dob', base: 'main' } as Endpoint<R['verifyResetDob']>,
  resetPassword: { method: 'POST', path: '/password-reset', base: 'main' } as Endpoint<R['resetPassword']>,
  passwordCheck: { method: 'POST', path: '/password-reset/check', base: 'main' } as Endpoint<R['passwordCheck']>,
  changePassword: { method: 'PATCH', path: '/password', base: 'main' } as Endpoint<R['changePassword']>,
  activationCheck: { method: 'POST', path: '/activation/:id', base: 'main' } as Endpoint<R['activationCheck']>,
  activationDob: { method: 'POST', path: '/activation/dob', base: 'main' } as Endpoint<R['activationDob']>,
  activationMfaSecret: { method: 'POST', path: '/activation/:id/mfa', base: 'main' } as Endpoint<R['activationMfaSecret']>,
  activate: { method: 'PATCH', path: '/user/activate', base: 'main' } as Endpoint<R['activate']>,
  mfaQr: { method: 'POST', path: '/v2/user/:id/mfa', base: 'main' } as Endpoint<R['mfaQr']>,
  mfaEnable: { method: 'POST', path: '/v2/user/:id/mfa/validate', base: 'main' } as Endpoint<R['mfaEnable']>,
  mfaDisable: { method: 'DELETE', path: '/v2/user/:id/mfa', base: 'main' } as Endpoint<R['mfaDisable']>,
  trustedDevices: { method: 'GET', path: '/user/trusted-devices', base: 'main' } as Endpoint<R['trustedDevices']>,
  forgetTrustedDevice: { method: 'DELETE', path: '/user/trusted-devices/:id', base: 'main' } as Endpoint<R['forgetTrustedDevice']>,
  familyList: { method: 'GET', path: '/user/family', base: 'main' } as Endpoint<R['familyList']>,
  familyAdd: { method: 'POST', path: '/user/:id/family-members', base: 'main' } as Endpoint<R['familyAdd']>,
  familyEdit: { method: 'PATCH', path: '/user/family-members/:id', base: 'main' } as Endpoint<R['familyEdit']>,
  familyRemove: { method: 'DELETE', path: '/user/family-members/:id', base: 'main' } as Endpoint<R['familyRemove']>,
  profile: { method: 'GET', path: '/user/profile', base: 'main' } as Endpoint<R['profile']>,
  updateProfile: { method: 'PATCH', path: '/user/profile', base: 'main' } as Endpoint<R['updateProfile']>,
  lifeEventTypes: { method: 'GET', path: '/client/life-events/available', base: 'main' } as Endpoint<R['lifeEventTypes']>,
  lifeEvents: { method: 'GET', path: '/client/life-events', base: 'main' } as Endpoint<R['lifeEvents']>,
  addLifeEvent: { method: 'POST', path: '/client/life-events', base: 'main' } as Endpoint<R['addLifeEvent']>,
  policies: { method: 'GET', path: '/user/policies', base: 'main' } as Endpoint<R['policies']>,
  policyDownload: { method: 'GET', path: '/user/policies/:id/download', base: 'main' } as Endpoint<R['policyDownload']>,
  eligibleBenefits: { method: 'GET', path: '/benefits/user/eligible', base: 'main' } as Endpoint<R['eligibleBenefits']>,
  benefitFilters: { method: 'GET', path: '/benefits/filters', base: 'main' } as Endpoint<R['benefitFilters']>,
  myNextYear: { method: 'GET', path: '/benefits/user/next-year', base: 'main' } as Endpoint<R['myNextYear']>,
  benefit: { method: 'GET', path: '/benefit/:id', base: 'main' } as Endpoint<R['benefit']>,
  benefitRelatedFaqs: { method: 'GET', path: '/benefit/:id/related_FAQ', base: 'main' } as Endpoint<R['benefitRelatedFaqs']>,
  benefitRelatedBenefits: { method: 'GET', path: '/benefit/:id/related_benefits', base: 'main' } as Endpoint<R['benefitRelatedBenefits']>,
  benefitSelection: { method: 'GET', path: '/benefit/:id/selection', base: 'main' } as Endpoint<R['benefitSelection']>,
  benefitWithSelection: { method: 'GET', path: '/benefit/:id/with-selection', base: 'main' } as Endpoint<R['benefitWithSelection']>,
  benefitOptionsCompared: { method: 'GET', path: '/benefit/:id/options-compared', base: 'main' } as Endpoint<R['benefitOptionsCompared']>,
  createSelection: { method: 'POST', path: '/benefit/:id/selection', base: 'main' } as Endpoint<R['createSelection']>,
  updateSelection: { method: 'PATCH', path: '/selection/:id', base: 'main' } as Endpoint<R['updateSelection']>,
  selectionCosts: { method: 'POST', path: '/selections/costs', base: 'main' } as Endpoint<R['selectionCosts']>,
  beamCosts: { method: 'POST', path: '/selections/beam-costs', base: 'main' } as Endpoint<R['beamCosts']>,
  groupContributions: { method: 'GET', path: '/benefit-group/:id/contributions', base: 'main' } as Endpoint<R['groupContributions']>,
  groupStatementPdf: { method: 'GET', path: '/benefit-group/:id/statement.pdf', base: 'main' } as Endpoint<R['groupStatementPdf']>,
  ccvBalance: { method: 'GET', path: '/ccv/balance', base: 'main' } as Endpoint<R['ccvBalance']>,
  ccvManage: { method: 'GET', path: '/ccv/manage', base: 'main' } as Endpoint<R['ccvManage']>,
  totalBenefitsCard: { method: 'GET', path: '/user/selections/mtb/card', base: 'main' } as Endpoint<R['totalBenefitsCard']>,
  totalBenefitsPage: { method: 'GET', path: '/user/selections/mtb/page', base: 'main' } as Endpoint<R['totalBenefitsPage']>,
  homeCards: { method: 'GET', path: '/user/home-page-cards', base: 'main' } as Endpoint<R['homeCards']>,
  homeBanners: { method: 'GET', path: '/user/home-page-banner', base: 'main' } as Endpoint<R['homeBanners']>,
  nominations: { method: 'GET', path: '/benefit/:id/nominations', base: 'main' } as Endpoint<R['nominations']>,
  saveNominations: { method: 'PUT', path: '/benefit/:id/nominations', base: 'main' } as Endpoint<R['saveNominations']>,
  nominationConfirmation: { method: 'GET', path: '/benefit/:id/nominations/confirmation', base: 'main' } as Endpoint<R['nominationConfirmation']>,
  loginSso: { method: 'POST', path: '/login/sso', base: 'main' } as Endpoint<R['loginSso']>,
  masqueradeLink: { method: 'POST', path: '/masquerade/employer/:clientId/:userId', base: 'main' } as Endpoint<R['masqueradeLink']>,
  magicLink: { method: 'POST', path: '/v2/scheme/:schemeId/employees/:employeeId/magic-link', base: 'main' } as Endpoint<R['magicLink']>,
  welcomeResendCompany: { method: 'POST', path: '/companies/:id/welcome-email-resends', base: 'main' } as Endpoint<R['welcomeResendCompany']>,
  welcomeResendEmployee: { method: 'POST', path: '/employees/:id/welcome-email-resends', base: 'main' } as Endpoint<R['welcomeResendEmployee']>,
  adminClients: { method: 'GET', path: '/admin/clients', base: 'main' } as Endpoint<R['adminClients']>,
  adminClientUsers: { method: 'GET', path: '/admin/clients/:id/users', base: 'main' } as Endpoint<R['adminClientUsers']>,
  thirdPartyRedirect: { method: 'GET', path: '/third-party/:partner/redirect', base: 'main' } as Endpoint<R['thirdPartyRedirect']>,
  ping: { method: 'GET', path: '/ping', base: 'main' } as Endpoint<R['ping']>,
  themeByDomain: { method: 'GET', path: '/theme/:domain', base: 'main' } as Endpoint<R['themeByDomain']>,
  termsContent: { method: 'GET', path: '/policies/terms-conditions', base: 'main' } as Endpoint<R['termsContent']>,
  privacyContent: { method: 'GET', path: '/policies/privacy-policy', base: 'main' } as Endpoint<R['privacyContent']>,
  cookieContent: { method: 'GET', path: '/policies/our-cookie-policy', base: 'main' } as Endpoint<R['cookieContent']>,
  faqs: { method: 'GET', path: '/cms-content/faqs', base: 'main' } as Endpoint<R['faqs']>,
  contactPage: { method: 'GET', path: '/cms-content/contact', base: 'main' } as Endpoint<R['contactPage']>,
  sendEnquiry: { method: 'POST', path: '/contact', base: 'main' } as Endpoint<R['sendEnquiry']>,
  devMailbox: { method: 'GET', path: '/dev/mailbox', base: 'main' } as Endpoint<R['devMailbox']>,
  employerEmployees: { method: 'GET', path: '/v2/client/:id/employees', base: 'main' } as Endpoint<R['employerEmployees']>,
  employerEmployeesReport: { method: 'GET', path: '/v2/client/:id/employees/download-report', base: 'main' } as Endpoint<R['employerEmployeesReport']>,
  employerEmployee: { method: 'GET', path: '/client/:clientId/employees/:employeeId', base: 'main' } as Endpoint<R['employerEmployee']>,
  employerTwoFactor: { method: 'GET', path: '/v2/client/:id/employees/two-factor-authentication', base: 'main' } as Endpoint<R['employerTwoFactor']>,
  enforcementSetting: { method: 'GET', path: '/v2/client/:id/employees/two-factor-authentication/enforcement-setting', base: 'main' } as Endpoint<
    R['enforcementSetting']
  >,
  updateEnforcementSetting: { method: 'PATCH', path: '/v2/client/:id/employees/two-factor-authentication/enforcement-setting', base: 'main' } as Endpoint<
    R['updateEnforcementSetting']
  >,
  resetEmployeeTwoFactor: { method: 'POST', path: '/v2/client/:clientId/employees/:employeeId/two-factor-authentication/reset', base: 'main' } as Endpoint<
    R['resetEmployeeTwoFactor']
  >,
  pauseAgreement: { method: 'POST', path: '/v2/client/:clientId/employees/:employeeId/agreements/:selectionId/pauses', base: 'main' } as Endpoint<
    R['pauseAgreement']
  >,
  benefitTakeUp: { method: 'GET', path: '/client/:id/benefit-takeup', base: 'main' } as Endpoint<R['benefitTakeUp']>,
  benefitTakeUpDetail: { method: 'GET', path: '/client/:clientId/benefit-takeup/:benefitId', base: 'main' } as Endpoint<R['benefitTakeUpDetail']>,
  benefitInsights: { method: 'GET', path: '/v2/client/:id/benefit-insights', base: 'main' } as Endpoint<R['benefitInsights']>,
  benefitInsightsDetail: { method: 'GET', path: '/v2/client/:clientId/benefit-insights/:benefitId', base: 'main' } as Endpoint<R['benefitInsightsDetail']>,
  employerNiSaving: { method: 'GET', path: '/client/:id/employer-ni-saving', base: 'main' } as Endpoint<R['employerNiSaving']>,
  employerNiSavingDownload: { method: 'GET', path: '/client/:id/employer-ni-saving/download', base: 'main' } as Endpoint<R['employerNiSavingDownload']>,
  minimumWageCheck: { method: 'GET', path: '/v2/client/:id/minimum-wage', base: 'main' } as Endpoint<R['minimumWageCheck']>,
  employeeInsights: { method: 'GET', path: '/v2/client/:id/employee-insights', base: 'main' } as Endpoint<R['employeeInsights']>,
  employeeLogins: { method: 'GET', path: '/v2/client/:id/employee-insights/logins', base: 'main' } as Endpoint<R['employeeLogins']>,
  pendingApprovals: { method: 'GET', path: '/v2/scheme/selections/pending', base: 'main' } as Endpoint<R['pendingApprovals']>,
  benefitApprovals: { method: 'GET', path: '/v2/scheme/selections/:benefitId/pending', base: 'main' } as Endpoint<R['benefitApprovals']>,
  pendingRequests: { method: 'GET', path: '/v2/scheme/selections/pending/requests', base: 'main' } as Endpoint<R['pendingRequests']>,
  approveSelections: { method: 'PATCH', path: '/v2/scheme/selections/status', base: 'main' } as Endpoint<R['approveSelections']>,
  underwritingCases: { method: 'GET', path: '/v2/scheme/underwriting', base: 'main' } as Endpoint<R['underwritingCases']>,
  decideUnderwriting: { method: 'PATCH', path: '/v2/scheme/underwriting/:selectionId', base: 'main' } as Endpoint<R['decideUnderwriting']>,
  reportList: { method: 'GET', path: '/client/:id/reports', base: 'main' } as Endpoint<R['reportList']>,
  requestReport: { method: 'POST', path: '/client/:id/reports', base: 'main' } as Endpoint<R['requestReport']>,
  generateReportAgain: { method: 'POST', path: '/client/:id/reports/:reportId/versions', base: 'main' } as Endpoint<R['generateReportAgain']>,
  requestProviderReports: { method: 'POST', path: '/client/:id/reports/providers', base: 'main' } as Endpoint<R['requestProviderReports']>,
  downloadProviderReports: { method: 'GET', path: '/client/:id/reports/providers/download', base: 'main' } as Endpoint<R['downloadProviderReports']>,
  downloadReport: { method: 'GET', path: '/client/:id/reports/:reportId/download', base: 'main' } as Endpoint<R['downloadReport']>,
  downloadReports: { method: 'GET', path: '/client/:id/reports/download-multiple', base: 'main' } as Endpoint<R['downloadReports']>,
  benefitsInKindReport: { method: 'GET', path: '/client/:id/reports/benefits-in-kind', base: 'main' } as Endpoint<R['benefitsInKindReport']>,
  pensionContributions: { method: 'GET', path: '/client/:id/reports/pension-contributions', base: 'main' } as Endpoint<R['pensionContributions']>,
  dataLoadTemplate: { method: 'GET', path: '/client/:id/data-load-template', base: 'main' } as Endpoint<R['dataLoadTemplate']>,
  dateLastUpload: { method: 'GET', path: '/client/:id/date-last-upload', base: 'main' } as Endpoint<R['dateLastUpload']>,
  dataLoadList: { method: 'GET', path: '/client/:id/data-loads', base: 'main' } as Endpoint<R['dataLoadList']>,
  uploadDataLoad: { method: 'POST', path: '/client/:id/data-loads', base: 'main' } as Endpoint<R['uploadDataLoad']>,
  dataLoadPreview: { method: 'GET', path: '/employee-data-uploads/:id', base: 'main' } as Endpoint<R['dataLoadPreview']>,
  eligibilityDifference: { method: 'GET', path: '/employee-data-uploads/:id/eligibility-difference', base: 'main' } as Endpoint<R['eligibilityDifference']>,
  failedRows: { method: 'GET', path: '/employee-data-uploads/:id/failed-rows', base: 'main' } as Endpoint<R['failedRows']>,
  applyDataLoad: { method: 'POST', path: '/employee-data-uploads/:id/apply', base: 'main' } as Endpoint<R['applyDataLoad']>,
  adminAuditLog: { method: 'GET', path: '/admin/audit-log', base: 'main' } as Endpoint<R['adminAuditLog']>,
  adminAuditLogDownload: { method: 'GET', path: '/admin/audit-log/download', base: 'main' } as Endpoint<R['adminAuditLogDownload']>,
  clientAuditLog: { method: 'GET', path: '/client/:id/audit-log', base: 'main' } as Endpoint<R['clientAuditLog']>,
  clientAuditLogDownload: { method: 'GET', path: '/client/:id/audit-log/download', base: 'main' } as Endpoint<R['clientAuditLogDownload']>,
  clientAdminList: { method: 'GET', path: '/admin/clients/list', base: 'main' } as Endpoint<R['clientAdminList']>,
  clientAdminCreate: { method: 'POST', path: '/admin/clients', base: 'main' } as Endpoint<R['clientAdminCreate']>,
  clientAdminGet: { method: 'GET', path: '/admin/clients/:id', base: 'main' } as Endpoint<R['clientAdminGet']>,
  clientAdminUpdateDetails: { method: 'PATCH', path: '/admin/clients/:id/details', base: 'main' } as Endpoint<R['clientAdminUpdateDetails']>,
  clientAdminUpdateFeatures: { method: 'PATCH', path: '/admin/clients/:id/features', base: 'main' } as Endpoint<R['clientAdminUpdateFeatures']>,
  clientAdminReadiness: { method: 'GET', path: '/admin/clients/:id/readiness', base: 'main' } as Endpoint<R['clientAdminReadiness']>,
  clientAdminGoLive: { method: 'POST', path: '/admin/clients/:id/live', base: 'main' } as Endpoint<R['clientAdminGoLive']>,
  clientAdminAdministrators: { method: 'GET', path: '/admin/clients/:id/administrators', base: 'main' } as Endpoint<R['clientAdminAdministrators']>,
  clientAdminInvite: { method: 'POST', path: '/admin/clients/:id/administrators', base: 'main' } as Endpoint<R['clientAdminInvite']>,
  clientAdminAdministratorStatus: { method: 'PATCH', path: '/admin/clients/:id/administrators/:userId', base: 'main' } as Endpoint<
    R['clientAdminAdministratorStatus']
  >,
  clientAdminRemoveAdministrator: { method: 'DELETE', path: '/admin/clients/:id/administrators/:userId', base: 'main' } as Endpoint<
    R['clientAdminRemoveAdministrator']
  >,
  employerAdministrators: { method: 'GET', path: '/client/:id/administrators', base: 'main' } as Endpoint<R['employerAdministrators']>,
  employerInviteAdministrator: { method: 'POST', path: '/client/:id/administrators', base: 'main' } as Endpoint<R['employerInviteAdministrator']>,
  employerAdministratorStatus: { method: 'PATCH', path: '/client/:id/administrators/:userId', base: 'main' } as Endpoint<R['employerAdministratorStatus']>,
  clientBranding: { method: 'GET', path: '/admin/clients/:id/branding', base: 'main' } as Endpoint<R['clientBranding']>,
  saveClientBranding: { method: 'PUT', path: '/admin/clients/:id/branding', base: 'main' } as Endpoint<R['saveClientBranding']>,
  uploadClientLogo: { method: 'PUT', path: '/admin/clients/:id/branding/logos/:kind', base: 'main' } as Endpoint<R['uploadClientLogo']>,
  clientAsset: { method: 'GET', path: '/clients/:code/assets/:file', base: 'main' } as Endpoint<R['clientAsset']>,
  clientContent: { method: 'GET', path: '/admin/clients/:id/content', base: 'main' } as Endpoint<R['clientContent']>,
  saveClientFaqs: { method: 'PUT', path: '/admin/clients/:id/content/faqs', base: 'main' } as Endpoint<R['saveClientFaqs']>,
  saveClientPage: { method: 'PUT', path: '/admin/clients/:id/content/pages/:type', base: 'main' } as Endpoint<R['saveClientPage']>,
  saveClientEnquiryOptions: { method: 'PUT', path: '/admin/clients/:id/content/enquiry-options', base: 'main' } as Endpoint<R['saveClientEnquiryOptions']>,
  saveClientCarousel: { method: 'PUT', path: '/admin/clients/:id/content/carousel', base: 'main' } as Endpoint<R['saveClientCarousel']>,
  carousel: { method: 'GET', path: '/carousel', base: 'main' } as Endpoint<R['carousel']>,
  clientSignOn: { method: 'GET', path: '/admin/clients/:id/sign-on', base: 'main' } as Endpoint<R['clientSignOn']>,
  saveClientSignOn: { method: 'PUT', path: '/admin/clients/:id/sign-on', base: 'main' } as Endpoint<R['saveClientSignOn']>,
  removeClientSignOn: { method: 'DELETE', path: '/admin/clients/:id/sign-on', base: 'main' } as Endpoint<R['removeClientSignOn']>,
  testClientSignOn: { method: 'POST', path: '/admin/clients/:id/sign-on/test', base: 'main' } as Endpoint<R['testClientSignOn']>,
  clientSaml: { method: 'GET', path: '/admin/clients/:id/sign-on/saml', base: 'main' } as Endpoint<R['clientSaml']>,
  saveClientSaml: { method: 'PUT', path: '/admin/clients/:id/sign-on/saml', base: 'main' } as Endpoint<R['saveClientSaml']>,
  removeClientSaml: { method: 'DELETE', path: '/admin/clients/:id/sign-on/saml', base: 'main' } as Endpoint<R['removeClientSaml']>,
  testClientSaml: { method: 'POST', path: '/admin/clients/:id/sign-on/saml/test', base: 'main' } as Endpoint<R['testClientSaml']>,
  exportClientConfiguration: { method: 'GET', path: '/admin/clients/:code/configuration', base: 'main' } as Endpoint<R['exportClientConfiguration']>,
  importClientConfiguration: { method: 'POST', path: '/admin/clients/configuration', base: 'main' } as Endpoint<R['importClientConfiguration']>,
  clientSchemeYears: { method: 'GET', path: '/admin/clients/:id/scheme-years', base: 'main' } as Endpoint<R['clientSchemeYears']>,
  addClientSchemeYear: { method: 'POST', path: '/admin/clients/:id/scheme-years', base: 'main' } as Endpoint<R['addClientSchemeYear']>,
  saveClientSchemeYear: { method: 'PUT', path: '/admin/clients/:id/scheme-years/:yearId', base: 'main' } as Endpoint<R['saveClientSchemeYear']>,
  saveClientSelectionWindows: { method: 'PUT', path: '/admin/clients/:id/selection-windows', base: 'main' } as Endpoint<R['saveClientSelectionWindows']>,
  employerSelectionWindow: { method: 'GET', path: '/client/:id/selection-window', base: 'main' } as Endpoint<R['employerSelectionWindow']>,
  changeSelectionWindow: { method: 'POST', path: '/client/:id/selection-window', base: 'main' } as Endpoint<R['changeSelectionWindow']>,
  clientBenefits: { method: 'GET', path: '/admin/clients/:id/benefits', base: 'main' } as Endpoint<R['clientBenefits']>,
  clientBenefitTemplates: { method: 'GET', path: '/admin/clients/:id/benefit-templates', base: 'main' } as Endpoint<R['clientBenefitTemplates']>,
  clientBenefit: { method: 'GET', path: '/admin/clients/:id/benefits/:benefitId', base: 'main' } as Endpoint<R['clientBenefit']>,
  addClientBenefit: { method: 'POST', path: '/admin/clients/:id/benefits', base: 'main' } as Endpoint<R['addClientBenefit']>,
  saveClientBenefit: { method: 'PUT', path: '/admin/clients/:id/benefits/:benefitId', base: 'main' } as Endpoint<R['saveClientBenefit']>,
  deleteClientBenefit: { method: 'DELETE', path: '/admin/clients/:id/benefits/:benefitId', base: 'main' } as Endpoint<R['deleteClientBenefit']>,
  withdrawClientBenefit: { method: 'POST', path: '/admin/clients/:id/benefits/:benefitId/withdraw', base: 'main' } as Endpoint<R['withdrawClientBenefit']>,
  clientBenefitPriceChanges: { method: 'GET', path: '/admin/clients/:id/benefits/:benefitId/price-changes', base: 'main' } as Endpoint<
    R['clientBenefitPriceChanges']
  >,
  scheduleBenefitPriceChange: { method: 'POST', path: '/admin/clients/:id/benefits/:benefitId/price-changes', base: 'main' } as Endpoint<
    R['scheduleBenefitPriceChange']
  >,
  cancelBenefitPriceChange: { method: 'DELETE', path: '/admin/clients/:id/benefits/:benefitId/price-changes/:changeId', base: 'main' } as Endpoint<
    R['cancelBenefitPriceChange']
  >,
  clientBenefitQuote: { method: 'POST', path: '/admin/clients/:id/benefits/:benefitId/quote', base: 'main' } as Endpoint<R['clientBenefitQuote']>,
  prepareNextSchemeYear: { method: 'POST', path: '/admin/clients/:id/scheme-years/:yearId/next-year', base: 'main' } as Endpoint<R['prepareNextSchemeYear']>,
  schemeYearRolloverPreview: { method: 'GET', path: '/admin/clients/:id/scheme-years/:yearId/rollover', base: 'main' } as Endpoint<
    R['schemeYearRolloverPreview']
  >,
  adminOutbox: { method: 'GET', path: '/admin/outbox', base: 'main' } as Endpoint<R['adminOutbox']>,
  adminOutboxRetry: { method: 'POST', path: '/admin/outbox/:id/retry', base: 'main' } as Endpoint<R['adminOutboxRetry']>,
  apiCredentials: { method: 'GET', path: '/admin/clients/:id/api-credentials', base: 'main' } as Endpoint<R['apiCredentials']>,
  createApiCredential: { method: 'POST', path: '/admin/clients/:id/api-credentials', base: 'main' } as Endpoint<R['createApiCredential']>,
  revokeApiCredential: { method: 'DELETE', path: '/admin/clients/:id/api-credentials/:credentialId', base: 'main' } as Endpoint<R['revokeApiCredential']>,
  employerApiCredentials: { method: 'GET', path: '/v2/client/:id/api-credentials', base: 'main' } as Endpoint<R['employerApiCredentials']>,
  employerCreateApiCredential: { method: 'POST', path: '/v2/client/:id/api-credentials', base: 'main' } as Endpoint<R['employerCreateApiCredential']>,
  employerRevokeApiCredential: { method: 'DELETE', path: '/v2/client/:id/api-credentials/:credentialId', base: 'main' } as Endpoint<
    R['employerRevokeApiCredential']
  >,
  publicEmployeeChanges: { method: 'POST', path: '/public/v1/employees/changes', base: 'main' } as Endpoint<R['publicEmployeeChanges']>,
  publicEmployeeChange: { method: 'GET', path: '/public/v1/employees/changes/:id', base: 'main' } as Endpoint<R['publicEmployeeChange']>,
  publicEmployees: { method: 'GET', path: '/public/v1/employees', base: 'main' } as Endpoint<R['publicEmployees']>,
  publicSelections: { method: 'GET', path: '/public/v1/selections', base: 'main' } as Endpoint<R['publicSelections']>,
  publicReports: { method: 'GET', path: '/public/v1/reports', base: 'main' } as Endpoint<R['publicReports']>,
  publicReportDownload: { method: 'GET', path: '/public/v1/reports/:reportId/download', base: 'main' } as Endpoint<R['publicReportDownload']>,
  myPersonalData: { method: 'GET', path: '/user/personal-data', base: 'main' } as Endpoint<R['myPersonalData']>,
  employerPersonalData: { method: 'GET', path: '/v2/client/:clientId/employees/:employeeId/personal-data', base: 'main' } as Endpoint<
    R['employerPersonalData']
  >,
  adminPersonalData: { method: 'GET', path: '/admin/clients/:id/employees/:userId/personal-data', base: 'main' } as Endpoint<R['adminPersonalData']>,
  clientWebhooks: { method: 'GET', path: '/admin/clients/:id/webhooks', base: 'main' } as Endpoint<R['clientWebhooks']>,
  createClientWebhook: { method: 'POST', path: '/admin/clients/:id/webhooks', base: 'main' } as Endpoint<R['createClientWebhook']>,
  updateClientWebhook: { method: 'PATCH', path: '/admin/clients/:id/webhooks/:endpointId', base: 'main' } as Endpoint<R['updateClientWebhook']>,
  deleteClientWebhook: { method: 'DELETE', path: '/admin/clients/:id/webhooks/:endpointId', base: 'main' } as Endpoint<R['deleteClientWebhook']>,
  rotateClientWebhookSecret: { method: 'POST', path: '/admin/clients/:id/webhooks/:endpointId/secret', base: 'main' } as Endpoint<
    R['rotateClientWebhookSecret']
  >,
  clientWebhookDeliveries: { method: 'GET', path: '/admin/clients/:id/webhooks/:endpointId/deliveries', base: 'main' } as Endpoint<
    R['clientWebhookDeliveries']
  >,
  resendClientWebhookDelivery: { method: 'POST', path: '/admin/clients/:id/webhooks/:endpointId/deliveries/:deliveryId/resend', base: 'main' } as Endpoint<
    R['resendClientWebhookDelivery']
  >,
  employerClientWebhooks: { method: 'GET', path: '/v2/client/:id/webhooks', base: 'main' } as Endpoint<R['employerClientWebhooks']>,
  employerCreateClientWebhook: { method: 'POST', path: '/v2/client/:id/webhooks', base: 'main' } as Endpoint<R['employerCreateClientWebhook']>,
  employerUpdateClientWebhook: { method: 'PATCH', path: '/v2/client/:id/webhooks/:endpointId', base: 'main' } as Endpoint<R['employerUpdateClientWebhook']>,
  employerDeleteClientWebhook: { method: 'DELETE', path: '/v2/client/:id/webhooks/:endpointId', base: 'main' } as Endpoint<R['employerDeleteClientWebhook']>,
  employerRotateClientWebhookSecret: { method: 'POST', path: '/v2/client/:id/webhooks/:endpointId/secret', base: 'main' } as Endpoint<
    R['employerRotateClientWebhookSecret']
  >,
  employerClientWebhookDeliveries: { method: 'GET', path: '/v2/client/:id/webhooks/:endpointId/deliveries', base: 'main' } as Endpoint<
    R['employerClientWebhookDeliveries']
  >,
  employerResendClientWebhookDelivery: { method: 'POST', path: '/v2/client/:id/webhooks/:endpointId/deliveries/:deliveryId/resend', base: 'main' } as Endpoint<
    R['employerResendClientWebhookDelivery']
  >,
  clientAdminRetention: { method: 'GET', path: '/admin/clients/:id/retention', base: 'main' } as Endpoint<R['clientAdminRetention']>,
  clientAdminUpdateRetention: { method: 'PUT', path: '/admin/clients/:id/retention', base: 'main' } as Endpoint<R['clientAdminUpdateRetention']>,
  employerEraseEmployee: { method: 'POST', path: '/v2/client/:clientId/employees/:employeeId/erasure', base: 'main' } as Endpoint<R['employerEraseEmployee']>,
  clientAdminEraseEmployee: { method: 'POST', path: '/admin/clients/:clientId/employees/:employeeId/erasure', base: 'main' } as Endpoint<
    R['clientAdminEraseEmployee']
  >,
} as const;

/** The content pages by type, as contentRoutes in routes.ts. */
export const contentEndpoints = {
  cookie: endpoints.cookieContent,
  policy: endpoints.privacyContent,
  terms: endpoints.termsContent,
} as const;
