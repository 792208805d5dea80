import { useId } from 'react';
import { ownTexts } from '@portal/contracts';
import parts from '../parts.module.css';
import styles from './AvatarPicker.module.css';

interface AvatarPickerProps {
  avatars: string[];
  value: string | null;
  /** The saved avatar, marked 'Current'. */
  current: string | null;
  onChange: (avatar: string) => void;
}

/** A radio group of the client's avatar pictures (arrow keys move between them, as in any radio group). */
export function AvatarPicker({ avatars, value, current, onChange }: AvatarPickerProps) {
  const name = useId();
  const hintId = `${name}-hint`;
  const currentIndex = current ? avatars.indexOf(current) : -1;
  const t = ownTexts.profile;
  return (
    <fieldset className={parts.fieldset} aria-describedby={hintId}>
      <legend className={parts.legend}>{t.avatarLegend}</legend>
      <p id={hintId} className={parts.hint}>
        {t.avatarHint} {currentIndex >= 0 && t.avatarCurrentIs(currentIndex + 1)}
      </p>
      <div className={styles.grid}>
        {avatars.map((src, index) => (
          <label key={src} className={styles.option}>
            <input className={styles.radio} type="radio" name={name} value={src} checked={value === src} onChange={() => onChange(src)} />
            <img className={styles.image} src={src} alt={t.avatarAlt(index + 1)} width={72} height={72} />
            {/* The hint says which is current; the badge shows it. */}
            {src === current && (
              <span className={styles.current} aria-hidden="true">
                {t.avatarCurrent}
              </span>
            )}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
