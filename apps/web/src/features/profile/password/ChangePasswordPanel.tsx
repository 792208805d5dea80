import { messages, ownTexts, passwordCheck } from '@portal/contracts';
import { z } from 'zod';
import { ApiError, errorText } from '../../../api/errors.ts';
import { Button } from '../../../ui/Button.tsx';
import { Field } from '../../../ui/Field.tsx';
import { Form, useForm } from '../../../ui/form/index.ts';
import { PasswordInput } from '../../../ui/PasswordInput.tsx';
import { PasswordRules } from '../../../ui/PasswordRules.tsx';
import type { PanelBodyProps } from '../../../ui/SidePanel/index.ts';
import { usePasswordChecks } from '../../auth/index.ts';
import { useChangePassword } from '../api/useChangePassword.ts';
import { passwordErrors, passwordFieldId, passwordFields, type PasswordField, type PasswordValues } from './passwordForm.ts';
import layout from '../../../ui/form/layout.module.css';

const t = ownTexts.profile;
const labels: Record<PasswordField, string> = {
  current_password: t.currentPassword,
  password: ownTexts.newPasswordLabel,
  password_confirmation: t.confirmPassword,
};
const autoComplete: Record<PasswordField, string> = { current_password: 'current-password', password: 'new-password', password_confirmation: 'new-password' };
const refusedChecks = z.object({ checks: z.array(passwordCheck) });

/** The 'change-password' side panel: current password, a new one with the live rules checklist, and its confirmation. */
export default function ChangePasswordPanel({ close }: PanelBodyProps<'change-password'>) {
  const form = useForm<PasswordValues>({
    defaultValues: { current_password: '', password: '', password_confirmation: '' },
    // The errors change on submit only, as the rules checklist speaks while typing.
    reValidateMode: 'onSubmit',
    fields: passwordFields,
    fieldId: passwordFieldId,
  });
  const { register, watch, errorOf } = form;
  const rules = usePasswordChecks(watch('password'));
  const change = useChangePassword();

  const onSubmit = form.submit(
    async (values) => {
      await change.mutateAsync(values);
      close({ success: true });
    },
    {
      failureText: (error) => errorText(error, messages.generic.somethingWrong),
      // A refused password comes back with the rules as the server judged them.
      onFailure: (error) => {
        const refused = refusedChecks.safeParse(error instanceof ApiError ? error.body : undefined);
        if (refused.success) rules.show(refused.data.checks);
      },
    },
  );

  const rulesId = `${passwordFieldId('password')}-rules`;
  const input = (field: PasswordField) => (
    <Field key={field} id={passwordFieldId(field)} label={labels[field]} error={errorOf(field)}>
      {(a11y) => (
        <PasswordInput
          {...a11y}
          aria-describedby={field === 'password' ? [a11y['aria-describedby'], rulesId].filter(Boolean).join(' ') : a11y['aria-describedby']}
          autoComplete={autoComplete[field]}
          {...register(field, { validate: async (_, values) => passwordErrors(values, await rules.verify(values.password))[field] })}
        />
      )}
    </Field>
  );

  return (
    <Form form={form} className={layout.form} onSubmit={onSubmit} before={<p className="muted">{t.passwordIntro}</p>}>
      {input('current_password')}
      {input('password')}
      <PasswordRules id={rulesId} checks={rules.checks} idle={rules.idle} />
      {input('password_confirmation')}
      <div className={layout.buttons}>
        <Button variant="secondary" onClick={() => close()}>
          {ownTexts.cancel}
        </Button>
        <Button type="submit" disabled={form.busy}>
          {form.busy ? t.saving : t.changePassword}
        </Button>
      </div>
    </Form>
  );
}
