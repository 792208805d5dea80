import { messages } from '@portal/contracts';

export interface SsoFailure {
  kind: 'expired' | 'failed';
  title: string;
  body: string;
}

/** Spec §2 SSO login: the first three characters of the token choose the error page. */
export function ssoFailureFor(token: string): SsoFailure {
  return token.slice(0, 3) === 'msq'
    ? { kind: 'expired', title: messages.sso.expiredTitle, body: messages.sso.expiredBody }
    : { kind: 'failed', title: messages.sso.failedTitle, body: messages.sso.failedBody };
}

/** The words of the failure text that link to the contact page. */
export const CONTACT_LINK_WORDS = 'contact us';
