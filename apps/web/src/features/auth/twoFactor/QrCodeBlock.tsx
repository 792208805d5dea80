import { ownTexts } from '@portal/contracts';
import styles from './QrCodeBlock.module.css';

/** Groups of four make a long base32 key easier to type into an app. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

export function QrCodeBlock({ qrCode, secret }: { qrCode: string; secret: string }) {
  return (
    <div className={styles.block}>
      <img className={styles.qr} src={qrCode} alt={ownTexts.qrAlt} width={192} height={192} />
      <div className={styles.key}>
        <p className={styles.keyLabel}>{ownTexts.secretLabel}</p>
        <code className={styles.secret}>{grouped(secret)}</code>
      </div>
    </div>
  );
}
