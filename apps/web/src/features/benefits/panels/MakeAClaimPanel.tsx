import { benefitScreenTexts as t, hasSupportNumber, ownTexts } from '@portal/contracts';
import { useTheme } from '../../../theme/index.ts';
import type { PanelBodyProps } from '../../../ui/SidePanel/index.ts';
import styles from './panels.module.css';

/** 'make-a-claim': who handles claims for the benefit, how to claim, and who helps. */
export default function MakeAClaimPanel({ data }: PanelBodyProps<'make-a-claim'>) {
  const { name, provider } = data;
  const theme = useTheme();
  const phone = theme.benefitBrandPhoneNumber;
  const email = theme.supportEmail;
  return (
    <div className={styles.stack}>
      <p>{t.claim.intro(provider, name)}</p>
      <section className={styles.section}>
        <h3>{t.claim.stepsTitle}</h3>
        <ol className={styles.steps}>
          {t.claim.steps(provider).map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </section>
      {(email || hasSupportNumber(phone)) && (
        <section className={`${styles.section} ${styles.contact}`}>
          <h3>{t.claim.helpTitle}</h3>
          <p>{t.claim.help}</p>
          <ul className={styles.contactList}>
            {hasSupportNumber(phone) && phone && <li>{ownTexts.supportCall(phone)}</li>}
            {email && (
              <li>
                <a href={`mailto:${email}`}>{ownTexts.supportEmail(email)}</a>
              </li>
            )}
          </ul>
        </section>
      )}
    </div>
  );
}
