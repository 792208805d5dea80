import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { messages } from '@portal/contracts';
import { useSession } from '../../stores/session.ts';
import { jsonResponse } from '../../test/fixtures.ts';
import { mockApi, renderApp } from '../../test/renderApp.tsx';
import { priya, sam } from '../../test/session.ts';
import { ssoFailureFor } from './ssoFailure.ts';

const refused = jsonResponse(401, { error: 'Unauthorized', message: 'This link has expired or has already been used.' });
const tokens = { access_token: 'access', refresh_token: 'refresh-token-0123456789-abcdef', expires_in: 900, token_type: 'Bearer', ssoLogoutUrl: null };
/** Priya's portal as a platform administrator's masquerade shows it. */
const setup = {
  user: { ...priya, masquerade: { userId: 7, schemeYear: 2026 }, impersonation: { kind: 'masquerade', schemeYear: 2026 } },
  client: null,
  cmsData: { faqs: true, sso_access_only: false, reference: false, live: true },
};

describe('login link failure page', { timeout: 20_000 }, () => {
  it('chooses the page by the first three characters of the token', () => {
    expect(ssoFailureFor('msq_abc').title).toBe(messages.sso.expiredTitle);
    expect(ssoFailureFor('msq_abc').body).toBe(messages.sso.expiredBody);
    for (const token of ['sso_abc', 'mgc_abc', 'ms', '', 'MSQ_abc']) {
      expect(ssoFailureFor(token)).toMatchObject({ kind: 'failed', title: messages.sso.failedTitle, body: messages.sso.failedBody });
    }
  });

  it('shows the expired page for a refused masquerade link', async () => {
    mockApi({ 'POST /api/login/sso': refused });
    renderApp('/sso-login/msq/msq_0123456789abcdefghij/2026');
    expect(await screen.findByRole('heading', { level: 1, name: messages.sso.expiredTitle })).toBeTruthy();
    expect(screen.getByText(messages.sso.expiredBody)).toBeTruthy();
    // The mark is an inline SVG clock, not a font glyph that many fonts lack (a missing-glyph box).
    const heading = screen.getByRole('heading', { level: 1, name: messages.sso.expiredTitle });
    expect(heading.parentElement?.querySelector('svg[data-icon="clock"]')).toBeTruthy();
    expect(heading.parentElement?.textContent).not.toContain('⏱');
  });

  it('shows the general failure, with a contact link, for any other refused link', async () => {
    mockApi({ 'POST /api/login/sso': refused });
    renderApp('/sso-login/mgc/mgc_0123456789abcdefghij/2026');
    const heading = await screen.findByRole('heading', { level: 1, name: messages.sso.failedTitle });
    expect(heading.parentElement?.textContent).toContain(messages.sso.failedBody);
    expect(screen.getByRole('link', { name: 'contact us' }).getAttribute('href')).toBe('/contact-us/');
  });

  it('sends the masquerade headers from the login setup on when the link starts a masquerade', async () => {
    const fetchMock = mockApi({
      'POST /api/login/sso': jsonResponse(200, { ...tokens, masqueradeUserId: 7, masqueradeSchemeYear: 2026 }),
      'GET /api/login/setup': jsonResponse(200, setup),
    });
    const { router } = renderApp('/sso-login/msq/msq_0123456789abcdefghij/2026');
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/home/'));
    expect(useSession.getState().masquerade).toEqual({ userId: '7', schemeYear: '2026' });
    const setupCall = fetchMock.mock.calls.find(([url]) => String(url) === '/api/login/setup');
    const headers = new Headers(setupCall?.[1]?.headers);
    expect(headers.get('X-Masquerade-User-Id')).toBe('7');
    expect(headers.get('X-Masquerade-Scheme-Year')).toBe('2026');
  });

  it('opens the portal page the single sign-on started from, and only a page of this portal', async () => {
    const employee = { ...setup, user: sam };
    const answers = {
      'POST /api/login/sso': jsonResponse(200, { ...tokens, masqueradeUserId: null, masqueradeSchemeYear: null }),
      'GET /api/login/setup': jsonResponse(200, employee),
      'GET /api/benefits/user/eligible': jsonResponse(200, { schemeYear: null, ccvOnly: false, benefits: [] }),
      'GET /api/third-party/perks/redirect': jsonResponse(404, { error: 'Not Found', message: 'This partner is not available to you' }),
    };
    mockApi(answers);
    const back = renderApp('/sso-login/sso/sso_0123456789abcdefghij/2026?next=%2Fpartner-login%2Fperks');
    await waitFor(() => expect(back.router.state.location.pathname).toBe('/partner-login/perks'));
    back.unmount();

    mockApi(answers);
    const elsewhere = renderApp('/sso-login/sso/sso_0123456789abcdefghij/2026?next=%2F%2Fevil.test%2Fsteal');
    await waitFor(() => expect(elsewhere.router.state.location.pathname).toBe('/app/home/'));
  });

  it("keeps a masquerade session in the tab, leaving the administrator's stored session to their other tabs", async () => {
    const adminCredentials = JSON.stringify({ ...tokens, access_token: 'admin-access', expiresAt: Date.now() + 900_000 });
    localStorage.setItem('loginCredentials', adminCredentials);
    mockApi({
      'POST /api/login/sso': jsonResponse(200, { ...tokens, masqueradeUserId: 7, masqueradeSchemeYear: 2026 }),
      'GET /api/login/setup': jsonResponse(200, setup),
    });
    const { router } = renderApp('/sso-login/msq/msq_0123456789abcdefghij/2026');
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/home/'));
    expect(localStorage.getItem('loginCredentials')).toBe(adminCredentials);
    expect(JSON.parse(sessionStorage.getItem('loginCredentials') ?? '{}')).toMatchObject({ access_token: 'access' });
    expect(sessionStorage.getItem('loggedIn')).toBe('true');
  });

  it("keeps a magic link's session in the tab too, and names it in the banner, leaving the employer's session to their other tabs", async () => {
    const employerCredentials = JSON.stringify({ ...tokens, access_token: 'employer-access', expiresAt: Date.now() + 900_000 });
    const employerUser = JSON.stringify(setup.user);
    localStorage.setItem('loginCredentials', employerCredentials);
    localStorage.setItem('user', employerUser);
    localStorage.setItem('loggedIn', 'true');
    const viewed = { ...sam, id: 9, impersonation: { kind: 'magic-link', schemeYear: 2026 } };
    const fetchMock = mockApi({
      'POST /api/login/sso': jsonResponse(200, { ...tokens, masqueradeUserId: null, masqueradeSchemeYear: null }),
      'GET /api/login/setup': jsonResponse(200, { ...setup, user: viewed }),
    });
    const { router } = renderApp('/sso-login/mgc/mgc_0123456789abcdefghij/2026');
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/home/'));
    const banner = await screen.findByRole('region', { name: 'Masquerade session' });
    expect(banner.textContent).toContain('Viewing as Sam Taylor · Scheme year 2026');
    expect(localStorage.getItem('loginCredentials')).toBe(employerCredentials);
    expect(localStorage.getItem('user')).toBe(employerUser);
    expect(JSON.parse(sessionStorage.getItem('loginCredentials') ?? '{}')).toMatchObject({ access_token: 'access' });
    expect(JSON.parse(sessionStorage.getItem('user') ?? '{}')).toMatchObject({ id: 9, impersonation: { kind: 'magic-link' } });
    // No masquerade headers: a magic-link session is the employee's own, opened by their employer.
    const setupCall = fetchMock.mock.calls.find(([url]) => String(url) === '/api/login/setup');
    expect(new Headers(setupCall?.[1]?.headers).get('X-Masquerade-User-Id')).toBeNull();
  });
});
