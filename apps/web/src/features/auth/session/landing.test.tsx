import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages, ownTexts } from '@portal/contracts';
import { paths } from '../../../config/paths.ts';
import { landingPath } from '../../../config/useHomePath.ts';
import { useCookieStore } from '../../../stores/cookies.ts';
import { useSession } from '../../../stores/session.ts';
import { jsonResponse } from '../../../test/fixtures.ts';
import { mockApi, renderApp } from '../../../test/renderApp.tsx';

/** Issue 26 item 9: a platform administrator landed on a client's employee home instead of the admin console. */
const person = (userType: 'admin' | 'employee', masquerade: { userId: number; schemeYear: number } | null = null) => ({
  id: 1,
  name: 'Ada Admin',
  firstName: 'Ada',
  surname: 'Admin',
  email: 'admin@portal.test',
  userType,
  employmentStatus: 'active',
  avatar: null,
  termsRevision: 1,
  siteTermsUpdated: false,
  showWelcomeModal: false,
  firstLogin: false,
  mfaEnabled: false,
  mfaEnforced: false,
  clientId: 1,
  masquerade,
});
const setupOf = (user: ReturnType<typeof person>) => ({ user, client: null, cmsData: { faqs: true, sso_access_only: false, reference: false, live: true } });
const tokens = { access_token: 'access', refresh_token: 'refresh-token-0123456789-abcdef', expires_in: 900, token_type: 'Bearer', ssoLogoutUrl: null };

describe('where a person lands', { timeout: 30_000 }, () => {
  it('is the admin console for a platform administrator, the app home for anyone else (a masquerade included)', () => {
    expect(landingPath(person('admin'))).toBe(paths.app.admin);
    expect(landingPath(person('employee'))).toBe(paths.app.home);
    expect(landingPath(person('employee', { userId: 9, schemeYear: 2026 }))).toBe(paths.app.home);
    expect(landingPath(null)).toBe(paths.app.home);
  });

  it('takes a platform administrator to the admin console after logging in', async () => {
    const user = userEvent.setup();
    useCookieStore.getState().acceptCookies();
    mockApi({
      'POST /api/login/url': jsonResponse(200, { hasSSO: false, url: null }),
      'POST /api/login': jsonResponse(200, tokens),
      'GET /api/login/setup': jsonResponse(200, setupOf(person('admin'))),
    });
    const { router } = renderApp('/');
    await user.type(await screen.findByRole('textbox', { name: ownTexts.emailLabel }), 'admin@portal.test');
    await user.click(screen.getByRole('button', { name: messages.login.next }));
    await user.type(await screen.findByLabelText(ownTexts.passwordLabel), 'Benefits-Demo-2026!');
    await user.click(screen.getByRole('button', { name: messages.login.login }));
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.app.admin));
  });

  it('sends a logged-in platform administrator from / and from /app/ to the admin console', async () => {
    useSession.setState({ loggedIn: true, user: person('admin') as never });
    mockApi({ 'GET /api/login/setup': jsonResponse(200, setupOf(person('admin'))) });
    const fromLogin = renderApp('/');
    await waitFor(() => expect(fromLogin.router.state.location.pathname).toBe(paths.app.admin));
    fromLogin.unmount();
    const fromApp = renderApp('/app/');
    await waitFor(() => expect(fromApp.router.state.location.pathname).toBe(paths.app.admin));
  });

  it('still sends an employee from /app/ to the app home', async () => {
    useSession.setState({ loggedIn: true, user: person('employee') as never });
    mockApi({ 'GET /api/login/setup': jsonResponse(200, setupOf(person('employee'))) });
    const { router } = renderApp('/app/');
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.app.home));
  });
});
