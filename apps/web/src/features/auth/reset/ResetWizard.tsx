import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { messages, ownTexts, RESET_ERROR_REDIRECT_DELAY_MS, type PasswordCheck } from '@portal/contracts';
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
import { readResetProblem } from './resetErrors.ts';

const STEPS = [ownTexts.steps.verify, ownTexts.steps.password];

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
      const problem = readResetProblem(error, messages.reset.reviewForm);
      if (problem.kind === 'token') setTokenMessage(problem.message);
      else if (problem.kind === 'field') return problem.message;
      else setBanner(problem.message);
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
      const problem = readResetProblem(error, messages.reset.failed);
      if (problem.kind === 'token') setTokenMessage(problem.message);
      else if (problem.kind === 'field') return { fieldError: problem.message, checks: problem.checks as PasswordCheck[] | undefined };
      else setBanner(problem.message);
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
