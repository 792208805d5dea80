import { useState } from 'react';
import { apiAccessTexts as t, type ApiCredentialKind } from '@portal/contracts';
import { Alert } from '../../../../ui/Alert.tsx';
import { Button } from '../../../../ui/Button.tsx';
import type { ModalBodyProps, Titled } from '../../../../ui/Modal/index.ts';
import confirm from '../../../../ui/confirm.module.css';
import styles from './ApiAccess.module.css';

export interface CredentialSecretData extends Titled {
  kind: ApiCredentialKind;
  keyId: string;
  secret: string;
  token: string;
}

function CopyLine({ id, label, value }: { id: string; label: string; value: string }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
    } catch {
      // No clipboard (an old browser, a page not allowed it): the value is selected for the person to copy.
      (document.getElementById(id) as HTMLInputElement | null)?.select();
    }
  };
  return (
    <div className={styles.copyLine}>
      <label htmlFor={id}>{label}</label>
      <div className={styles.copyRow}>
        <input id={id} className={styles.secret} type="text" readOnly value={value} spellCheck={false} onFocus={(e) => e.currentTarget.select()} />
        <Button variant="secondary" aria-label={`${t.copy} ${label}`} onClick={() => void copy()}>
          {copied ? t.copied : t.copy}
        </Button>
      </div>
    </div>
  );
}

/**
 * The new credential's secret, shown this once (only its hash is kept): the key id and secret an HR system is given,
 * and the same as one bearer token. Closing it forgets the secret.
 */
export default function CredentialSecretModal({ data, close }: ModalBodyProps<'api-credential-secret'>) {
  return (
    <div className={confirm.body}>
      <Alert tone="info">
        <p>{t.secretWarning}</p>
      </Alert>
      {data.kind === 'api-key' && <CopyLine id="credential-key-id" label={t.keyIdLabel} value={data.keyId} />}
      {data.kind === 'api-key' && <CopyLine id="credential-secret" label={t.secretLabel} value={data.secret} />}
      <CopyLine id="credential-token" label={t.tokenLabel} value={data.token} />
      <div className={confirm.actions}>
        <Button onClick={() => close({ success: true })}>{t.done}</Button>
      </div>
    </div>
  );
}
