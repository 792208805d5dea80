import { ownTexts, ukYear } from '@portal/contracts';
import { useSession } from '../../stores/session.ts';
import { useModals } from '../../ui/Modal/index.ts';
import { useTheme } from '../../theme/index.ts';
import { paths } from '../../config/paths.ts';
import { AppLink } from '../../navigation/AppNavigation.tsx';
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
              <AppLink to={paths.privacyStatement}>{ownTexts.footerPrivacy}</AppLink>
            </li>
            <li>
              <AppLink to={paths.termsAndConditions}>{ownTexts.footerTerms}</AppLink>
            </li>
            <li>
              <AppLink to={paths.cookiePolicy}>{ownTexts.footerCookies}</AppLink>
            </li>
            <li>
              <button type="button" className={styles.linkButton} onClick={() => openModal('cookie-settings')}>
                {ownTexts.footerCookieSettings}
              </button>
            </li>
            {theme.contactUsEnabled && loggedIn && (
              <li>
                <AppLink to={paths.contactUs}>{ownTexts.footerContact}</AppLink>
              </li>
            )}
          </ul>
        </nav>
      </div>
    </footer>
  );
}
