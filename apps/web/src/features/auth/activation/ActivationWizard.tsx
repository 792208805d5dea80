import { useState } from 'react';
import { useNavigate } from 'react-router';
import { messages, ownTexts } from '@portal/contracts';
import { errorText, fieldErrorsOf } from '../../../api/errors.ts';
import { paths } from '../../../config/paths.ts';
import { Alert } from '../../../ui/Alert.tsx';
import { ProgressSteps } from '../../../ui/ProgressSteps.tsx';
import { AuthLayout } from '../AuthLayout.tsx';
import { useActivate } from '../api/activate.ts';
import { useVerifyActivationDob } from '../api/activationDob.ts';
import { deviceToken } from '../session/deviceToken.ts';
import { useCompleteLogin } from '../session/useCompleteLogin.ts';
import { useShowNotOpenYet } from '../session/useShowNotOpenYet.ts';
import { DobStep } from '../steps/DobStep.tsx';
import { PasswordStep, type PasswordRefusal } from '../steps/PasswordStep.tsx';
import { ActivationError } from './ActivationError.tsx';
import { MfaStep } from './MfaStep.tsx';
import { TermsStep } from './TermsStep.tsx';
import { useClickAway } from './useClickAway.ts';

type StepKey = 'dob' | 'password' | 'mfa' | 'terms';
const { steps } = ownTexts;

/**
 * The wizard's steps: DOB then Password (with the terms); with two-factor: Verify, Password, 2FA, Terms. Someone with no
 * date of birth on file (a platform administrator, an invited HR administrator) skips it; a platform administrator, who
 * has no client's terms, skips the terms, and always sets up two-factor (the server says so with `mfaEnforced`).
 */
export function activationPlan(dobRequired: boolean, mfaEnforced: boolean, termsRequired: boolean) {
  const keys: StepKey[] = [
    ...(dobRequired ? (['dob'] as const) : []),
    'password',
    ...(mfaEnforced ? (['mfa'] as const) : []),
    ...(mfaEnforced && termsRequired ? (['terms'] as const) : []),
  ];
  const label: Record<StepKey, string> = { dob: mfaEnforced ? steps.verify : steps.dob, password: steps.password, mfa: steps.twoFactor, terms: steps.terms };
  return { keys, labels: keys.map((key) => label[key]) };
}

/** The field a refusal names first: it decides the step that shows it (spec §8: its message is the one shown). */
const refusedField = (error: unknown) => Object.keys(fieldErrorsOf(error))[0];
const refusalText = (error: unknown) => errorText(error, messages.activation.error, { network: messages.reset.network });

const INTRO: Record<StepKey, string> = {
  dob: ownTexts.activationDobIntro,
  password: ownTexts.activationPasswordIntro,
  mfa: ownTexts.activationMfaIntro,
  terms: ownTexts.activationTermsIntro,
};

interface ActivationWizardProps {
  id: string;
  firstName: string;
  mfaEnforced: boolean;
  /** False for a platform administrator or an invited HR administrator (the check's `dobRequired`). */
  dobRequired?: boolean;
  /** False for a platform administrator (the check's `termsRequired`). */
  termsRequired?: boolean;
}

/** The activation's steps (`activationPlan`), then a login. */
export function ActivationWizard({ id, firstName, mfaEnforced, dobRequired = true, termsRequired = true }: ActivationWizardProps) {
  const navigate = useNavigate();
  const completeLogin = useCompleteLogin();
  const showNotOpenYet = useShowNotOpenYet();
  const dobCheck = useVerifyActivationDob();
  const activation = useActivate();
  const plan = activationPlan(dobRequired, mfaEnforced, termsRequired);
  const [index, setIndex] = useState(0);
  const [valid, setValid] = useState(false);
  const [dateOfBirth, setDateOfBirth] = useState('');
  const [password, setPassword] = useState('');
  const [mfa, setMfa] = useState<{ secret: string; code: string } | undefined>();
  const [banner, setBanner] = useState<string | null>(null);
  const [codeError, setCodeError] = useState<string>();
  const [linkFailed, setLinkFailed] = useState(false);
  const clickAway = useClickAway<HTMLDivElement>();
  const step = plan.keys[index] ?? plan.keys[0] ?? 'dob';

  const goTo = (key: StepKey) => {
    setValid(false);
    setIndex(plan.keys.indexOf(key));
  };

  const verifyDob = async (date: string): Promise<string | null> => {
    setBanner(null);
    try {
      await dobCheck.mutateAsync({ id, date_of_birth: date });
      setDateOfBirth(date);
      goTo('password');
      return null;
    } catch (error) {
      const field = refusedField(error);
      if (field === 'date_of_birth') return refusalText(error);
      if (field === 'id') setLinkFailed(true);
      else setBanner(refusalText(error));
      return null;
    }
  };

  const activate = async (chosen: string, withMfa = mfa): Promise<PasswordRefusal | null> => {
    setBanner(null);
    try {
      const tokens = await activation.mutateAsync({
        id,
        date_of_birth: dobRequired ? dateOfBirth : undefined,
        password: chosen,
        password_confirmation: chosen,
        termsAccepted: true,
        deviceToken: await deviceToken(),
        mfa: withMfa,
      });
      await completeLogin(tokens);
      return null;
    } catch (error) {
      // Activated, but the client's portal is not open yet (issue 27 §2): its page says so; the password is kept for later.
      if (showNotOpenYet(error)) return null;
      const field = refusedField(error);
      const text = refusalText(error);
      if (field === undefined) setBanner(text);
      else if (field === 'id') setLinkFailed(true);
      else if (field === 'code') {
        setCodeError(text);
        goTo('mfa');
      } else if (field === 'date_of_birth') {
        setBanner(text);
        goTo('dob');
      } else if (step === 'password') return { fieldError: text };
      else {
        setBanner(text);
        goTo('password');
      }
      return null;
    }
  };

  if (linkFailed) return <ActivationError />;
  const cancel = () => navigate(paths.login);
  return (
    <AuthLayout
      cardRef={clickAway.ref}
      title={ownTexts.activationTitle(firstName)}
      top={<ProgressSteps steps={plan.labels} current={index} filled={index + (valid ? 1 : 0)} />}
      intro={<p>{INTRO[step]}</p>}
    >
      {clickAway.clickedAway && (
        <Alert tone="info">
          <p>{ownTexts.activationClickAway}</p>
        </Alert>
      )}
      {banner && (
        <Alert tone="error">
          <p>{banner}</p>
        </Alert>
      )}
      {step === 'dob' && <DobStep id="activation-dob" onCancel={cancel} onSubmit={verifyDob} onValidChange={setValid} />}
      {step === 'password' && (
        <PasswordStep
          id="activation-password"
          token={id}
          withTerms={!mfaEnforced}
          submitLabel={mfaEnforced ? messages.login.next : ownTexts.activate}
          onCancel={cancel}
          onValidChange={setValid}
          onSubmit={async (chosen) => {
            if (!mfaEnforced) return activate(chosen);
            setPassword(chosen);
            goTo('mfa');
            return null;
          }}
        />
      )}
      {step === 'mfa' && (
        <MfaStep
          activationId={id}
          error={codeError}
          onBack={() => goTo('password')}
          onSubmit={async (details) => {
            setMfa(details);
            setCodeError(undefined);
            if (plan.keys.includes('terms')) goTo('terms');
            else await activate(password, details);
          }}
        />
      )}
      {step === 'terms' && (
        <TermsStep
          onBack={() => goTo('mfa')}
          onSubmit={async () => {
            await activate(password, mfa);
          }}
        />
      )}
    </AuthLayout>
  );
}
