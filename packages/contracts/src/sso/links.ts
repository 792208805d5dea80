/**
 * Single sign-on, masquerade and login-link texts and constants, free of schemas so the login page can
 * use them without the validation library (the schemas are in sso.ts).
 */

/** Texts the spec leaves open for these calls: our own wording (docs/decisions/auth-and-sessions.md). */
export const ssoTexts = {
  ssoOnlyNoPassword: 'Your organisation signs you in with single sign-on, so there is no password to reset here. Please log in with single sign-on.',
  /** With a non-breaking hyphen, so the line never breaks inside 'sign-on'. */
  ssoOnlyIntro: 'Your organisation signs you in with single sign‑on. Use your work account and you will come straight back here.',
  ssoOnlyButton: 'Log in with single sign-on',
  masqueradeMismatch: 'This masquerade session does not match the user and scheme year of this page. Please start the masquerade session again.',
  notWhileMasquerading: 'This cannot be changed while viewing the portal as another user.',
  notInMagicLinkSession:
    'This cannot be done in a session opened with a magic link: passwords, two factor authentication, partner sites and terms are for the employee alone.',
  linkUsedOrExpired: 'This link has expired or has already been used.',
  passwordWrong: 'That password is not right',
  employeeNotActivated: 'This employee has not activated their account yet. Send them their welcome e-mail again instead.',
  alreadyActivated: 'This employee has already activated their account.',
  notFound: 'We could not find that person',
  partnerNotFound: 'This partner is not available to you',
  clientNotFound: 'We could not find that client',
} as const;

/** The three kinds of one-time login link of spec §2 (`/sso-login/{prefix}/{token}/{schemeYear}`). */
export const loginLinkPrefixes = ['sso', 'msq', 'mgc'] as const;
export type LoginLinkPrefix = (typeof loginLinkPrefixes)[number];
/**
 * Masquerade and magic links open someone else's session (an impersonation): the web app keeps it in the tab
 * that opened the link, never in storage the impersonator's own tabs share.
 */
export const isImpersonationLink = (token: string) => token.startsWith('msq_') || token.startsWith('mgc_');
/** Single sign-on and masquerade links work for 60 seconds, magic links for 10 minutes. */
export const LOGIN_LINK_TTL_SECONDS: Record<LoginLinkPrefix, number> = { sso: 60, msq: 60, mgc: 600 };
/** A third-party assertion works for 60 seconds. */
export const THIRD_PARTY_ASSERTION_TTL_SECONDS = 60;

/** The browser navigation (a full page load, not a call) that starts a client's single sign-on, under the main API base. */
export const ssoStartPath = (apiBase: string, clientCode: string, returnTo?: string) =>
  `${apiBase}/sso/${clientCode}/start${returnTo ? `?return_to=${encodeURIComponent(returnTo)}` : ''}`;
/**
 * A page of this portal to come back to after single sign-on (e.g. '/partner-login/perks'): a path on
 * the same host only, so the round trip can never send anyone to another site.
 */
export const isReturnPath = (value: string) => value.length <= 200 && /^\/(?!\/)[A-Za-z0-9/_-]*$/.test(value);
/** The query parameter of the one-time login link that carries that page. */
export const RETURN_PARAM = 'next';
/** The web route a one-time login link opens; the token starts with its prefix, so the error page can tell them apart. */
export const loginLinkPath = (prefix: LoginLinkPrefix, token: string, schemeYear: number) => `/sso-login/${prefix}/${token}/${schemeYear}`;
/** Request headers a masquerading web app sends on every call; the first one also comes back on every answer. */
export const MASQUERADE_HEADERS = { userId: 'x-masquerade-user-id', schemeYear: 'x-masquerade-scheme-year' } as const;
/** Where a failed single sign-on ends up (spec §2 'Unable to log in'). */
export const SSO_ERROR_PATH = '/sso-error';
