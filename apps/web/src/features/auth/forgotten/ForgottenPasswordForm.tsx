import { lazy, Suspense, useState } from 'react';
import { isEmailAddress, messages, ownTexts } from '@portal/contracts';
import { errorText, type ApiError } from '../../../api/errors.ts';
import { Button } from '../../../ui/Button.tsx';
import { Field } from '../../../ui/Field.tsx';
import { Form, useForm } from '../../../ui/form/index.ts';
import { Loading } from '../../../ui/Loading.tsx';
import { useRequestPasswordReset } from '../api/forgottenPassword.ts';
import form from '../../../ui/form/layout.module.css';

const Captcha = lazy(() => import('../captcha/Captcha.tsx'));

const emailError = (email: string) => {
  if (!email.trim()) return messages.generic.required;
  return isEmailAddress(email) ? undefined : messages.login.invalidEmail;
};

/** Spec §8 forgotten password: the first validation error or 'Validation failed'; otherwise the error's message or 'An unexpected error occurred'. */
const validationText = (error: ApiError) => Object.values(error.fieldErrors)[0] ?? messages.forgotten.validationFailed;
const failureText = (error: unknown) =>
  errorText(error, messages.forgotten.unexpected, { 400: validationText, 422: validationText, network: messages.generic.failedToFetch });

interface ForgottenValues {
  email: string;
  captcha: string;
}

export function ForgottenPasswordForm({ onSent }: { onSent: (message: string) => void }) {
  const request = useRequestPasswordReset();
  const forgotten = useForm<ForgottenValues>({ mode: 'onBlur', reValidateMode: 'onBlur', defaultValues: { email: '', captcha: '' } });
  const { register, errorOf, setValue, clearErrors, trigger } = forgotten;
  // Each solution works once: a new round shows a new challenge.
  const [captchaRound, setCaptchaRound] = useState(0);
  register('captcha', { validate: (payload) => (payload ? undefined : messages.login.robot) });

  const onSubmit = forgotten.submit(
    async ({ email, captcha }) => {
      const answer = await request.mutateAsync({ email: email.trim(), captcha: captcha || undefined, isRecaptchaEnabled: true });
      onSent(answer.message);
    },
    {
      serverErrors: 'alert',
      failureText,
      onFailure: () => {
        setValue('captcha', '');
        setCaptchaRound((round) => round + 1);
      },
    },
  );

  return (
    <Form form={forgotten} className={form.form} onSubmit={onSubmit} summary={false}>
      <Field id="forgotten-email" label={ownTexts.emailLabel} error={errorOf('email')}>
        {(a11y) => (
          <input
            {...a11y}
            type="email"
            autoComplete="email"
            spellCheck={false}
            {...register('email', {
              validate: emailError,
              // A shown error follows the typing; a new one waits for the blur.
              onChange: () => errorOf('email') && void trigger('email'),
            })}
          />
        )}
      </Field>
      <Suspense fallback={<Loading />}>
        <Captcha
          key={captchaRound}
          id="forgotten-captcha"
          error={errorOf('captcha')}
          onChange={(payload) => {
            setValue('captcha', payload ?? '');
            if (payload) clearErrors('captcha');
          }}
        />
      </Suspense>
      <div className={form.buttons}>
        <Button type="submit" disabled={forgotten.busy}>
          {forgotten.busy ? messages.login.loading : ownTexts.sendResetLink}
        </Button>
      </div>
    </Form>
  );
}
