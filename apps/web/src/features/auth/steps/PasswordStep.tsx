import { useEffect, type ReactNode } from 'react';
import { messages, ownTexts, type PasswordCheck } from '@portal/contracts';
import { Field } from '../../../ui/Field.tsx';
import { Form, useForm } from '../../../ui/form/index.ts';
import { PasswordInput } from '../../../ui/PasswordInput.tsx';
import { PasswordRules } from '../../../ui/PasswordRules.tsx';
import { usePasswordChecks } from '../api/passwordCheck.ts';
import { StepButtons } from '../../../ui/form/StepButtons.tsx';
import { TermsCheckbox, termsRule } from './TermsCheckbox.tsx';
import form from '../../../ui/form/layout.module.css';

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

export function PasswordStep({
  id,
  token,
  submitLabel = messages.login.next,
  withTerms = false,
  banner,
  onCancel,
  onSubmit,
  onValidChange,
}: PasswordStepProps) {
  const passwordForm = useForm<{ password: string; termsAccepted: boolean }>({
    defaultValues: { password: '', termsAccepted: false },
    reValidateMode: 'onSubmit',
  });
  const { register, watch, setError } = passwordForm;
  const password = watch('password');
  const rules = usePasswordChecks(password, token);
  useEffect(() => onValidChange?.(rules.allMet), [rules.allMet, onValidChange]);
  if (withTerms) register('termsAccepted', termsRule);

  const submit = passwordForm.submit(async (values) => {
    const refusal = await onSubmit(values.password);
    if (refusal?.checks) rules.show(refusal.checks);
    if (refusal?.fieldError) setError('password', { type: 'server', message: refusal.fieldError });
  });

  const rulesId = `${id}-rules`;
  return (
    <Form form={passwordForm} className={form.form} onSubmit={submit} before={banner} summary={false}>
      <Field id={id} label={ownTexts.newPasswordLabel} error={passwordForm.errorOf('password')}>
        {(a11y) => (
          <PasswordInput
            {...a11y}
            aria-describedby={[a11y['aria-describedby'], rulesId].filter(Boolean).join(' ')}
            autoComplete="new-password"
            {...register('password', { validate: async (typed) => ((await rules.verify(typed)) ? undefined : messages.password.meetRequirements) })}
          />
        )}
      </Field>
      <PasswordRules id={rulesId} checks={rules.checks} idle={rules.idle} />
      {withTerms && <TermsCheckbox id={`${id}-terms`} form={passwordForm} />}
      <StepButtons backLabel={ownTexts.cancel} onBack={onCancel} submitLabel={submitLabel} busy={passwordForm.busy} />
    </Form>
  );
}
