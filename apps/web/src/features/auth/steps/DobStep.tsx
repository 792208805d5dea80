import { useState, type FormEvent } from 'react';
import { messages, ownTexts } from '@portal/contracts';
import { Button } from '../../../ui/Button.tsx';
import { DateOfBirthInput } from '../../../ui/DateOfBirthInput.tsx';
import { dateOfBirthError, emptyDate, toServerDate, type DateParts } from '../../../ui/dateOfBirth.ts';
import form from '../authForm.module.css';

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
  const [parts, setParts] = useState(initial);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const change = (next: DateParts) => {
    setParts(next);
    onValidChange?.(dateOfBirthError(next) === null);
    if (error && error !== messages.dob.noMatch) setError(dateOfBirthError(next) ?? undefined);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const invalid = dateOfBirthError(parts);
    setError(invalid ?? undefined);
    if (invalid) return document.getElementById(id)?.focus();
    setBusy(true);
    try {
      setError((await onSubmit(toServerDate(parts), parts)) ?? undefined);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={form.form} noValidate onSubmit={submit}>
      <DateOfBirthInput id={id} value={parts} onChange={change} error={error} />
      <div className={form.buttons}>
        <Button variant="secondary" onClick={onCancel}>
          {ownTexts.cancel}
        </Button>
        <Button type="submit" disabled={busy}>
          {busy ? messages.login.loading : messages.login.next}
        </Button>
      </div>
    </form>
  );
}
