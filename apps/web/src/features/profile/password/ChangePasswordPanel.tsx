import { useState, type FormEvent } from 'react';
import { ownTexts, passwordCheck } from '@portal/contracts';
import { z } from 'zod';
import { ApiError } from '../../../api/client.ts';
import { Alert } from '../../../ui/Alert.tsx';
import { Button } from '../../../ui/Button.tsx';
import { ErrorSummary } from '../../../ui/ErrorSummary.tsx';
import { Field } from '../../../ui/Field.tsx';
import { PasswordInput } from '../../../ui/PasswordInput.tsx';
import { PasswordRules } from '../../../ui/PasswordRules.tsx';
import type { PanelBodyProps } from '../../../ui/SidePanel/index.ts';
import { usePasswordChecks } from '../../auth/index.ts';
import { useChangePassword } from '../api/useChangePassword.ts';
import { failureText } from '../failureText.ts';
import { passwordErrors, passwordFieldId, passwordFields, type PasswordErrors, type PasswordField, type PasswordValues } from './passwordForm.ts';
import parts from '../parts.module.css';

const t = ownTexts.profile;
const labels: Record<PasswordField, string> = {
  current_password: t.currentPassword,
  password: ownTexts.newPasswordLabel,
  password_confirmation: t.confirmPassword,
};
const autoComplete: Record<PasswordField, string> = { current_password: 'current-password', password: 'new-password', password_confirmation: 'new-password' };
const refusedChecks = z.object({ checks: z.array(passwordCheck) });

/** The 'change-password' side panel: current password, a new one with the live rules checklist, and its confirmation. */
export default function ChangePasswordPanel({ close }: PanelBodyProps) {
  const [values, setValues] = useState<PasswordValues>({ current_password: '', password: '', password_confirmation: '' });
  const [errors, setErrors] = useState<PasswordErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [summaryKey, setSummaryKey] = useState(0);
  const rules = usePasswordChecks(values.password);
  const change = useChangePassword();

  const fail = (next: PasswordErrors) => {
    setErrors(next);
    if (Object.keys(next).length > 0) setSummaryKey((k) => k + 1);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (change.isPending) return;
    setFailure(null);
    const found = passwordErrors(values, rules.allMet);
    fail(found);
    if (Object.keys(found).length > 0) return;
    change.mutate(values, {
      onSuccess: () => close({ success: true }),
      onError: (error) => {
        const apiError = error instanceof ApiError ? error : null;
        const refused = refusedChecks.safeParse(apiError?.body);
        if (refused.success) rules.show(refused.data.checks);
        const fieldErrors = apiError?.fieldErrors ?? {};
        fail(Object.fromEntries(passwordFields.flatMap((field) => (fieldErrors[field] ? [[field, fieldErrors[field]]] : []))));
        if (passwordFields.every((field) => !fieldErrors[field])) setFailure(failureText(error));
      },
    });
  };

  const summary = passwordFields.flatMap((field) => (errors[field] ? [{ fieldId: passwordFieldId(field), message: errors[field] }] : []));
  const rulesId = `${passwordFieldId('password')}-rules`;
  const input = (field: PasswordField) => (
    <Field key={field} id={passwordFieldId(field)} label={labels[field]} error={errors[field]}>
      {(a11y) => (
        <PasswordInput
          {...a11y}
          aria-describedby={field === 'password' ? [a11y['aria-describedby'], rulesId].filter(Boolean).join(' ') : a11y['aria-describedby']}
          autoComplete={autoComplete[field]}
          value={values[field]}
          onChange={(event) => setValues((v) => ({ ...v, [field]: event.target.value }))}
        />
      )}
    </Field>
  );

  return (
    <form className={parts.form} noValidate onSubmit={submit}>
      <p className="muted">{t.passwordIntro}</p>
      {failure && (
        <Alert tone="error">
          <p>{failure}</p>
        </Alert>
      )}
      <ErrorSummary errors={summary} focusKey={summaryKey} />
      {input('current_password')}
      {input('password')}
      <PasswordRules id={rulesId} checks={rules.checks} idle={rules.idle} />
      {input('password_confirmation')}
      <div className={parts.buttons}>
        <Button variant="secondary" onClick={() => close()}>
          {ownTexts.cancel}
        </Button>
        <Button type="submit" disabled={change.isPending}>
          {change.isPending ? t.saving : t.changePassword}
        </Button>
      </div>
    </form>
  );
}
