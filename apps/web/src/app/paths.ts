/** Every route path of the web app; nothing else types a path as a string. */
export const paths = {
  login: '/',
  forgottenPassword: '/forgotten-password/',
  contactUs: '/contact-us/',
  cookiePolicy: '/cookie-policy/',
  privacyStatement: '/privacy-statement',
  termsAndConditions: '/terms-and-conditions',
  devMailbox: '/dev/mailbox',
  app: {
    home: '/app/home/',
  },
} as const;

/** Compares two paths ignoring a trailing slash, as the router does. */
export function samePath(a: string, b: string): boolean {
  const trim = (p: string) => (p.length > 1 ? p.replace(/\/+$/, '') : p);
  return trim(a) === trim(b);
}
