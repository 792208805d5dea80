import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages, ownTexts, ssoTexts, type Theme } from '@portal/contracts';
import { useCookieStore } from '../../../stores/cookies.ts';
import { usePendingLogin } from '../../../stores/pendingLogin.ts';
import { useSession } from '../../../stores/session.ts';
import { acmeTheme, jsonResponse } from '../../../test/fixtures.ts';
import { mockApi, renderApp } from '../../../test/renderApp.tsx';
import { sam } from '../../../test/session.ts';
import { leaveApp } from '../session/navigation.ts';

vi.mock('../session/navigation.ts', async (original) => ({ ...(await original<object>()), leaveApp: vi.fn() }));
// The real widget needs web workers; a button stands in for solving it.
vi.mock('../captcha/Captcha.tsx', () => ({
  default: ({ error, onChange }: { error?: string; onChange: (payload: string | null) => void }) => (
    <div>
      {error && <p>{error}</p>}
      <button type="button" onClick={() => onChange('solved-payload')}>
        Solve captcha
      </button>
    </div>
  ),
}));

const tokens = { access_token: 'access', refresh_token: 'refresh-token-0123456789-abcdef', expires_in: 900, token_type: 'Bearer', ssoLogoutUrl: null };
const setup = { user: sam, client: null, cmsData: { faqs: true, sso_access_only: false, reference: false, live: true } };
const noSso = jsonResponse(200, { hasSSO: false, url: null });
const failed = jsonResponse(401, {
  error: 'Unauthorized',
  message: messages.login.tryAgain,
  showRecaptcha: true,
  errors: { email: messages.login.tryAgain, password: messages.login.tryAgain },
});

const emailBox = () => screen.getByRole('textbox', { name: ownTexts.emailLabel });
const passwordBox = () => screen.getByLabelText(ownTexts.passwordLabel);

async function toPasswordStep(user: ReturnType<typeof userEvent.setup>, email = 'sam@acme.test') {
  await user.type(await screen.findByRole('textbox', { name: ownTexts.emailLabel }), email);
  await user.click(screen.getByRole('button', { name: messages.login.next }));
  await screen.findByLabelText(ownTexts.passwordLabel);
}

describe('login page', () => {
  afterEach(() => vi.mocked(leaveApp).mockReset());

  it('checks the e-mail on blur and again as it changes, then looks it up', async () => {
    const user = userEvent.setup();
    let answer: (r: Response) => void = () => {};
    mockApi({ 'POST /api/login/url': () => new Promise<Response>((resolve) => (answer = resolve)) });
    renderApp('/');
    // Left empty, the e-mail is required (not an invalid address).
    await user.click(await screen.findByRole('button', { name: messages.login.next }));
    expect(await screen.findByText(messages.generic.required)).toBeTruthy();
    expect(screen.queryByText(messages.login.invalidEmail)).toBeNull();
    await user.type(await screen.findByRole('textbox', { name: ownTexts.emailLabel }), 'sam@');
    await user.tab();
    expect(await screen.findByText(messages.login.invalidEmail)).toBeTruthy();
    await user.type(emailBox(), 'acme.test');
    await waitFor(() => expect(screen.queryByText(messages.login.invalidEmail)).toBeNull());
    await user.click(screen.getByRole('button', { name: messages.login.next }));
    expect(await screen.findByRole('button', { name: messages.login.loading })).toBeTruthy();
    answer(noSso.clone());
    expect(await screen.findByRole('button', { name: messages.login.login })).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(passwordBox()));
  });

  it('says so when the lookup fails, and sends single sign-on users to their provider', async () => {
    const user = userEvent.setup();
    const fetchMock = mockApi({ 'POST /api/login/url': jsonResponse(500, { error: 'boom' }) });
    renderApp('/');
    await user.type(await screen.findByRole('textbox', { name: ownTexts.emailLabel }), 'sam@acme.test');
    await user.click(screen.getByRole('button', { name: messages.login.next }));
    expect(await screen.findByText(messages.login.unableToProcess)).toBeTruthy();

    fetchMock.mockImplementation(async () => jsonResponse(200, { hasSSO: true, url: 'https://idp.example.test/start' }));
    await user.click(screen.getByRole('button', { name: messages.login.next }));
    await waitFor(() => expect(leaveApp).toHaveBeenCalledWith('https://idp.example.test/start'));
  });

  it('makes no attempt until cookies are accepted', async () => {
    const user = userEvent.setup();
    const fetchMock = mockApi({ 'POST /api/login/url': noSso });
    renderApp('/');
    await toPasswordStep(user);
    await user.type(passwordBox(), 'secret');
    await user.click(screen.getByRole('button', { name: messages.login.login }));
    const banner = await screen.findByRole('alert');
    expect(within(banner).getByText(messages.login.acceptCookies)).toBeTruthy();
    expect(screen.getByLabelText(ownTexts.passwordLabel).getAttribute('aria-invalid')).toBe('false');
    expect(fetchMock.mock.calls.some(([url]) => String(url) === '/api/login')).toBe(false);
  });

  it('marks both fields and says the failure once, in the banner, then asks for the robot check', async () => {
    const user = userEvent.setup();
    useCookieStore.getState().acceptCookies();
    const fetchMock = mockApi({ 'POST /api/login/url': noSso, 'POST /api/login': failed });
    renderApp('/');
    await toPasswordStep(user);
    await user.type(passwordBox(), 'wrong password');
    await user.click(screen.getByRole('button', { name: messages.login.login }));

    await waitFor(() => expect(passwordBox().getAttribute('aria-invalid')).toBe('true'));
    expect(emailBox().getAttribute('aria-invalid')).toBe('true');
    expect(screen.getAllByText(messages.login.tryAgain, { exact: false }).length).toBe(1);
    const banner = screen.getByRole('alert');
    expect(banner.textContent).toContain(messages.login.tryAgain);
    expect(within(banner).getByRole('link', { name: ownTexts.resetPasswordLink }).getAttribute('href')).toBe('/forgotten-password/');
    expect(screen.getAllByRole('link', { name: ownTexts.resetPasswordLink }).length).toBe(1);
    // Both fields point screen readers at the banner's reason.
    for (const box of [emailBox(), passwordBox()]) expect(box.getAttribute('aria-describedby')).toContain('login-banner');

    const attempts = () => fetchMock.mock.calls.filter(([url]) => String(url) === '/api/login').length;
    await user.click(await screen.findByRole('button', { name: 'Solve captcha' }, { timeout: 5000 }));
    await user.click(screen.getByRole('button', { name: messages.login.login }));
    await waitFor(() => expect(attempts()).toBe(2));
    const body = JSON.parse(String(fetchMock.mock.calls.filter(([url]) => String(url) === '/api/login')[1]?.[1]?.body));
    expect(body.captcha).toBe('solved-payload');
    expect(body.deviceToken).toMatch(/^[0-9a-f]{64}$/);

    // The solution was spent: without a new one no attempt is made.
    await user.click(screen.getByRole('button', { name: messages.login.login }));
    expect(await screen.findByText(messages.login.robot)).toBeTruthy();
    expect(attempts()).toBe(2);
  });

  it('stores tokens (never the password), loads the setup and goes home', async () => {
    const user = userEvent.setup();
    useCookieStore.getState().acceptCookies();
    mockApi({ 'POST /api/login/url': noSso, 'POST /api/login': jsonResponse(200, tokens), 'GET /api/login/setup': jsonResponse(200, setup) });
    const { router } = renderApp('/');
    await toPasswordStep(user);
    await user.type(passwordBox(), 'Benefits-Demo-2026!');
    await user.click(screen.getByRole('button', { name: messages.login.login }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/home/'));
    expect(useSession.getState()).toMatchObject({ loggedIn: true, benefitsLoaded: true, accessToken: 'access' });
    expect(localStorage.getItem('loggedIn')).toBe('true');
    expect(JSON.parse(localStorage.getItem('user') ?? '{}').userType).toBe('employee');
    expect(JSON.parse(localStorage.getItem('loginCredentials') ?? '{}').access_token).toBe('access');
    const everything = JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage });
    expect(everything).not.toContain('Benefits-Demo-2026!');
    expect(await screen.findByRole('heading', { level: 1, name: ownTexts.homeWelcome('Sam') })).toBeTruthy();
  });

  it('keeps the credentials in memory only for the two-factor step', async () => {
    const user = userEvent.setup();
    useCookieStore.getState().acceptCookies();
    mockApi({ 'POST /api/login/url': noSso, 'POST /api/login': jsonResponse(200, { is_should_validate_2fa: true }) });
    const { router } = renderApp('/');
    await toPasswordStep(user);
    await user.type(passwordBox(), 'Benefits-Demo-2026!');
    await user.click(screen.getByRole('button', { name: messages.login.login }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/two-fa'));
    expect(usePendingLogin.getState()).toMatchObject({ email: 'sam@acme.test', password: 'Benefits-Demo-2026!' });
    expect(JSON.stringify({ ...localStorage })).not.toContain('Benefits-Demo-2026!');
    expect(await screen.findByRole('group', { name: ownTexts.mfaCodeRequired })).toBeTruthy();
  });

  it('sends a logged-in visitor straight home', async () => {
    useSession.setState({ loggedIn: true });
    mockApi({ 'GET /api/login/setup': jsonResponse(200, setup) });
    const { router } = renderApp('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/home/'));
  });
});

describe('login page of an SSO-only client', () => {
  const initech: Theme = { ...acmeTheme, clientCode: 'initech', benefitBrandName: 'Initech Benefits', ssoAccessOnly: true };
  afterEach(() => vi.mocked(leaveApp).mockReset());

  it('offers single sign-on only: no e-mail, no password, no forgotten-password link', async () => {
    const user = userEvent.setup();
    useCookieStore.getState().acceptCookies();
    mockApi({}, initech);
    renderApp('/', initech);
    const start = await screen.findByRole('button', { name: ssoTexts.ssoOnlyButton });
    expect(screen.getByText(ssoTexts.ssoOnlyIntro)).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: ownTexts.emailLabel })).toBeNull();
    expect(screen.queryByLabelText(ownTexts.passwordLabel)).toBeNull();
    expect(screen.queryByRole('link', { name: messages.login.forgotten })).toBeNull();
    await user.click(start);
    expect(leaveApp).toHaveBeenCalledWith('/api/sso/initech/start');
  });

  it('asks for cookies first, like the password login', async () => {
    const user = userEvent.setup();
    mockApi({}, initech);
    renderApp('/', initech);
    await user.click(await screen.findByRole('button', { name: ssoTexts.ssoOnlyButton }));
    expect(within(await screen.findByRole('alert')).getByText(messages.login.acceptCookies)).toBeTruthy();
    expect(leaveApp).not.toHaveBeenCalled();

    act(() => useCookieStore.getState().acceptCookies());
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    await user.click(screen.getByRole('button', { name: ssoTexts.ssoOnlyButton }));
    expect(leaveApp).toHaveBeenCalledTimes(1);
  });

  it('waits for the theme on a first visit rather than showing a password form', async () => {
    let answer: (r: Response) => void = () => {};
    mockApi({ 'GET /api/theme/localhost': () => new Promise<Response>((resolve) => (answer = resolve)) });
    renderApp('/', null);
    expect(await screen.findByRole('status')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: ownTexts.emailLabel })).toBeNull();
    answer(jsonResponse(200, initech));
    expect(await screen.findByRole('button', { name: ssoTexts.ssoOnlyButton })).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: ownTexts.emailLabel })).toBeNull();
  });

  it('has no password to reset: the forgotten-password page says to use single sign-on', async () => {
    mockApi({}, initech);
    renderApp('/forgotten-password/', initech);
    expect(await screen.findByText(ssoTexts.ssoOnlyNoPassword)).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: ownTexts.emailLabel })).toBeNull();
    expect(screen.queryByRole('button', { name: ownTexts.sendResetLink })).toBeNull();
    expect(screen.getByRole('link', { name: ownTexts.backToLogin }).getAttribute('href')).toBe('/');
  });
});
