import type { Theme } from '@portal/contracts';

export const acmeTheme: Theme = {
  clientCode: 'acme',
  clientName: 'Acme Retail',
  hasClientTheme: true,
  contactUsEnabled: true,
  primaryColour: '7A1F5C',
  secondaryColour: 'F2A900',
  logoFileUrl: null,
  brandHeaderLogo: '/logos/acme.svg',
  mobileLogo: '/logos/acme-mobile.svg',
  supportEmail: 'help@acme.test',
  contactUsEmail: null,
  benefitBrandName: 'Acme Rewards',
  benefitBrandPhoneNumber: '0800 123 456',
  avatarSet: { avatarsetPlainFileURL: null },
  baseFont: 'Lato',
  headerFont: 'Montserrat',
  ssoAccessOnly: false,
};

export const jsonResponse = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(body === undefined ? null : JSON.stringify(body), { status, headers });
