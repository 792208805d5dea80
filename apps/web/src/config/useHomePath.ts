import type { SessionUserInfo } from '@portal/contracts';
import { useSession } from '../stores/session.ts';
import { paths } from './paths.ts';

/** Where "Home" leads (breadcrumbs, logo, 404): the app home once logged in, the login page before. */
export function useHomePath(): string {
  const loggedIn = useSession((s) => s.loggedIn);
  return loggedIn ? paths.app.home : paths.login;
}

/**
 * Where a person lands after logging in, and from `/` or `/app/` once logged in: a platform administrator on the admin
 * console (issue 26 item 9; they belong to no client, so a client's employee home is not theirs), everyone else, a
 * masquerade included (the session's user is then the person viewed), on the app home.
 */
export const landingPath = (user: Pick<SessionUserInfo, 'userType'> | null | undefined): string =>
  user?.userType === 'admin' ? paths.app.admin : paths.app.home;

export function useLandingPath(): string {
  return landingPath(useSession((s) => s.user));
}
