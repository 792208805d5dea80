import { ownTexts } from '@portal/contracts';
import { useTheme } from '../../theme/index.ts';
import { Card } from '../../ui/Card.tsx';
import { useDocumentTitle } from '../../ui/useDocumentTitle.ts';
import { SupportContact } from './SupportContact.tsx';
import styles from './LoginPlaceholderPage.module.css';

/** The login route until the login issue lands: branded welcome and support details. */
export function LoginPlaceholderPage() {
  const theme = useTheme();
  useDocumentTitle('', theme.benefitBrandName);
  return (
    <div className={`container ${styles.wrap}`}>
      <Card className={styles.card}>
        <div className={styles.art} aria-hidden="true" />
        <div className={styles.content}>
          <h1 className={styles.title}>{theme.benefitBrandName}</h1>
          <p className="lead">{ownTexts.loginPlaceholder}</p>
          <SupportContact className={styles.support} />
        </div>
      </Card>
    </div>
  );
}
