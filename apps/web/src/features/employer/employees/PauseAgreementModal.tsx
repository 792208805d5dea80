import { useId, useState } from 'react';
import { addMonths, employeeDataTexts, formatLongDate, formatMonthYear, lastOfMonth, type EmployeeAgreement } from '@portal/contracts';
import { ApiError, fieldErrorsOf } from '../../../api/errors.ts';
import { Field } from '../../../ui/Field.tsx';
import type { ModalBodyProps } from '../../../ui/Modal/index.ts';
import { usePauseAgreement } from '../api/pauseAgreement.ts';
import { ConfirmBody } from '../../../ui/ConfirmBody.tsx';

const t = employeeDataTexts.pauseAgreement;

export interface PauseAgreementData {
  clientId: number;
  employeeId: number;
  name: string;
  agreement: EmployeeAgreement;
}

/** The months a pause may start in (first days), from the earliest open one to the agreement's last. */
function startMonths(pause: NonNullable<EmployeeAgreement['pause']>): string[] {
  const months: string[] = [];
  for (let month = pause.earliest; month <= pause.latest; month = addMonths(month, 1)) months.push(month);
  return months;
}

/** Why it was not paused: the server's reason when the agreement cannot be paused now (409), else that it failed. */
const refusal = (error: Error) => (error instanceof ApiError && error.status === 409 ? (error.detail ?? t.failed) : t.failed);

/**
 * Issue 36: pauses the payments of one of a person's fixed-term agreements where its benefit allows it: the first month
 * (one whose payroll is still open) and how many; then says when payments start again and when it now ends.
 */
export default function PauseAgreementModal({ data, close }: ModalBodyProps<'pause-agreement'>) {
  const { clientId, employeeId, name, agreement } = data;
  const pause = agreement.pause!;
  const mutation = usePauseAgreement(clientId, employeeId, agreement.selectionId);
  const [from, setFrom] = useState(pause.earliest);
  const [months, setMonths] = useState(1);
  const fromId = useId();
  const monthsId = useId();
  const errors = fieldErrorsOf(mutation.error);
  const paused = mutation.data?.agreement;
  const done = paused ? t.done(name, formatMonthYear(addMonths(from, months)), formatLongDate(lastOfMonth(paused.lastMonth))) : null;
  return (
    <ConfirmBody
      message={t.body(name, agreement.benefitName)}
      done={done}
      failed={mutation.isError && !errors.from && !errors.months ? refusal(mutation.error) : null}
      busy={mutation.isPending}
      confirmLabel={t.confirm}
      busyLabel={t.pausing}
      onConfirm={() => mutation.mutate({ from, months })}
      close={close}
    >
      <Field label={t.from.label} hint={t.from.hint} id={fromId} error={errors.from}>
        {(a11y) => (
          <select {...a11y} value={from} disabled={mutation.isPending} onChange={(e) => setFrom(e.target.value)}>
            {startMonths(pause).map((month) => (
              <option key={month} value={month}>
                {formatMonthYear(month)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={t.months.label} id={monthsId} error={errors.months}>
        {(a11y) => (
          <select {...a11y} value={months} disabled={mutation.isPending} onChange={(e) => setMonths(Number(e.target.value))}>
            {Array.from({ length: pause.monthsLeft }, (_, i) => i + 1).map((count) => (
              <option key={count} value={count}>
                {t.monthsOption(count)}
              </option>
            ))}
          </select>
        )}
      </Field>
    </ConfirmBody>
  );
}
