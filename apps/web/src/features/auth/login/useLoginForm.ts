import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { endpoints, isEmailAddress, messages } from '@portal/contracts';
import { apiCall } from '../../../api/client.ts';
import { paths } from '../../../config/paths.ts';
import { useCookieStore } from '../../../stores/cookies.ts';
import { usePendingLogin } from '../../../stores/pendingLogin.ts';
import { setLoginError } from '../../../stores/sessionActions.ts';
import { deviceToken } from '../session/deviceToken.ts';
import { leaveApp } from '../session/navigation.ts';
import { useCompleteLogin, type LoginSuccessOptions } from '../session/useCompleteLogin.ts';
import { describeLoginFailure, type LoginField } from './loginFailure.ts';

export type LoginStep = 'email' | 'password';
type Errors = Partial<Record<LoginField, string>>;

interface CaptchaState {
  shown: boolean;
  payload: string | null;
  /** A solution works once: each failed attempt gets a fresh widget. */
  round: number;
}

const emailError = (email: string) => (isEmailAddress(email) ? undefined : messages.login.invalidEmail);

/** The two-step login (spec §2, §4, §5): e-mail lookup, then password, with cookie gate and captcha. */
export function useLoginForm(options: LoginSuccessOptions = {}) {
  const navigate = useNavigate();
  const completeLogin = useCompleteLogin();
  const cookiesAccepted = useCookieStore((s) => s.cookie.cookiesAccepted);
  const [step, setStep] = useState<LoginStep>('email');
  const [email, setEmailValue] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [captcha, setCaptcha] = useState<CaptchaState>({ shown: false, payload: null, round: 0 });
  const [busy, setBusy] = useState(false);

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

  const lookup = async () => {
    const trimmed = email.trim();
    const invalid = emailError(trimmed);
    setErrors({ email: invalid });
    if (invalid) return;
    setLoginError(null);
    try {
      const answer = await apiCall(endpoints.loginLookup, { body: { email: trimmed } });
      if (answer.hasSSO && answer.url) return leaveApp(answer.url);
      setStep('password');
    } catch {
      setLoginError(messages.login.unableToProcess);
    }
  };

  const login = async () => {
    if (!cookiesAccepted) return setLoginError(messages.login.acceptCookies);
    const next: Errors = { email: emailError(email), password: password ? undefined : messages.generic.required };
    if (captcha.shown && !captcha.payload) next.captcha = messages.login.robot;
    setErrors(next);
    if (next.email || next.password || next.captcha) return;
    setLoginError(null);
    const trimmed = email.trim();
    const device = await deviceToken();
    try {
      const answer = await apiCall(endpoints.login, {
        body: { email: trimmed, password, deviceToken: device, captcha: captcha.payload ?? undefined },
      });
      if ('is_should_validate_2fa' in answer) {
        usePendingLogin.setState({ email: trimmed, password, deviceToken: device, mfaSetup: null });
        return navigate(paths.twoFactor);
      }
      if ('is_should_setup_2fa' in answer) {
        const { secret, url, qrCode } = answer;
        usePendingLogin.setState({ email: trimmed, password, deviceToken: device, mfaSetup: { secret, url, qrCode } });
        return navigate(paths.twoFactorQrSetup, { state: { isFirst: true } });
      }
      await completeLogin(answer, options);
    } catch (error) {
      const failure = describeLoginFailure(error);
      setErrors(failure.fieldErrors);
      setLoginError(failure.banner);
      if (failure.showCaptcha || captcha.shown) setCaptcha((c) => ({ shown: true, payload: null, round: c.round + 1 }));
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    try {
      await (step === 'email' ? lookup() : login());
    } finally {
      setBusy(false);
    }
  };

  return { step, email, setEmail, checkEmail, password, changePassword, errors, captcha, solveCaptcha, busy, submit };
}
