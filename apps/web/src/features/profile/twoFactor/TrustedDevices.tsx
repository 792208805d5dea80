import { useState } from 'react';
import { messages, ownTexts, type TrustedDeviceInfo } from '@portal/contracts';
import { errorText } from '../../../api/errors.ts';
import { Alert } from '../../../ui/Alert.tsx';
import { Badge } from '../../../ui/Badge.tsx';
import { Button } from '../../../ui/Button.tsx';
import { useForgetTrustedDevice } from '../api/useForgetTrustedDevice.ts';
import { useTrustedDevices } from '../api/useTrustedDevices.ts';
import { formatDate } from '../format.ts';
import { SectionState } from '../SectionState.tsx';
import items from '../items.module.css';
import styles from './TrustedDevices.module.css';

const t = ownTexts.profile;

function DeviceItem({ device, onForgotten }: { device: TrustedDeviceInfo; onForgotten: () => void }) {
  const forget = useForgetTrustedDevice();
  const since = formatDate(device.createdAt);
  return (
    <li className={items.item}>
      <div className={items.itemMain}>
        <h4 className={items.itemTitle}>
          {device.label} {device.current && <Badge tone="info">{t.thisBrowser}</Badge>}
        </h4>
        <dl className={items.itemFacts}>
          <div>
            <dt>{t.trustedSince}</dt>
            <dd>{since}</dd>
          </div>
          <div>
            <dt>{t.lastUsed}</dt>
            <dd>{formatDate(device.lastUsedAt)}</dd>
          </div>
        </dl>
      </div>
      <div className={items.itemActions}>
        <Button variant="secondary" onClick={() => forget.mutate(device.id, { onSuccess: onForgotten })} disabled={forget.isPending}>
          {forget.isPending ? t.forgetting : t.forgetDevice} <span className="visually-hidden">{t.forgetDeviceContext(device.label, since)}</span>
        </Button>
      </div>
      {forget.isError && (
        <div className={styles.error}>
          <Alert tone="error">
            <p>{errorText(forget.error, messages.generic.somethingWrong)}</p>
          </Alert>
        </div>
      )}
    </li>
  );
}

/** The browsers that skip the code at login, each with 'Forget this device'. */
export function TrustedDevices() {
  const devices = useTrustedDevices();
  const [forgotten, setForgotten] = useState(false);
  return (
    <section className={styles.devices} aria-labelledby="trusted-devices-title">
      <h3 id="trusted-devices-title" className={styles.title}>
        {t.trustedDevicesTitle}
      </h3>
      <p className="muted">{t.trustedDevicesIntro}</p>
      {forgotten && (
        <Alert tone="success">
          <p>{t.deviceForgotten}</p>
        </Alert>
      )}
      {!devices.isSuccess ? (
        <SectionState isError={devices.isError} onRetry={() => void devices.refetch()} />
      ) : devices.data.length === 0 ? (
        <p className={items.empty}>{t.noTrustedDevices}</p>
      ) : (
        <ul className={items.list}>
          {devices.data.map((device) => (
            <DeviceItem key={device.id} device={device} onForgotten={() => setForgotten(true)} />
          ))}
        </ul>
      )}
    </section>
  );
}
