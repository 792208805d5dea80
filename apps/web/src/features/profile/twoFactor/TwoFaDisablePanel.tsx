import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { messages, mfaDisableRequest, ownTexts } from '@portal/contracts';
import { Alert } from '../../../ui/Alert.tsx';
import { Button } from '../../../ui/Button.tsx';
import { ErrorSummary } from '../../../ui/ErrorSummary.tsx';
import { Field } from '../../../ui/Field.tsx';
import type { PanelBodyProps } from '../../../ui/SidePanel/index.ts';
import { failureText } from '../failureText.ts';
import { useMfaDisable } from '../api/useMfaDisable.ts';
import parts from '../parts.module.css';

const t = ownTexts.profile;
const REASON_ID = 'two-fa-disable-reason';
type DisableValues = z.input<typeof mfaDisableRequest>;

/** The 'two-fa-disable' side panel: turning two-factor off needs a reason (spec §5). */
export default function TwoFaDisablePanel({ data, close }: PanelBodyProps) {
  const { userId } = data as { userId: number };
  const disable = useMfaDisable(userId);
  const { register, handleSubmit, formState } = useForm<DisableValues, unknown, z.output<typeof mfaDisableRequest>>({
    resolver: zodResolver(mfaDisableRequest),
    // The error summary takes the focus (GOV.UK), not the first field.
    shouldFocusError: false,
    defaultValues: { reason: '' },
  });
  const [summaryKey, setSummaryKey] = useState(0);
  const reasonError = formState.errors.reason?.message;

  const onValid = ({ reason }: { reason: string }) => disable.mutate(reason, { onSuccess: () => close({ success: true }) });

  return (
    <form className={parts.form} noValidate onSubmit={handleSubmit(onValid, () => setSummaryKey((k) => k + 1))}>
      <p>{t.disableIntro}</p>
      {disable.isError && (
        <Alert tone="error">
          <p>{failureText(disable.error, messages.twoFactor.serverError)}</p>
        </Alert>
      )}
      {summaryKey > 0 && <ErrorSummary errors={reasonError ? [{ fieldId: REASON_ID, message: reasonError }] : []} focusKey={summaryKey} />}
      <Field id={REASON_ID} label={t.disableReason} error={reasonError}>
        {(a11y) => <textarea {...a11y} rows={4} {...register('reason')} />}
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
