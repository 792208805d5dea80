import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { messages, ownTexts } from '@portal/contracts';
import { useSession } from '../../../stores/session.ts';
import { STORAGE_KEYS } from '../../../stores/sessionPersistence.ts';
import { jsonResponse } from '../../../test/fixtures.ts';
import { mockApi, renderApp } from '../../../test/renderApp.tsx';
import { sam, signIn } from '../../../test/session.ts';
import { leaveApp } from '../session/navigation.ts';

vi.mock('../session/navigation.ts', async (original) => ({ ...(await original<object>()), leaveApp: vi.fn() }));

const user = (overrides: Record<string, unknown> = {}) => ({ ...sam, termsRevision: 2, ...overrides });
const setup = (overrides: Record<string, unknown> = {}) => ({
  user: user(overrides),
  client: null,
  cmsData: { faqs: true, sso_access_only: false, reference: false, live: true },
});

describe('access guard', () => {
  afterEach(() => vi.mocked(leaveApp).mockReset());

  it("shows 'Loading profile...' and then the page", async () => {
    signIn();
    mockApi({ 'GET /api/login/setup': jsonResponse(200, setup()) });
    renderApp('/app/home/');
    expect(await screen.findByText(messages.loadingProfile)).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1, name: ownTexts.homeWelcome('Sam') })).toBeTruthy();
  });

  it('sends a visitor who is not logged in to the login page', async () => {
    mockApi({});
    const { router } = renderApp('/app/home/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('asks for the new terms first when they changed', async () => {
    signIn();
    mockApi({
      'GET /api/login/setup': jsonResponse(200, setup({ siteTermsUpdated: true })),
      'GET /api/policies/terms-conditions': jsonResponse(200, {
        type: 'terms',
        title: 'T',
        content: '<p>New rules.</p>',
        revision: 2,
        updatedAt: '2026-01-01',
      }),
    });
    renderApp('/app/home/');
    expect(await screen.findByRole('heading', { level: 1, name: messages.terms.title })).toBeTruthy();
    expect(await screen.findByText('New rules.')).toBeTruthy();
  });

  it("gives 'Access Denied' to a user of the wrong type", async () => {
    signIn();
    mockApi({ 'GET /api/login/setup': jsonResponse(200, setup()) });
    useSession.setState({ user: user() as never });
    renderApp('/app/dashboard/');
    expect(await screen.findByRole('heading', { level: 1, name: messages.accessDenied })).toBeTruthy();
  });

  it('logs out on a 401 and shows why on the login page', async () => {
    signIn();
    mockApi({ 'GET /api/login/setup': jsonResponse(401, { error: 'Unauthorized', message: ownTexts.sessionExpired }) });
    const { router } = renderApp('/app/home/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByText(ownTexts.sessionExpired)).toBeTruthy();
    expect(useSession.getState()).toMatchObject({ loggedIn: false, accessToken: null });
    expect(localStorage.getItem(STORAGE_KEYS.loggedIn)).toBeNull();
  });

  it('goes to the SSO logout address on a 401 when one is known', async () => {
    signIn({ ssoLogoutUrl: 'https://idp.example.test/logout' });
    mockApi({ 'GET /api/login/setup': jsonResponse(401, { error: 'Unauthorized', message: ownTexts.sessionExpired }) });
    renderApp('/app/home/');
    await waitFor(() => expect(leaveApp).toHaveBeenCalledWith('https://idp.example.test/logout'));
  });
});
