import { retentionTexts as t } from '@portal/contracts';
import { Button } from '../Button.tsx';

interface EraseSectionProps {
  /** Opens the caller's confirmation (HR's route or the admin console's). */
  onErase: () => void;
  /** The button's accessible name, naming the person. */
  label?: string;
  className?: string;
}

/** Issue 39: a leaver's personal data erased at once on request, after a confirmation (shown for leavers not yet erased). */
export function EraseSection({ onErase, label, className }: EraseSectionProps) {
  return (
    <section className={className}>
      <h3>{t.erase}</h3>
      <p>{t.eraseIntro}</p>
      <Button variant="secondary" aria-label={label} onClick={onErase}>
        {t.erase}
      </Button>
    </section>
  );
}
