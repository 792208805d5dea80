import { lazy, Suspense, useEffect, useRef } from 'react';
import { messages, ownTexts } from '@portal/contracts';
import { paths } from '../../../config/paths.ts';
import { Alert } from '../../../ui/Alert.tsx';
import { Button } from '../../../ui/Button.tsx';
import { Field } from '../../../ui/Field.tsx';
import { Form } from '../../../ui/form/Form.tsx';
import { Loading } from '../../../ui/Loading.tsx';
import { PasswordInput } from '../../../ui/PasswordInput.tsx';
import type { LoginSuccessOptions } from '../session/useCompleteLogin.ts';
import { useLoginBanner } from './useLoginBanner.ts';
import { useLoginForm } from './useLoginForm.ts';
import { AppLink } from '../../../navigation/AppNavigation.tsx';
import styles from './LoginPage.module.css';

const Captcha = lazy(() => import('../captcha/Captcha.tsx'));

export const LOGIN_FIELD_IDS = { email: 'login-email', password: 'login-password', captcha: 'login-captcha' } as const;
const BANNER_ID = 'login-banner';

export function LoginForm(options: LoginSuccessOptions) {
  const form = useLoginForm(options);
  const banner = useLoginBanner();
  const passwordRef = useRef<HTMLInputElement>(null);
  const { step, errors, captcha } = form;
  const { busy } = form.submitState;

  useEffect(() => {
    if (step === 'password') passwordRef.current?.focus();
  }, [step]);

  const resetLink = (
    <AppLink to={paths.forgottenPassword} className={styles.inlineLink}>
      {ownTexts.resetPasswordLink}
    </AppLink>
  );
  // A wrong password is said once, in the banner above the form: the fields it concerns are marked and point to it.
  const saidByBanner = (error: string | undefined) => (error !== undefined && error === banner ? { invalidBy: BANNER_ID } : { error });

  return (
    <Form
      form={form.submitState}
      className={styles.form}
      onSubmit={form.submit}
      aria-busy={busy}
      summary={false}
      before={
        banner && (
          <Alert tone="error">
            <p id={BANNER_ID}>
              {banner}
              {banner === messages.login.tryAgain && <> {resetLink}</>}
            </p>
          </Alert>
        )
      }
    >
      <Field id={LOGIN_FIELD_IDS.email} label={ownTexts.emailLabel} {...saidByBanner(errors.email)}>
        {(a11y) => (
          <input
            {...a11y}
            type="email"
            name="email"
            autoComplete="username"
            spellCheck={false}
            value={form.email}
            onChange={(event) => form.setEmail(event.target.value)}
            onBlur={form.checkEmail}
          />
        )}
      </Field>
      {step === 'password' && (
        <Field
          id={LOGIN_FIELD_IDS.password}
          label={ownTexts.passwordLabel}
          {...saidByBanner(errors.password)}
          errorExtra={errors.password === messages.login.tryAgain ? resetLink : undefined}
        >
          {(a11y) => (
            <PasswordInput
              {...a11y}
              ref={passwordRef}
              name="password"
              autoComplete="current-password"
              value={form.password}
              onChange={(event) => form.changePassword(event.target.value)}
            />
          )}
        </Field>
      )}
      {captcha.shown && (
        <Suspense fallback={<Loading />}>
          <Captcha key={captcha.round} id={LOGIN_FIELD_IDS.captcha} error={errors.captcha} onChange={form.solveCaptcha} />
        </Suspense>
      )}
      <div className={styles.actions}>
        <Button type="submit" block disabled={busy}>
          {busy ? messages.login.loading : step === 'email' ? messages.login.next : messages.login.login}
        </Button>
        <AppLink to={paths.forgottenPassword} className={styles.forgotten}>
          {messages.login.forgotten}
        </AppLink>
      </div>
    </Form>
  );
}
