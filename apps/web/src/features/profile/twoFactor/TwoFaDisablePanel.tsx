import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { messages, mfaDisableRequest, ownTexts } from '@portal/contracts';
import { ApiError } from '../../../api/client.ts';
import { Alert } from '../../../ui/Alert.tsx';
import { Button } from '../../../ui/Button.tsx';
import { ErrorSummary } from '../../../ui/ErrorSummary.tsx';
import { Field } from '../../../ui/Field.tsx';
import { PasswordInput } from '../../../ui/PasswordInput.tsx';
import type { PanelBodyProps } from '../../../ui/SidePanel/index.ts';
import { failureText } from '../failureText.ts';
import { useMfaDisable } from '../api/useMfaDisable.ts';
import parts from '../parts.module.css';

const t = ownTexts.profile;
const FIELDS = ['reason', 'password', 'code'] as const;
type DisableField = (typeof FIELDS)[number];
const fieldId = (field: DisableField) => `two-fa-disable-${field}`;
type DisableValues = z.input<typeof mfaDisableRequest>;

/**
 * The 'two-fa-disable' side panel: turning two-factor off needs a reason (spec §5), and the current
 * password or a code from the app, so a session left open cannot turn it off.
 */
export default function TwoFaDisablePanel({ data, close }: PanelBodyProps) {
  const { userId } = data as { userId: number };
  const disable = useMfaDisable(userId);
  const { register, handleSubmit, formState, setError } = useForm<DisableValues, unknown, z.output<typeof mfaDisableRequest>>({
    resolver: zodResolver(mfaDisableRequest),
    // The error summary takes the focus (GOV.UK), not the first field.
    shouldFocusError: false,
    defaultValues: { reason: '', password: '', code: '' },
  });
  const [summaryKey, setSummaryKey] = useState(0);
  const [failure, setFailure] = useState<string | null>(null);
  const errorOf = (field: DisableField) => formState.errors[field]?.message;
  const summary = FIELDS.flatMap((field) => {
    const message = errorOf(field);
    return message ? [{ fieldId: fieldId(field), message }] : [];
  });

  const onValid = (values: z.output<typeof mfaDisableRequest>) => {
    setFailure(null);
    disable.mutate(
      { reason: values.reason, password: values.password, code: values.code },
      {
        onSuccess: () => close({ success: true }),
        onError: (error) => {
          // A wrong password or code comes back as a field error, shown at its field.
          const fieldErrors = error instanceof ApiError ? error.fieldErrors : {};
          const known = FIELDS.filter((field) => fieldErrors[field]);
          known.forEach((field) => setError(field, { message: fieldErrors[field] }));
          if (known.length > 0) setSummaryKey((k) => k + 1);
          else setFailure(failureText(error, messages.twoFactor.serverError));
        },
      },
    );
  };

  return (
    <form className={parts.form} noValidate onSubmit={handleSubmit(onValid, () => setSummaryKey((k) => k + 1))}>
      <p>{t.disableIntro}</p>
      {failure && (
        <Alert tone="error">
          <p>{failure}</p>
        </Alert>
      )}
      {summaryKey > 0 && <ErrorSummary errors={summary} focusKey={summaryKey} />}
      <Field id={fieldId('reason')} label={t.disableReason} error={errorOf('reason')}>
        {(a11y) => <textarea {...a11y} rows={4} {...register('reason')} />}
      </Field>
      <p className="muted">{t.disableProof}</p>
      <Field id={fieldId('password')} label={t.disablePassword} error={errorOf('password')}>
        {(a11y) => <PasswordInput {...a11y} autoComplete="current-password" {...register('password')} />}
      </Field>
      <Field id={fieldId('code')} label={t.disableCode} error={errorOf('code')}>
        {(a11y) => <input {...a11y} type="text" inputMode="numeric" autoComplete="one-time-code" maxLength={6} {...register('code')} />}
      </Field>
      <div className={parts.buttons}>
        <Button variant="secondary" onClick={() => close()}>
          {ownTexts.cancel}
        </Button>
        <Button type="submit" disabled={disable.isPending}>
          {disable.isPending ? t.saving : t.disable}
        </Button>
      </div>
    </form>
  );
}
