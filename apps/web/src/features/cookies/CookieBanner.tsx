import { useEffect, useRef, type RefObject } from 'react';
import { messages, ownTexts } from '@portal/contracts';
import { paths, samePath } from '../../config/paths.ts';
import { useCookieStore } from '../../stores/cookies.ts';
import { useSession } from '../../stores/session.ts';
import { Button } from '../../ui/Button.tsx';
import { useModals } from '../../ui/Modal/index.ts';
import { useAppLocation } from '../../navigation/AppNavigation.tsx';
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
 * Once the banner goes, the button that had focus goes with it: focus moves to the main content (which the shell
 * makes focusable for the skip link) rather than dropping to the body.
 */
function focusMainContent() {
  document.querySelector<HTMLElement>('main')?.focus();
}

/** After the settings dialog closed and tried to give focus back to the banner's button, which is gone by then. */
function focusMainContentIfLost() {
  requestAnimationFrame(() =>
    requestAnimationFrame(() => {
      if (!document.activeElement || document.activeElement === document.body) focusMainContent();
    }),
  );
}

/**
 * While the banner sticks to the bottom of the viewport, the page keeps that much room at the bottom when it scrolls a
 * focused element into view: a footer link reached by Tab shows above the banner, not behind it.
 */
function useRoomForBanner(banner: RefObject<HTMLElement | null>, shown: boolean) {
  useEffect(() => {
    const element = banner.current;
    if (!shown || !element) return;
    const root = document.documentElement;
    const update = () => {
      root.style.scrollPaddingBottom = getComputedStyle(element).position === 'sticky' ? `${element.offsetHeight}px` : '';
    };
    update();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    observer?.observe(element);
    window.addEventListener('resize', update);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', update);
      root.style.scrollPaddingBottom = '';
    };
  }, [banner, shown]);
}

/**
 * Sticky to the bottom of the viewport; being the page's last element it never hides the footer
 * once scrolled to the end. On a phone it sits at the top of the page instead, so it covers no form.
 */
export function CookieBanner() {
  const accepted = useCookieStore((s) => s.cookie.cookiesAccepted);
  const acceptCookies = useCookieStore((s) => s.acceptCookies);
  const masquerading = useSession((s) => s.masquerade !== null);
  const openModal = useModals((s) => s.openModal);
  const { pathname } = useAppLocation();
  const ref = useRef<HTMLElement>(null);
  const shown = !accepted && !masquerading && !samePath(pathname, paths.cookiePolicy);
  useRoomForBanner(ref, shown);

  if (!shown) return null;
  return (
    <section ref={ref} className={`${styles.banner} no-print`} aria-label={ownTexts.cookieBannerLabel}>
      <div className={`container ${styles.inner}`}>
        <span className={styles.icon}>
          <CookieIcon />
        </span>
        <p className={styles.text}>{ownTexts.cookieBanner}</p>
        <div className={styles.actions}>
          <Button variant="secondary" onClick={() => openModal('cookie-settings', null, { onClose: focusMainContentIfLost })}>
            {messages.cookies.manage}
          </Button>
          <Button
            onClick={() => {
              acceptCookies();
              focusMainContent();
            }}
          >
            {messages.cookies.accept}
          </Button>
        </div>
      </div>
    </section>
  );
}
