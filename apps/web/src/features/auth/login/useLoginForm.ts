import { useState, type FormEvent } from 'react';
import { isEmailAddress, messages } from '@portal/contracts';
import { ApiError, errorText, type FieldErrors } from '../../../api/errors.ts';
import { paths } from '../../../config/paths.ts';
import { useCookieStore } from '../../../stores/cookies.ts';
import { usePendingLogin } from '../../../stores/pendingLogin.ts';
import { setLoginError } from '../../../stores/sessionActions.ts';
// Not the ui/form index: that would bring react-hook-form into the login route's first load.
import { useSubmit } from '../../../ui/form/useSubmit.ts';
import { useAppNavigate } from '../../../navigation/AppNavigation.tsx';
import { logIn } from '../api/login.ts';
import { lookUpLogin } from '../api/loginLookup.ts';
import { deviceToken } from '../session/deviceToken.ts';
import { leaveApp } from '../session/navigation.ts';
import { useCompleteLogin, type LoginSuccessOptions } from '../session/useCompleteLogin.ts';
import { useShowNotOpenYet } from '../session/useShowNotOpenYet.ts';

export type LoginStep = 'email' | 'password';
type LoginField = 'email' | 'password' | 'captcha';
type Errors = Partial<Record<LoginField, string>>;

interface CaptchaState {
  shown: boolean;
  payload: string | null;
  /** A solution works once: each failed attempt gets a fresh widget. */
  round: number;
}

// Spec §5: the e-mail is required, then of the standard pattern; an empty box is not an invalid address.
const emailError = (email: string) => (!email.trim() ? messages.generic.required : isEmailAddress(email) ? undefined : messages.login.invalidEmail);
// The session's login error is the page's banner (it also explains an ended session): the form has no alert of its own.
const noAlert = () => null;

/**
 * The fields a refused login marks (spec §8): a robot check alone, or after a 401 'Try again or reset your password' on
 * e-mail and password.
 */
function loginFieldErrors(error: unknown): Errors {
  if (!(error instanceof ApiError) || error.status === 0 || error.status >= 500 || error.body.userAccountLocked === true) return {};
  const { email, password, captcha } = error.fieldErrors;
  if (captcha) return { captcha };
  if (error.status === 401) return { email: email ?? messages.login.tryAgain, password: password ?? messages.login.tryAgain };
  return { ...(email && { email }), ...(password && { password }) };
}

/** The banner beside those fields: the server's message; 'Unable to login' when it failed or could not be reached. */
const loginBanner = (error: unknown) =>
  errorText(error, messages.login.unableToLogin, { besideFields: true, 401: (refused) => refused.detail ?? messages.login.tryAgain });

/**
 * The two-step login (spec §2, §4, §5): e-mail lookup, then password, with cookie gate and captcha. Its fields are
 * plain state: react-hook-form would cost the login route's budget more than three fields are worth.
 */
export function useLoginForm(options: LoginSuccessOptions = {}) {
  const navigate = useAppNavigate();
  const completeLogin = useCompleteLogin();
  const showNotOpenYet = useShowNotOpenYet();
  const submitState = useSubmit();
  const cookiesAccepted = useCookieStore((s) => s.cookie.cookiesAccepted);
  const [step, setStep] = useState<LoginStep>('email');
  const [email, setEmailValue] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [captcha, setCaptcha] = useState<CaptchaState>({ shown: false, payload: null, round: 0 });

  const setEmail = (value: string) => {
    setEmailValue(value);
    // A changed e-mail may belong to a single sign-on client: look it up again.
    if (step === 'password') setStep('email');
    if (errors.email) setErrors((e) => ({ ...e, email: emailError(value) }));
  };
  const checkEmail = () => setErrors((e) => ({ ...e, email: emailError(email) }));
  const changePassword = (value: string) => {
    setPassword(value);
    if (errors.password && value) setErrors((e) => ({ ...e, password: undefined }));
  };
  const solveCaptcha = (payload: string | null) => {
    setCaptcha((c) => ({ ...c, payload }));
    if (payload) setErrors((e) => ({ ...e, captcha: undefined }));
  };
  const placeFieldErrors = (fieldErrors: FieldErrors) => {
    setErrors(fieldErrors);
    return Object.keys(fieldErrors).length;
  };

  const lookUp = async (trimmed: string) => {
    const answer = await lookUpLogin(trimmed);
    if (answer.hasSSO && answer.url) return leaveApp(answer.url);
    setStep('password');
  };

  const attempt = async () => {
    const trimmed = email.trim();
    const device = await deviceToken();
    const answer = await logIn({ email: trimmed, password, deviceToken: device, captcha: captcha.payload ?? undefined });
    const pending = { email: trimmed, password, deviceToken: device };
    if ('is_should_validate_2fa' in answer) {
      usePendingLogin.setState({ ...pending, mfaSetup: null });
      return navigate(paths.twoFactor);
    }
    if ('is_should_setup_2fa' in answer) {
      const { secret, url, qrCode } = answer;
      usePendingLogin.setState({ ...pending, mfaSetup: { secret, url, qrCode } });
      return navigate(paths.twoFactorQrSetup, { state: { isFirst: true } });
    }
    await completeLogin(answer, options);
  };

  const submitLookup = () => {
    const trimmed = email.trim();
    const invalid = emailError(trimmed);
    setErrors({ email: invalid });
    if (invalid) return;
    setLoginError(null);
    return submitState.run(
      () => lookUp(trimmed),
      { serverErrors: 'alert', failureText: noAlert, onFailure: () => setLoginError(messages.login.unableToProcess) },
      placeFieldErrors,
    );
  };

  const submitAttempt = () => {
    // The session lives in the browser's storage: no attempt before cookies are accepted.
    if (!cookiesAccepted) return setLoginError(messages.login.acceptCookies);
    const next: Errors = { email: emailError(email), password: password ? undefined : messages.generic.required };
    if (captcha.shown && !captcha.payload) next.captcha = messages.login.robot;
    setErrors(next);
    if (next.email || next.password || next.captcha) return;
    setLoginError(null);
    return submitState.run(
      attempt,
      {
        serverFieldErrors: loginFieldErrors,
        failureText: noAlert,
        onFailure: (error) => {
          // The client's portal is not open yet (issue 27 §2): a page of its own, not a banner.
          if (showNotOpenYet(error)) return;
          const robotRefused = loginFieldErrors(error).captcha !== undefined;
          // A failed robot check is said by its field alone.
          setLoginError(robotRefused ? null : loginBanner(error));
          const robotWanted = robotRefused || (error instanceof ApiError && error.body.showRecaptcha === true);
          if (robotWanted || captcha.shown) setCaptcha((c) => ({ shown: true, payload: null, round: c.round + 1 }));
        },
      },
      placeFieldErrors,
    );
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (submitState.busy) return;
    void (step === 'email' ? submitLookup() : submitAttempt());
  };

  return { submitState, step, email, setEmail, checkEmail, password, changePassword, errors, captcha, solveCaptcha, submit };
}
