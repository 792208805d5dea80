import { messages } from '@portal/contracts';
import { ApiError } from '../../../api/client.ts';

export type LoginField = 'email' | 'password' | 'captcha';

export interface LoginFailure {
  fieldErrors: Partial<Record<LoginField, string>>;
  /** The banner text (spec: loginError); null when the fields say it all. */
  banner: string | null;
  /** The server asks for a robot check from now on. */
  showCaptcha: boolean;
}

const FIELDS: LoginField[] = ['email', 'password', 'captcha'];

function knownFieldErrors(error: ApiError): LoginFailure['fieldErrors'] {
  const out: LoginFailure['fieldErrors'] = {};
  for (const field of FIELDS) if (error.fieldErrors[field]) out[field] = error.fieldErrors[field];
  return out;
}

/** Reads a failed token request: wrong password, captcha wanted, account locked, or no answer at all. */
export function describeLoginFailure(error: unknown): LoginFailure {
  if (!(error instanceof ApiError) || error.status === 0 || error.status >= 500) {
    return { fieldErrors: {}, banner: messages.login.unableToLogin, showCaptcha: false };
  }
  const showCaptcha = error.body.showRecaptcha === true;
  if (error.body.userAccountLocked === true) return { fieldErrors: {}, banner: error.detail ?? error.message, showCaptcha };
  const fieldErrors = knownFieldErrors(error);
  if (fieldErrors.captcha) return { fieldErrors: { captcha: fieldErrors.captcha }, banner: null, showCaptcha: true };
  if (error.status === 401) {
    return {
      fieldErrors: { email: fieldErrors.email ?? messages.login.tryAgain, password: fieldErrors.password ?? messages.login.tryAgain },
      banner: error.detail ?? messages.login.tryAgain,
      showCaptcha,
    };
  }
  return { fieldErrors, banner: error.detail ?? error.message, showCaptcha };
}
