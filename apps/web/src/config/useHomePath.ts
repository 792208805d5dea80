import { useSession } from '../stores/session.ts';
import { paths } from './paths.ts';

/** Where "Home" leads (breadcrumbs, logo, 404): the app home once logged in, the login page before. */
export function useHomePath(): string {
  const loggedIn = useSession((s) => s.loggedIn);
  return loggedIn ? paths.app.home : paths.login;
}
