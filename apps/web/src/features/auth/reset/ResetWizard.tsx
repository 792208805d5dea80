import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { messages, ownTexts, RESET_ERROR_REDIRECT_DELAY_MS, type PasswordCheck } from '@portal/contracts';
import { ApiError, errorText, fieldErrorsOf } from '../../../api/errors.ts';
import { TOKEN_EXPIRED_MESSAGE, forgottenPasswordPath, paths } from '../../../config/paths.ts';
import { Alert } from '../../../ui/Alert.tsx';
import { ProgressSteps } from '../../../ui/ProgressSteps.tsx';
import { dateOfBirthError, type DateParts } from '../../../ui/dateOfBirth.ts';
import { AuthLayout } from '../AuthLayout.tsx';
import { useVerifyResetDob } from '../api/resetDob.ts';
import { useResetPassword } from '../api/resetPassword.ts';
import { appPathOf, isAppPath, leaveApp } from '../session/navigation.ts';
import { DobStep } from '../steps/DobStep.tsx';
import { PasswordStep, type PasswordRefusal } from '../steps/PasswordStep.tsx';

const STEPS = [ownTexts.steps.verify, ownTexts.steps.password];

/** Spec §8 reset: a token problem leads back to a new link, a field's problem goes beside it, the rest is the banner. */
function refusalOf(error: unknown, generic: string) {
  const { token, ...fields } = fieldErrorsOf(error);
  const checks = error instanceof ApiError ? (error.body.checks as PasswordCheck[] | undefined) : undefined;
  return { token, field: Object.values(fields)[0], checks, banner: errorText(error, generic, { network: messages.reset.network }) };
}

/** Verify (date of birth), then Password; an expired link sends the user to ask for a new one. */
export function ResetWizard({ token, initialDob }: { token: string; initialDob: DateParts }) {
  const navigate = useNavigate();
  const dobCheck = useVerifyResetDob();
  const resetPassword = useResetPassword();
  const [dateOfBirth, setDateOfBirth] = useState<string | null>(null);
  const [valid, setValid] = useState(() => dateOfBirthError(initialDob) === null);
  const [banner, setBanner] = useState<string | null>(null);
  const [tokenMessage, setTokenMessage] = useState<string | null>(null);
  const step = dateOfBirth === null ? 0 : 1;

  useEffect(() => {
    if (!tokenMessage) return;
    const timer = setTimeout(() => navigate(forgottenPasswordPath(TOKEN_EXPIRED_MESSAGE), { replace: true }), RESET_ERROR_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [tokenMessage, navigate]);

  const verify = async (date: string): Promise<string | null> => {
    setBanner(null);
    try {
      await dobCheck.mutateAsync({ token, date_of_birth: date });
      setValid(false);
      setDateOfBirth(date);
      return null;
    } catch (error) {
      const refusal = refusalOf(error, messages.reset.reviewForm);
      if (refusal.token) setTokenMessage(refusal.token);
      else if (refusal.field) return refusal.field;
      else setBanner(refusal.banner);
      return null;
    }
  };

  const reset = async (password: string): Promise<PasswordRefusal | null> => {
    setBanner(null);
    try {
      const answer = await resetPassword.mutateAsync({ token, date_of_birth: dateOfBirth ?? '', password, password_confirmation: password });
      const target = answer.redirectURL || paths.login;
      if (isAppPath(target)) navigate(appPathOf(target), { replace: true, state: { notice: ownTexts.passwordResetDone } });
      else leaveApp(target);
      return null;
    } catch (error) {
      const refusal = refusalOf(error, messages.reset.failed);
      if (refusal.token) setTokenMessage(refusal.token);
      else if (refusal.field) return { fieldError: refusal.field, checks: refusal.checks };
      else setBanner(refusal.banner);
      return null;
    }
  };

  if (tokenMessage) {
    return (
      <AuthLayout title={ownTexts.resetTitle}>
        <Alert tone="error">
          <p>{tokenMessage}</p>
        </Alert>
        <p className="muted" role="status">
          {ownTexts.redirectingToForgotten}
        </p>
      </AuthLayout>
    );
  }

  const cancel = () => navigate(paths.login);
  return (
    <AuthLayout
      title={ownTexts.resetTitle}
      top={<ProgressSteps steps={STEPS} current={step} filled={step + (valid ? 1 : 0)} />}
      intro={<p>{step === 0 ? ownTexts.resetDobIntro : ownTexts.resetPasswordIntro}</p>}
    >
      {banner && (
        <Alert tone="error">
          <p>{banner}</p>
        </Alert>
      )}
      {step === 0 ? (
        <DobStep id="reset-dob" initial={initialDob} onCancel={cancel} onSubmit={verify} onValidChange={setValid} />
      ) : (
        <PasswordStep id="reset-password" token={token} onCancel={cancel} onSubmit={reset} onValidChange={setValid} />
      )}
    </AuthLayout>
  );
}
