import { useId, useState } from 'react';
import { approvalTexts, formatLongDate, formatPounds, ukToday } from '@portal/contracts';
import { ApiError, fieldErrorsOf } from '../../../api/errors.ts';
import { Alert } from '../../../ui/Alert.tsx';
import { Button } from '../../../ui/Button.tsx';
import { Field } from '../../../ui/Field.tsx';
import type { ModalBodyProps } from '../../../ui/Modal/index.ts';
import { useDecideUnderwriting } from '../api/decideUnderwriting.ts';
import { defaultAcceptedFrom } from './underwriting.ts';
import styles from './approvals.module.css';

const t = approvalTexts.underwriting;

/**
 * Records the insurer's answer on cover above the free cover limit (issue 36): accepted from a day (the whole cover is
 * in force and priced from it; the server says when a day is outside the cover's days, beside the field) or declined
 * (the cover stays at the limit). Done, it closes and the list says what happened. When the cover waits no more (409),
 * it says so and offers only Close; the list is read anew behind it.
 */
export default function DecideUnderwritingModal({ data, close }: ModalBodyProps<'decide-underwriting'>) {
  const { underwritingCase: row, decision, onDecided } = data;
  const accepting = decision === 'accept';
  const decide = useDecideUnderwriting(row.selectionId);
  const [acceptedFrom, setAcceptedFrom] = useState(() => defaultAcceptedFrom(row, ukToday()));
  const [missing, setMissing] = useState(false);
  const fieldId = useId();
  const busy = decide.isPending || decide.isSuccess;
  // A 409: the cover waits no more (decided or changed meanwhile); the server's message says so.
  const gone = decide.error instanceof ApiError && decide.error.status === 409 ? decide.error : null;
  const fieldError = missing ? t.errors.acceptedFrom : fieldErrorsOf(decide.error).acceptedFrom;
  const failed = gone ? (gone.detail ?? t.errors.notWaiting) : decide.isError && !fieldError ? t.failed : null;

  const confirm = () => {
    if (busy) return;
    if (accepting && !acceptedFrom) {
      setMissing(true);
      return;
    }
    decide.mutate(accepting ? { decision: 'accept', acceptedFrom } : { decision: 'decline' }, {
      onSuccess: () => {
        close({ success: true });
        onDecided(accepting ? t.accepted(row.employeeName, formatLongDate(acceptedFrom)) : t.declined(row.employeeName));
      },
    });
  };

  return (
    <div className={styles.form}>
      <p>{accepting ? t.acceptBody(row.employeeName, formatPounds(row.requested)) : t.declineBody(row.employeeName, formatPounds(row.inForce))}</p>
      {accepting && !gone && (
        <Field id={fieldId} label={t.acceptedFrom.label} hint={t.acceptedFrom.help} error={fieldError}>
          {(a11y) => (
            <input
              {...a11y}
              type="date"
              min={row.startsOn}
              max={row.endsOn ?? undefined}
              value={acceptedFrom}
              disabled={busy}
              onChange={(event) => {
                setAcceptedFrom(event.target.value);
                if (event.target.value) setMissing(false);
              }}
            />
          )}
        </Field>
      )}
      {failed && (
        <Alert tone="error">
          <p>{failed}</p>
        </Alert>
      )}
      <div className={styles.actions}>
        {gone ? (
          <Button onClick={() => close()}>{approvalTexts.close}</Button>
        ) : (
          <>
            <Button variant="secondary" disabled={busy} onClick={() => close()}>
              {t.cancel}
            </Button>
            <Button disabled={busy} onClick={confirm}>
              {busy ? t.working : accepting ? t.confirmAccept : t.confirmDecline}
            </Button>
          </>
        )}
      </div>
    </div>
  );
}
