import { lazy, startTransition, Suspense, useCallback, useState } from 'react';
import { paths } from '../config/paths.ts';
import { useSession } from '../stores/session.ts';
import { ThemeProvider, type BootedTheme } from '../theme/index.ts';
import { BootFallback } from './BootFallback.tsx';
import { ErrorBoundary } from './ErrorBoundary.tsx';
import { FirstLoginPage } from './FirstLoginPage.tsx';
import { loadApp } from './loadApp.ts';

const App = lazy(() => loadApp().then((m) => ({ default: m.App })));

/** A visit that starts on the login page, logged out: that page alone first (decisions: performance.md, "The login page's files"). */
const startsOnLoginPage = () => window.location.pathname === paths.login && !useSession.getState().loggedIn;

/**
 * The page's root: the theme, and either the first login page, until the person leaves it, or the app. While the app
 * loads the login page stays on screen (a transition), so nothing blinks.
 */
export function Root({ bootedTheme }: { bootedTheme: BootedTheme }) {
  const [first, setFirst] = useState(startsOnLoginPage);
  const leave = useCallback(() => startTransition(() => setFirst(false)), []);
  return (
    <ErrorBoundary>
      <ThemeProvider cached={bootedTheme.theme} servedAt={bootedTheme.servedAt}>
        <Suspense fallback={<BootFallback />}>{first ? <FirstLoginPage onLeave={leave} /> : <App />}</Suspense>
      </ThemeProvider>
    </ErrorBoundary>
  );
}
