import { clientAdminTexts, clientFeatureNames, type AuditFieldChange, type ClientDetail, type ClientFeatures } from '@portal/contracts';
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

type Value = string | number | boolean | null;
const asAudited = (value: Value | undefined): string | boolean | null => (typeof value === 'number' ? String(value) : (value ?? null));

/** Each field whose value differs, before and after (numbers as text, as the audit log keeps values). */
export function fieldChanges<K extends string>(before: Record<K, Value>, after: Record<K, Value>, fields: readonly K[]): AuditFieldChange[] {
  return fields.filter((field) => before[field] !== after[field]).map((field) => ({ field, before: asAudited(before[field]), after: asAudited(after[field]) }));
}

export const featureFields = clientFeatureNames;
