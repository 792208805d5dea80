import { lazy, Suspense, useState, type FormEvent } from 'react';
import { endpoints, isEmailAddress, messages, ownTexts } from '@portal/contracts';
import { apiCall } from '../../../api/client.ts';
import { Alert } from '../../../ui/Alert.tsx';
import { Button } from '../../../ui/Button.tsx';
import { Field } from '../../../ui/Field.tsx';
import { Loading } from '../../../ui/Loading.tsx';
import { forgottenErrorMessage } from './forgottenError.ts';
import form from '../authForm.module.css';

const Captcha = lazy(() => import('../captcha/Captcha.tsx'));

const emailError = (email: string) => {
  if (!email.trim()) return messages.generic.required;
  return isEmailAddress(email) ? undefined : messages.login.invalidEmail;
};

export function ForgottenPasswordForm({ onSent }: { onSent: (message: string) => void }) {
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<{ email?: string; captcha?: string }>({});
  const [captcha, setCaptcha] = useState<{ payload: string | null; round: number }>({ payload: null, round: 0 });
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const next = { email: emailError(email), captcha: captcha.payload ? undefined : messages.login.robot };
    setErrors(next);
    if (next.email || next.captcha) return;
    setFailure(null);
    setBusy(true);
    try {
      const answer = await apiCall(endpoints.forgottenPassword, { body: { email: email.trim(), captcha: captcha.payload ?? undefined, isRecaptchaEnabled: true } });
      onSent(answer.message);
    } catch (error) {
      setFailure(forgottenErrorMessage(error));
      // Each solution works once.
      setCaptcha((c) => ({ payload: null, round: c.round + 1 }));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={form.form} noValidate onSubmit={submit}>
      {failure && (
        <Alert tone="error">
          <p>{failure}</p>
        </Alert>
      )}
      <Field id="forgotten-email" label={ownTexts.emailLabel} error={errors.email}>
        {(a11y) => (
          <input
            {...a11y}
            type="email"
            autoComplete="email"
            spellCheck={false}
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
              if (errors.email) setErrors((e) => ({ ...e, email: emailError(event.target.value) }));
            }}
            onBlur={() => setErrors((e) => ({ ...e, email: emailError(email) }))}
          />
        )}
      </Field>
      <Suspense fallback={<Loading />}>
        <Captcha
          key={captcha.round}
          id="forgotten-captcha"
          error={errors.captcha}
          onChange={(payload) => {
            setCaptcha((c) => ({ ...c, payload }));
            if (payload) setErrors((e) => ({ ...e, captcha: undefined }));
          }}
        />
      </Suspense>
      <div className={form.buttons}>
        <Button type="submit" disabled={busy}>
          {busy ? messages.login.loading : ownTexts.sendResetLink}
        </Button>
      </div>
    </form>
  );
}
