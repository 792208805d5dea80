import { lazy, Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { CookieBanner } from '../../features/cookies/CookieBanner.tsx';
import { MasqueradeBanner } from '../../features/masquerade/MasqueradeBanner.tsx';
import { IdleWatcher, useSessionExpiry } from '../../features/auth/index.ts';
import { useSession } from '../../stores/session.ts';
import { AppFrame } from './AppFrame.tsx';
import { OpenOverlays } from './OpenOverlays.tsx';
import { RouteProgress } from './RouteProgress.tsx';

// Menus and navigation need React Aria: only logged-in pages load them.
const LoggedInHeader = lazy(() => import('./nav/LoggedInHeader.tsx'));

export function AppShell() {
  useSessionExpiry();
  const loggedIn = useSession((s) => s.loggedIn);
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
      <OpenOverlays />
      {loggedIn && (
        <Suspense fallback={null}>
          <IdleWatcher />
        </Suspense>
      )}
    </>
  );
}
