import { useState, type FormEvent } from 'react';
import { messages, ownTexts } from '@portal/contracts';
import { Button } from '../../../ui/Button.tsx';
import { TermsCheckbox } from '../steps/TermsCheckbox.tsx';
import form from '../authForm.module.css';

export function TermsStep({ onBack, onSubmit }: { onBack: () => void; onSubmit: () => Promise<void> }) {
  const [accepted, setAccepted] = useState(false);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!accepted) return setError(messages.terms.required);
    setBusy(true);
    try {
      await onSubmit();
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={form.form} noValidate onSubmit={submit}>
      <TermsCheckbox
        id="activation-terms"
        checked={accepted}
        error={error}
        onChange={(checked) => {
          setAccepted(checked);
          if (checked) setError(undefined);
        }}
      />
      <div className={form.buttons}>
        <Button variant="secondary" onClick={onBack}>
          {ownTexts.back}
        </Button>
        <Button type="submit" disabled={busy}>
          {busy ? messages.login.loading : ownTexts.activate}
        </Button>
      </div>
    </form>
  );
}
