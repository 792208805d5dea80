import { DEFAULT_ACCENT_COLOUR, DEFAULT_PRIMARY_COLOUR, DEFAULT_SUPPORT_NUMBER, ownTexts, type Theme } from '@portal/contracts';

/** Spec §1 default branding, used until (or when no) client theme is known. */
export const defaultTheme: Theme = {
  clientCode: 'default',
  clientName: ownTexts.defaultBrandName,
  hasClientTheme: false,
  contactUsEnabled: false,
  primaryColour: DEFAULT_PRIMARY_COLOUR,
  secondaryColour: DEFAULT_ACCENT_COLOUR,
  logoFileUrl: null,
  brandHeaderLogo: '',
  mobileLogo: '',
  supportEmail: '',
  contactUsEmail: null,
  benefitBrandName: ownTexts.defaultBrandName,
  benefitBrandPhoneNumber: DEFAULT_SUPPORT_NUMBER,
  avatarSet: { avatarsetPlainFileURL: null },
  baseFont: 'Inter',
  headerFont: 'Inter',
  ssoAccessOnly: false,
};
