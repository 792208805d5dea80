import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate, useRouteError } from 'react-router';
import { CrashPage } from './CrashPage.tsx';
import { isChunkFailure, isNetworkFailure, serverReachable } from './networkFailure.ts';
import { OfflinePage } from './OfflinePage.tsx';

/** A page's error element: the offline page when the server could not be reached, the crash page otherwise. */
export function RouteErrorPage() {
  const error = useRouteError();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  if (!isNetworkFailure(error)) return <CrashPage />;
  const retry = async () => {
    if (!(await serverReachable())) return false;
    // The router keeps a page's failed code load: only a reload fetches it again.
    if (isChunkFailure(error)) {
      window.location.reload();
      return true;
    }
    // Failed calls are fetched again as the page renders anew.
    await queryClient.resetQueries({ predicate: (query) => query.state.status === 'error' });
    await navigate(location, { replace: true });
    return true;
  };
  return <OfflinePage onRetry={retry} />;
}
