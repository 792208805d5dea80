import { messages } from '@portal/contracts';
import { Button } from '../Button.tsx';
import form from './layout.module.css';

interface StepButtonsProps {
  backLabel: string;
  onBack: () => void;
  submitLabel: string;
  busy?: boolean;
}

/** A step's button row: the way back, and the submit, which says 'Loading...' while it runs. */
export function StepButtons({ backLabel, onBack, submitLabel, busy = false }: StepButtonsProps) {
  return (
    <div className={form.buttons}>
      <Button variant="secondary" onClick={onBack}>
        {backLabel}
      </Button>
      <Button type="submit" disabled={busy}>
        {busy ? messages.login.loading : submitLabel}
      </Button>
    </div>
  );
}
