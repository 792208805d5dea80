import { useRouteError } from 'react-router';
import { RootErrorPage } from '../features/errors/RootErrorPage.tsx';

/** The shell itself failed: the crash page (or, when the server could not be reached, the offline page) alone, in a bare main landmark. */
export function RootError({ error }: { error: unknown }) {
  return (
    <main>
      <RootErrorPage error={error} />
    </main>
  );
}

/** The root route's error element: the same, with the error the router caught. */
export function RootRouteError() {
  return <RootError error={useRouteError()} />;
}
