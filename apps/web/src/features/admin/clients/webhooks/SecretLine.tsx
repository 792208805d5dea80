import { useState } from 'react';
import { webhookTexts } from '@portal/contracts';
import { Button } from '../../../../ui/Button.tsx';
import styles from './Webhooks.module.css';

const t = webhookTexts.secret;

/** The signing secret, shown this once, with a Copy button (the text is selected where the clipboard is not allowed). */
export function SecretLine({ secret }: { secret: string }) {
  const [copied, setCopied] = useState(false);
  const id = 'webhook-signing-secret';
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      setCopied(true);
    } catch {
      (document.getElementById(id) as HTMLInputElement | null)?.select();
    }
  };
  return (
    <div className={styles.copyLine}>
      <label htmlFor={id}>{t.label}</label>
      <div className={styles.copyRow}>
        <input id={id} className={styles.secret} type="text" readOnly value={secret} spellCheck={false} onFocus={(e) => e.currentTarget.select()} />
        <Button variant="secondary" aria-label={`${t.copy} ${t.label}`} onClick={() => void copy()}>
          {copied ? t.copied : t.copy}
        </Button>
      </div>
    </div>
  );
}
