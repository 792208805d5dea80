import { useId, useState } from 'react';
import { employeeDataTexts, employerTexts, TWO_FACTOR_RESET_REASON_MAX } from '@portal/contracts';
import { fieldErrorsOf } from '../../../api/errors.ts';
import { Field } from '../../../ui/Field.tsx';
import type { ModalBodyProps } from '../../../ui/Modal/index.ts';
import { useResetTwoFactor } from '../api/resetTwoFactor.ts';
import { ConfirmBody } from '../../../ui/ConfirmBody.tsx';

const t = employeeDataTexts.resetTwoFactor;

export interface ResetTwoFactorData {
  clientId: number;
  employeeId: number;
  name: string;
}

/**
 * Issue 26 item 9: confirms resetting one person's two-factor authentication (a lost phone), with the reason the
 * audit log keeps; then says what happens at their next login.
 */
export default function ResetTwoFactorModal({ data, close }: ModalBodyProps<'reset-two-factor'>) {
  const { clientId, employeeId, name } = data;
  const reset = useResetTwoFactor(clientId, employeeId);
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const reasonId = useId();
  const serverError = fieldErrorsOf(reset.error).reason;
  const error = missing ? employerTexts.resetReasonRequired : serverError;
  const confirm = () => {
    const trimmed = reason.trim();
    setMissing(trimmed === '');
    if (trimmed !== '') reset.mutate(trimmed);
  };
  return (
    <ConfirmBody
      message={t.confirm(name)}
      done={reset.isSuccess ? t.done(name, reset.data.setUpAgain) : null}
      failed={reset.isError && !serverError ? t.failed : null}
      busy={reset.isPending}
      confirmLabel={t.reset}
      busyLabel={t.resetting}
      onConfirm={confirm}
      close={close}
    >
      <Field label={t.reason} hint={t.reasonHint} id={reasonId} error={error}>
        {(a11y) => (
          <textarea
            {...a11y}
            rows={3}
            maxLength={TWO_FACTOR_RESET_REASON_MAX}
            value={reason}
            disabled={reset.isPending}
            onChange={(e) => {
              setReason(e.target.value);
              if (missing && e.target.value.trim()) setMissing(false);
            }}
          />
        )}
      </Field>
    </ConfirmBody>
  );
}
