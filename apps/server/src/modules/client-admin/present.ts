import { clientAdminTexts, clientFeatureNames, type ClientDetail, type ClientFeatures } from '@portal/contracts';
import type { Client } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';

export const features = (client: Client): ClientFeatures => ({
  contactUsEnabled: client.contactUsEnabled,
  contactUsEmail: client.contactUsEmail,
  mfaEnforcedEmployees: client.mfaEnforcedEmployees,
  mfaEnforcedEmployers: client.mfaEnforcedEmployers,
  ssoAccessOnly: client.ssoAccessOnly,
  payrollCutoffDay: client.payrollCutoffDay,
  dataLoadEligibilityImpact: client.dataLoadEligibilityImpact,
  benefitInsightsEnabled: client.benefitInsightsEnabled,
  welcomeCarouselEnabled: client.welcomeCarouselEnabled,
  oneHubIntegrationActive: client.oneHubIntegrationActive,
  oneHubLogoutUrl: client.oneHubLogoutUrl,
});

export const presentClient = (client: Client, codeLocked: boolean): ClientDetail => ({
  id: client.id,
  name: client.name,
  code: client.code,
  status: client.status,
  settingsVersion: client.settingsVersion,
  codeLocked,
  features: features(client),
});

/** 409: someone saved first. The answer carries the client as it is now, so the screen shows the newer values. */
export const changedSinceRead = (current: ClientDetail) => new AppError(409, clientAdminTexts.conflict, undefined, { current });

export const featureFields = clientFeatureNames;
