import { CrashPage } from './CrashPage.tsx';
import { isNetworkFailure, serverReachable } from './networkFailure.ts';
import { OfflinePage } from './OfflinePage.tsx';

/** The shell's own failure (no router to re-render with): offline page with a reload once the server answers. */
export function RootErrorPage({ error }: { error: unknown }) {
  if (!isNetworkFailure(error)) return <CrashPage />;
  const retry = async () => {
    if (!(await serverReachable())) return false;
    window.location.reload();
    return true;
  };
  return <OfflinePage onRetry={retry} />;
}
