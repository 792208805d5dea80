import { useRouteError } from 'react-router';
import { RootError } from './RootError.tsx';

/** The root route's error element: the crash page, with the error the router caught. */
export function RootRouteError() {
  return <RootError error={useRouteError()} />;
}
