import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { messages, ownTexts, type PasswordCheck } from '@portal/contracts';
import { Button } from '../../../ui/Button.tsx';
import { Field } from '../../../ui/Field.tsx';
import { PasswordInput } from '../../../ui/PasswordInput.tsx';
import { PasswordRules } from '../../../ui/PasswordRules.tsx';
import { TermsCheckbox } from './TermsCheckbox.tsx';
import { usePasswordChecks } from './usePasswordChecks.ts';
import form from '../authForm.module.css';

export interface PasswordRefusal {
  fieldError?: string;
  checks?: PasswordCheck[];
}

interface PasswordStepProps {
  id: string;
  /**
   * The reset or activation token: lets the server check personal details. Rule 512 (not a previous
   * password) is shown met while typing; only the submit decides it, and a refusal shows it crossed.
   */
  token: string;
  submitLabel?: string;
  /** Asks for the terms checkbox on this step too (the short activation wizard). */
  withTerms?: boolean;
  banner?: ReactNode;
  onCancel: () => void;
  onSubmit: (password: string) => Promise<PasswordRefusal | null>;
  onValidChange?: (valid: boolean) => void;
}

export function PasswordStep({ id, token, submitLabel = messages.login.next, withTerms = false, banner, onCancel, onSubmit, onValidChange }: PasswordStepProps) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  const [termsAccepted, setTermsAccepted] = useState(false);
  const [termsError, setTermsError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const rules = usePasswordChecks(password, token);
  useEffect(() => onValidChange?.(rules.allMet), [rules.allMet, onValidChange]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const passwordError = rules.allMet ? undefined : messages.password.meetRequirements;
    const missingTerms = withTerms && !termsAccepted ? messages.terms.required : undefined;
    setError(passwordError);
    setTermsError(missingTerms);
    if (passwordError || missingTerms) return;
    setBusy(true);
    try {
      const refusal = await onSubmit(password);
      if (refusal?.checks) rules.show(refusal.checks);
      setError(refusal?.fieldError);
    } finally {
      setBusy(false);
    }
  };

  const rulesId = `${id}-rules`;
  return (
    <form className={form.form} noValidate onSubmit={submit}>
      {banner}
      <Field id={id} label={ownTexts.newPasswordLabel} error={error}>
        {(a11y) => (
          <PasswordInput
            {...a11y}
            aria-describedby={[a11y['aria-describedby'], rulesId].filter(Boolean).join(' ')}
            autoComplete="new-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        )}
      </Field>
      <PasswordRules id={rulesId} checks={rules.checks} idle={rules.idle} />
      {withTerms && (
        <TermsCheckbox
          id={`${id}-terms`}
          checked={termsAccepted}
          error={termsError}
          onChange={(checked) => {
            setTermsAccepted(checked);
            if (checked) setTermsError(undefined);
          }}
        />
      )}
      <div className={form.buttons}>
        <Button variant="secondary" onClick={onCancel}>
          {ownTexts.cancel}
        </Button>
        <Button type="submit" disabled={busy}>
          {busy ? messages.login.loading : submitLabel}
        </Button>
      </div>
    </form>
  );
}
