import { lazy, Suspense, type ReactNode } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { CookieBanner } from '../../features/cookies/CookieBanner.tsx';
import { MasqueradeBanner } from '../../features/masquerade/MasqueradeBanner.tsx';
import { IdleWatcher, useSessionExpiry } from '../../features/auth/index.ts';
import { useSession } from '../../stores/session.ts';
import { useModals } from '../../ui/Modal/index.ts';
import { usePanels } from '../../ui/SidePanel/index.ts';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';
import { RouteProgress } from './RouteProgress.tsx';
import { MAIN_ID, SkipLink } from './SkipLink.tsx';
import styles from './AppShell.module.css';

// Menus and navigation need React Aria: only logged-in pages load them.
const LoggedInHeader = lazy(() => import('./nav/LoggedInHeader.tsx'));
// Every area's overlay registry (and the texts of their headings) loads the first time a panel or modal opens.
const Overlays = lazy(() => import('./Overlays.tsx'));

/** Page frame: skip link, header, main landmark, footer and the banners and overlays. */
export function AppFrame({ children, banners, header }: { children: ReactNode; banners?: ReactNode; header?: ReactNode }) {
  return (
    <div className={styles.app}>
      <SkipLink />
      <Header>{header}</Header>
      <main id={MAIN_ID} className={styles.main} tabIndex={-1}>
        {children}
      </main>
      <Footer />
      {banners}
    </div>
  );
}

export function AppShell() {
  useSessionExpiry();
  const loggedIn = useSession((s) => s.loggedIn);
  // The hosts render nothing while nothing is open (and a closing one stays open until its animation ends).
  const panelOpen = usePanels((s) => s.current !== null);
  const modalOpen = useModals((s) => s.current !== null);
  return (
    <>
      <RouteProgress />
      <ScrollRestoration />
      <AppFrame
        banners={
          <>
            <CookieBanner />
            <MasqueradeBanner />
          </>
        }
        header={
          loggedIn ? (
            <Suspense fallback={null}>
              <LoggedInHeader />
            </Suspense>
          ) : null
        }
      >
        <Outlet />
      </AppFrame>
      {(panelOpen || modalOpen) && (
        <Suspense fallback={null}>
          <Overlays />
        </Suspense>
      )}
      {loggedIn && (
        <Suspense fallback={null}>
          <IdleWatcher />
        </Suspense>
      )}
    </>
  );
}
