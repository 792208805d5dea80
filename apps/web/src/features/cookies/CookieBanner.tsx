import { useLocation } from 'react-router';
import { messages, ownTexts } from '@portal/contracts';
import { paths, samePath } from '../../config/paths.ts';
import { useCookieStore } from '../../stores/cookies.ts';
import { useSession } from '../../stores/session.ts';
import { Button } from '../../ui/Button.tsx';
import { useModals } from '../../ui/Modal/index.ts';
import styles from './CookieBanner.module.css';

function CookieIcon() {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" aria-hidden="true">
      <path d="M12 3a9 9 0 1 0 9 9 3 3 0 0 1-3.5-3A3 3 0 0 1 14 5.5 3 3 0 0 1 12 3Z" strokeLinejoin="round" />
      <circle cx="8.5" cy="11" r="1" fill="currentColor" />
      <circle cx="12" cy="16" r="1" fill="currentColor" />
      <circle cx="16" cy="13.5" r="1" fill="currentColor" />
    </svg>
  );
}

/**
 * Sticky to the bottom of the viewport; being the page's last element it never hides the footer
 * once scrolled to the end.
 */
export function CookieBanner() {
  const accepted = useCookieStore((s) => s.cookie.cookiesAccepted);
  const acceptCookies = useCookieStore((s) => s.acceptCookies);
  const masquerading = useSession((s) => s.masquerade !== null);
  const openModal = useModals((s) => s.openModal);
  const { pathname } = useLocation();

  if (accepted || masquerading || samePath(pathname, paths.cookiePolicy)) return null;
  return (
    <section className={styles.banner} aria-label={ownTexts.cookieBannerLabel}>
      <div className={`container ${styles.inner}`}>
        <span className={styles.icon}>
          <CookieIcon />
        </span>
        <p className={styles.text}>{ownTexts.cookieBanner}</p>
        <div className={styles.actions}>
          <Button variant="secondary" onClick={() => openModal('cookie-settings')}>
            {messages.cookies.manage}
          </Button>
          <Button onClick={acceptCookies}>{messages.cookies.accept}</Button>
        </div>
      </div>
    </section>
  );
}
