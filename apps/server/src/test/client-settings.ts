import type { ClientFeatures } from '@portal/contracts';

/**
 * A client's Features tab filled in, as the tests save, import and fuzz it: contact us, two-factor for HR administrators,
 * a cut-off day of 15, the eligibility impact and OneHub away from a new client's defaults; the rest at them.
 */
export const sampleFeatures: ClientFeatures = {
  contactUsEnabled: true,
  contactUsEmail: 'help@initech.test',
  mfaEnforcedEmployees: false,
  mfaEnforcedEmployers: true,
  ssoAccessOnly: false,
  payrollCutoffDay: 15,
  dataLoadEligibilityImpact: true,
  benefitInsightsEnabled: false,
  welcomeCarouselEnabled: true,
  oneHubIntegrationActive: true,
  oneHubLogoutUrl: 'https://onehub.initech.test/logout',
};
