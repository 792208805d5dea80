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
import { ada, priya, sam } from '../../../test/session.ts';

/** Issue 26 item 9: a platform administrator landed on a client's employee home instead of the admin console. */
const people = { employee: sam, employer: priya, admin: ada };
const person = (userType: keyof typeof people, masquerade: { userId: number; schemeYear: number } | null = null) => ({ ...people[userType], masquerade });
const setupOf = (user: ReturnType<typeof person>) => ({ user, client: null, cmsData: { faqs: true, sso_access_only: false, reference: false, live: true } });
const tokens = { access_token: 'access', refresh_token: 'refresh-token-0123456789-abcdef', expires_in: 900, token_type: 'Bearer', ssoLogoutUrl: null };

/** Logs in on the login page as `who`, whose login setup the API answers. */
async function logIn(who: ReturnType<typeof person>) {
  const user = userEvent.setup();
  useCookieStore.getState().acceptCookies();
  mockApi({
    'POST /api/login/url': jsonResponse(200, { hasSSO: false, url: null }),
    'POST /api/login': jsonResponse(200, tokens),
    'GET /api/login/setup': jsonResponse(200, setupOf(who)),
  });
  const rendered = renderApp('/');
  await user.type(await screen.findByRole('textbox', { name: ownTexts.emailLabel }), who.email);
  await user.click(screen.getByRole('button', { name: messages.login.next }));
  await user.type(await screen.findByLabelText(ownTexts.passwordLabel), 'Benefits-Demo-2026!');
  await user.click(screen.getByRole('button', { name: messages.login.login }));
  return rendered;
}

describe('where a person lands', { timeout: 30_000 }, () => {
  it('is the admin console for a platform administrator, the app home for anyone else (a masquerade included)', () => {
    expect(landingPath(person('admin'))).toBe(paths.app.admin);
    expect(landingPath(person('employee'))).toBe(paths.app.home);
    expect(landingPath(person('employee', { userId: 9, schemeYear: 2026 }))).toBe(paths.app.home);
    expect(landingPath(null)).toBe(paths.app.home);
  });

  it('is the employer dashboard for an HR administrator who uses the employer tools (issue 27 §2), not for a masquerade as one', () => {
    expect(landingPath(person('employer'))).toBe(paths.app.dashboard);
    expect(landingPath(person('employer', { userId: 9, schemeYear: 2026 }))).toBe(paths.app.home);
    // A suspended (inactive) or departed HR administrator has no employer tools: the app home.
    expect(landingPath({ ...person('employer'), employmentStatus: 'inactive' })).toBe(paths.app.home);
    expect(landingPath({ ...person('employer'), employmentStatus: 'left' })).toBe(paths.app.home);
  });

  it('takes an HR administrator to the employer dashboard after logging in', async () => {
    const { router } = await logIn(person('employer'));
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.app.dashboard));
  });

  it('takes a platform administrator to the admin console after logging in', async () => {
    const { router } = await logIn(person('admin'));
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.app.admin));
  });

  it('leads a platform administrator without two-factor through its set-up at login, then to the console with the notice', async () => {
    const user = userEvent.setup();
    useCookieStore.getState().acceptCookies();
    const setupCalls: unknown[] = [];
    mockApi({
      'POST /api/login/url': jsonResponse(200, { hasSSO: false, url: null }),
      'POST /api/login': jsonResponse(200, {
        is_should_setup_2fa: true,
        secret: 'JBSWY3DPEHPK3PXP',
        url: 'otpauth://totp/x',
        qrCode: 'data:image/png;base64,iVBORw0KGgo=',
      }),
      'POST /api/employee/mfa/validate/enforced': (init) => {
        const body = JSON.parse(String(init?.body)) as { type: string };
        setupCalls.push(body);
        return body.type === 'temporary' ? jsonResponse(200, { valid: true }) : jsonResponse(200, tokens);
      },
      'GET /api/login/setup': jsonResponse(200, setupOf({ ...person('admin'), mfaEnabled: true, mfaEnforced: true })),
      'GET /api/admin/clients': jsonResponse(200, { data: [] }),
    });
    const { router } = renderApp('/');
    await user.type(await screen.findByRole('textbox', { name: ownTexts.emailLabel }), 'admin@portal.test');
    await user.click(screen.getByRole('button', { name: messages.login.next }));
    await user.type(await screen.findByLabelText(ownTexts.passwordLabel), 'Benefits-Demo-2026!');
    await user.click(screen.getByRole('button', { name: messages.login.login }));
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.twoFactorQrSetup));
    await user.click(await screen.findByRole('button', { name: ownTexts.enterTheCode }));
    for (const label of [messages.login.next, ownTexts.verify]) {
      await user.click(await screen.findByRole('textbox', { name: 'Digit 1 of 6' }));
      await user.keyboard('123456');
      await user.click(screen.getByRole('button', { name: label }));
    }
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.app.admin));
    expect(await screen.findByText(ownTexts.mfaEnabled)).toBeTruthy();
    expect(setupCalls).toMatchObject([
      { type: 'temporary', code: '123456' },
      { type: 'complete', code: '123456' },
    ]);
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
