import { messages, ownTexts } from '@portal/contracts';
import { DateOfBirthInput } from '../../../ui/DateOfBirthInput.tsx';
import { dateOfBirthError, emptyDate, toServerDate, type DateParts } from '../../../ui/dateOfBirth.ts';
import { Form, useForm } from '../../../ui/form/index.ts';
import { StepButtons } from '../../../ui/form/StepButtons.tsx';
import form from '../../../ui/form/layout.module.css';

interface DobStepProps {
  id: string;
  initial?: DateParts;
  onCancel: () => void;
  /** Checks the date with the server; answers the field error to show, or null when it matched. */
  onSubmit: (dateOfBirth: string, parts: DateParts) => Promise<string | null>;
  /** Tells the wizard whether the date as typed is valid (its progress bar drops a step while not). */
  onValidChange?: (valid: boolean) => void;
}

export function DobStep({ id, initial = emptyDate, onCancel, onSubmit, onValidChange }: DobStepProps) {
  const dobForm = useForm<{ dob: DateParts }>({ defaultValues: { dob: initial }, reValidateMode: 'onSubmit' });
  const { register, watch, setValue, setError, errorOf } = dobForm;
  register('dob', { validate: (parts) => dateOfBirthError(parts) ?? undefined });
  const error = errorOf('dob');

  const change = (next: DateParts) => {
    // A typing mistake follows the typing; the server's 'does not match' waits for the next try.
    setValue('dob', next, { shouldValidate: error !== undefined && error !== messages.dob.noMatch });
    onValidChange?.(dateOfBirthError(next) === null);
  };

  const submit = dobForm.submit(
    async ({ dob }) => {
      const refusal = await onSubmit(toServerDate(dob), dob);
      if (refusal) setError('dob', { type: 'server', message: refusal });
    },
    { onInvalid: () => document.getElementById(id)?.focus() },
  );

  return (
    <Form form={dobForm} className={form.form} onSubmit={submit} summary={false}>
      <DateOfBirthInput id={id} value={watch('dob')} onChange={change} error={error} />
      <StepButtons backLabel={ownTexts.cancel} onBack={onCancel} submitLabel={messages.login.next} busy={dobForm.busy} />
    </Form>
  );
}
