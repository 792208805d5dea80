import { DEFAULT_ACCENT_COLOUR, DEFAULT_PRIMARY_COLOUR, DEFAULT_SUPPORT_NUMBER, type Theme } from '@portal/contracts';
import type { Client } from '../../db/schema/index.ts';

const DEFAULT_FONT = 'Inter';

/** The platform's own branding, for hosts that name no client. */
export const defaultTheme: Theme = {
  clientCode: '',
  clientName: 'Benefits Portal',
  hasClientTheme: false,
  contactUsEnabled: false,
  primaryColour: DEFAULT_PRIMARY_COLOUR,
  secondaryColour: DEFAULT_ACCENT_COLOUR,
  logoFileUrl: null,
  brandHeaderLogo: '/brand/default/logo.svg',
  mobileLogo: '/brand/default/logo-mobile.svg',
  supportEmail: 'support@portal.test',
  contactUsEmail: null,
  benefitBrandName: 'Benefits Portal',
  benefitBrandPhoneNumber: DEFAULT_SUPPORT_NUMBER,
  avatarSet: { avatarsetPlainFileURL: null },
  baseFont: DEFAULT_FONT,
  headerFont: DEFAULT_FONT,
  ssoAccessOnly: false,
};

export function themeOf(client: Client | null): Theme {
  if (!client) return defaultTheme;
  return {
    clientCode: client.code,
    clientName: client.name,
    hasClientTheme: Boolean(client.primaryColour),
    contactUsEnabled: client.contactUsEnabled,
    primaryColour: client.primaryColour ?? DEFAULT_PRIMARY_COLOUR,
    secondaryColour: client.secondaryColour ?? DEFAULT_ACCENT_COLOUR,
    logoFileUrl: client.logoFileUrl,
    // A client without header logos shows its own brand name as a wordmark, never the platform's logo beside its colours.
    brandHeaderLogo: client.brandHeaderLogo ?? '',
    mobileLogo: client.mobileLogo ?? '',
    supportEmail: client.supportEmail,
    contactUsEmail: client.contactUsEmail,
    benefitBrandName: client.benefitBrandName,
    benefitBrandPhoneNumber: client.supportPhone ?? DEFAULT_SUPPORT_NUMBER,
    avatarSet: { avatarsetPlainFileURL: client.avatarSetUrl },
    baseFont: client.baseFont ?? DEFAULT_FONT,
    headerFont: client.headerFont ?? DEFAULT_FONT,
    ssoAccessOnly: client.ssoAccessOnly,
  };
}
