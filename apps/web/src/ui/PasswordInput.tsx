import { useState, type InputHTMLAttributes, type Ref } from 'react';
import { ownTexts } from '@portal/contracts';
import styles from './PasswordInput.module.css';

type PasswordInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & { ref?: Ref<HTMLInputElement> };

/** A password box with a show/hide toggle; takes the Field's control props like any input. */
export function PasswordInput({ className, ref, ...rest }: PasswordInputProps) {
  const [visible, setVisible] = useState(false);
  return (
    <div className={styles.wrap}>
      <input
        {...rest}
        ref={ref}
        className={[className, styles.input].filter(Boolean).join(' ')}
        type={visible ? 'text' : 'password'}
        spellCheck={false}
        autoCapitalize="none"
      />
      <button
        type="button"
        className={styles.toggle}
        aria-label={visible ? ownTexts.hidePasswordLabel : ownTexts.showPasswordLabel}
        aria-pressed={visible}
        onClick={() => setVisible((v) => !v)}
      >
        <EyeIcon crossed={visible} />
        <span aria-hidden="true">{visible ? ownTexts.hidePassword : ownTexts.showPassword}</span>
      </button>
    </div>
  );
}

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="1.8" aria-hidden="true">
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" strokeLinejoin="round" />
      <circle cx="12" cy="12" r="3" />
      {crossed && <path d="M4 4l16 16" strokeLinecap="round" />}
    </svg>
  );
}
