import { Link } from 'react-router';
import { ownTexts, ukYear } from '@portal/contracts';
import { useSession } from '../../stores/session.ts';
import { useModals } from '../../ui/Modal/index.ts';
import { useTheme } from '../../theme/index.ts';
import { paths } from '../../config/paths.ts';
import styles from './Footer.module.css';

export function Footer() {
  const theme = useTheme();
  const loggedIn = useSession((s) => s.loggedIn);
  const openModal = useModals((s) => s.openModal);
  const year = ukYear();
  return (
    <footer className={styles.footer}>
      <div className={styles.accent} aria-hidden="true" />
      <div className={`container ${styles.inner}`}>
        <p className={styles.copyright}>
          © {year} {theme.clientName}. {ownTexts.footerRights}
        </p>
        <nav aria-label={ownTexts.footerNavLabel}>
          <ul className={styles.links}>
            <li>
              <Link to={paths.privacyStatement}>{ownTexts.footerPrivacy}</Link>
            </li>
            <li>
              <Link to={paths.termsAndConditions}>{ownTexts.footerTerms}</Link>
            </li>
            <li>
              <Link to={paths.cookiePolicy}>{ownTexts.footerCookies}</Link>
            </li>
            <li>
              <button type="button" className={styles.linkButton} onClick={() => openModal('cookie-settings')}>
                {ownTexts.footerCookieSettings}
              </button>
            </li>
            {theme.contactUsEnabled && loggedIn && (
              <li>
                <Link to={paths.contactUs}>{ownTexts.footerContact}</Link>
              </li>
            )}
          </ul>
        </nav>
      </div>
    </footer>
  );
}
