import { useEffect, useMemo, useRef, type MouseEvent } from 'react';
import { CookieBanner } from '../features/cookies/CookieBanner.tsx';
import { LoginPage } from '../features/auth/login/LoginPage.tsx';
import { NavigationContext, useAppNavigate, type AppLinkProps, type AppNavigation, type NavigateOptions } from '../navigation/AppNavigation.tsx';
import { AppFrame } from './shell/AppFrame.tsx';
import { OpenOverlays } from './shell/OpenOverlays.tsx';
import { loadApp } from './loadApp.ts';

/** A history entry as the router writes it (state under `usr`), so that the router, once loaded, reads the state. */
const historyEntry = (state: unknown) => ({ usr: state ?? null, key: Math.random().toString(36).slice(2, 10) });

const plainClick = (event: MouseEvent<HTMLAnchorElement>) =>
  event.button === 0 && !event.defaultPrevented && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey && !event.currentTarget.target;

function FirstPageLink({ to, state, replace, onClick, ...rest }: AppLinkProps) {
  const navigate = useAppNavigate();
  return (
    <a
      {...rest}
      href={to}
      onClick={(event) => {
        onClick?.(event);
        if (!plainClick(event)) return;
        event.preventDefault();
        navigate(to, { state, replace });
      }}
    />
  );
}

/**
 * The login page as the first page of a visit, without the router and the query client: any move away (a link,
 * logging in) writes the address and hands over to the app, which shows it. The app starts loading at the person's
 * first key or touch, so the hand-over rarely waits.
 */
export function FirstLoginPage({ onLeave }: { onLeave: () => void }) {
  // The page is left once: a second move in the same moment (a login's own and the page's redirect once logged in) is dropped.
  const left = useRef(false);
  const navigation = useMemo<AppNavigation>(
    () => ({
      location: { pathname: window.location.pathname, state: (window.history.state as { usr?: unknown } | null)?.usr ?? null },
      navigate: (to: string, { replace = false, state }: NavigateOptions = {}) => {
        if (left.current) return;
        left.current = true;
        if (replace) window.history.replaceState(historyEntry(state), '', to);
        else window.history.pushState(historyEntry(state), '', to);
        onLeave();
      },
      Link: FirstPageLink,
      queryClient: () => import('./queryClient.ts').then((m) => m.appQueryClient()),
    }),
    [onLeave],
  );

  useEffect(() => {
    const warm = () => void loadApp();
    const events = ['pointerdown', 'keydown'] as const;
    for (const name of events) window.addEventListener(name, warm, { once: true, capture: true });
    return () => {
      for (const name of events) window.removeEventListener(name, warm, { capture: true });
    };
  }, []);

  return (
    <NavigationContext value={navigation}>
      <AppFrame banners={<CookieBanner />}>
        <LoginPage />
      </AppFrame>
      <OpenOverlays />
    </NavigationContext>
  );
}
