import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { messages, ownTexts } from '@portal/contracts';
import { paths } from '../../../config/paths.ts';
import { jsonResponse } from '../../../test/fixtures.ts';
import { mockApi, renderApp } from '../../../test/renderApp.tsx';
import { sam, signIn } from '../../../test/session.ts';

/** Issue 26 item 9: 'Access Denied' keeps the header and navigation of a signed-in person. */
const user = (userType: 'employee' | 'admin') => ({ ...sam, termsRevision: 2, userType });
const setupOf = (userType: 'employee' | 'admin') => ({
  user: user(userType),
  client: null,
  cmsData: { faqs: true, sso_access_only: false, reference: false, live: true },
});

const signedIn = (userType: 'employee' | 'admin' | null) => signIn(userType ? { user: user(userType) as never } : {});

async function expectShell() {
  expect(await screen.findByRole('heading', { level: 1, name: messages.accessDenied })).toBeTruthy();
  const header = screen.getByRole('banner');
  const nav = await within(header).findByRole('navigation', { name: ownTexts.mainNavLabel });
  expect(within(nav).getByRole('link', { name: ownTexts.home })).toBeTruthy();
  expect(within(header).getByRole('button', { name: /^Hi,/ })).toBeTruthy();
  expect(screen.getByRole('contentinfo')).toBeTruthy();
  // The page itself is the main landmark's, under the header.
  expect(within(screen.getByRole('main')).getByRole('heading', { level: 1, name: messages.accessDenied })).toBeTruthy();
}

describe('access denied', { timeout: 20_000 }, () => {
  it('keeps header, navigation, user menu and footer for an employee on an employer screen', async () => {
    signedIn('employee');
    mockApi({ 'GET /api/login/setup': jsonResponse(200, setupOf('employee')) });
    renderApp(paths.app.dashboard);
    await expectShell();
    expect(screen.getByRole('link', { name: messages.notFound.button }).getAttribute('href')).toBe(paths.app.home);
  });

  it('keeps them when the login setup fails', async () => {
    signedIn(null);
    mockApi({ 'GET /api/login/setup': jsonResponse(500, { error: 'Internal Server Error', message: 'boom' }) });
    renderApp(paths.app.home);
    await expectShell();
  });

  it('leads a platform administrator back to the admin console', async () => {
    signedIn('admin');
    mockApi({ 'GET /api/login/setup': jsonResponse(200, setupOf('admin')) });
    renderApp(paths.app.dashboard);
    expect(await screen.findByRole('heading', { level: 1, name: messages.accessDenied })).toBeTruthy();
    expect(screen.getByRole('link', { name: messages.notFound.button }).getAttribute('href')).toBe(paths.app.admin);
  });
});
