import { useId } from 'react';
import { platformSettingsTexts as t, type EnforcementSetting } from '@portal/contracts';
import { Alert } from '../../../ui/Alert.tsx';
import { Button } from '../../../ui/Button.tsx';
import { Loading } from '../../../ui/Loading.tsx';
import { useModals } from '../../../ui/Modal/index.ts';
import { useEnforcementSetting } from '../api/enforcementSetting.ts';
import type { EnforcementChange } from './enforcementTitle.ts';
import styles from '../employer.module.css';

const groups = ['employees', 'employers'] as const satisfies (keyof EnforcementSetting)[];

/** Whether employees and employers must use two-factor authentication; each change is confirmed first. */
export function EnforcementSettings({ clientId }: { clientId: number }) {
  const headingId = useId();
  const setting = useEnforcementSetting(clientId);
  const openModal = useModals((s) => s.openModal);
  const ask = (change: EnforcementChange) => openModal('confirm-enforcement', change);
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId}>{t.enforcementHeading}</h2>
      <p>{t.enforcementIntro}</p>
      {setting.isPending ? (
        <Loading label={t.loading} />
      ) : setting.isError ? (
        <Alert tone="error">
          <p>{t.loadFailed}</p>
        </Alert>
      ) : (
        <ul className={styles.settings}>
          {groups.map((group) => {
            const on = setting.data[group];
            return (
              <li key={group} className={styles.setting}>
                <div>
                  <p className={styles.settingName}>{t.requireFor[group]}</p>
                  <p className={on ? styles.on : styles.off}>{on ? t.required : t.optional}</p>
                </div>
                <Button
                  variant={on ? 'secondary' : 'primary'}
                  aria-label={`${on ? t.turnOff : t.turnOn}: ${t.who[group]}`}
                  onClick={() => ask({ clientId, group, on: !on })}
                >
                  {on ? t.turnOff : t.turnOn}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
