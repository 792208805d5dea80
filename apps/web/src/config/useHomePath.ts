import { usesEmployerTools, type SessionUserInfo } from '@portal/contracts';
import { useSession } from '../stores/session.ts';
import { paths } from './paths.ts';

/** Where "Home" leads (breadcrumbs, logo, 404): the app home once logged in, the login page before. */
export function useHomePath(): string {
  const loggedIn = useSession((s) => s.loggedIn);
  return loggedIn ? paths.app.home : paths.login;
}

/**
 * Where a person lands after logging in or activating, and from `/` or `/app/` once logged in: a platform administrator
 * on the admin console (issue 26 item 9; they belong to no client, so a client's employee home is not theirs), an HR
 * administrator who uses the employer tools on the employer dashboard (issue 27 §2), everyone else on the app home. A
 * masquerade (the session's user is the person viewed) lands on the app home, as it did before: "view as" shows the
 * person's own portal first, and the Dashboard link is one click away.
 */
export const landingPath = (user: Pick<SessionUserInfo, 'userType' | 'employmentStatus' | 'masquerade'> | null | undefined): string => {
  if (user?.userType === 'admin') return paths.app.admin;
  return user && !user.masquerade && usesEmployerTools(user) ? paths.app.dashboard : paths.app.home;
};

export function useLandingPath(): string {
  return landingPath(useSession((s) => s.user));
}
