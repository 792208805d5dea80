import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clientAdminTexts, messages, ownTexts } from '@portal/contracts';
import { paths } from '../../../config/paths.ts';
import { useCookieStore } from '../../../stores/cookies.ts';
import { usePendingLogin } from '../../../stores/pendingLogin.ts';
import { useSession } from '../../../stores/session.ts';
import { allMet, choosePassword } from '../../../test/activation.ts';
import { jsonResponse } from '../../../test/fixtures.ts';
import { mockApi, renderApp } from '../../../test/renderApp.tsx';
import { signIn } from '../../../test/session.ts';

/** Issue 27 §2: the server's answer to an employee of a client still in draft, whichever way they come in. */
const notOpenYet = () => jsonResponse(403, { error: 'Forbidden', message: clientAdminTexts.notOpenYet.body, notOpenYet: true, statusCode: 403 });
const texts = clientAdminTexts.notOpenYet;

/** The page: its title and words, the client's brand name and support contact, and the way back to the login page. */
async function expectNotOpenYetPage(router: { state: { location: { pathname: string } } }) {
  await waitFor(() => expect(router.state.location.pathname).toBe(paths.notOpenYet));
  const main = within(screen.getByRole('main'));
  expect(await main.findByRole('heading', { level: 1, name: texts.title })).toBeTruthy();
  expect(main.getByText(texts.body)).toBeTruthy();
  expect(main.getByText('Acme Rewards')).toBeTruthy();
  expect(main.getByRole('link', { name: /0800 123 456/ })).toBeTruthy();
  expect(main.getByRole('link', { name: messages.logout.goToLogin }).getAttribute('href')).toBe(paths.login);
  expect(screen.queryByRole('alert')).toBeNull();
}

describe('the "Not open yet" page', { timeout: 30_000 }, () => {
  it('follows a password login the server refuses with notOpenYet, with no error banner', async () => {
    const user = userEvent.setup();
    useCookieStore.getState().acceptCookies();
    mockApi({ 'POST /api/login/url': jsonResponse(200, { hasSSO: false, url: null }), 'POST /api/login': notOpenYet() });
    const { router } = renderApp('/');
    await user.type(await screen.findByRole('textbox', { name: ownTexts.emailLabel }), 'sam@wonka.test');
    await user.click(screen.getByRole('button', { name: messages.login.next }));
    await user.type(await screen.findByLabelText(ownTexts.passwordLabel), 'Benefits-Demo-2026!');
    await user.click(screen.getByRole('button', { name: messages.login.login }));
    await expectNotOpenYetPage(router);
    expect(useSession.getState().loginError).toBeNull();

    // Its button leads back to the login page, which an HR administrator of the client may use.
    await user.click(screen.getByRole('link', { name: messages.logout.goToLogin }));
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.login));
    expect(await screen.findByRole('textbox', { name: ownTexts.emailLabel })).toBeTruthy();
  });

  it('follows the two-factor code step, and forgets the typed password', async () => {
    const user = userEvent.setup();
    usePendingLogin.setState({ email: 'sam@wonka.test', password: 'Benefits-Demo-2026!', deviceToken: 'device-0001', mfaSetup: null });
    mockApi({ 'POST /api/login/mfa': notOpenYet() });
    const { router } = renderApp(paths.twoFactor);
    await user.click(await screen.findByRole('textbox', { name: 'Digit 1 of 6' }));
    await user.keyboard('123456');
    await user.click(screen.getByRole('button', { name: messages.login.login }));
    await expectNotOpenYetPage(router);
    expect(usePendingLogin.getState().password).toBeFalsy();
  });

  it('follows the return from single sign-on instead of the failure page', async () => {
    mockApi({ 'POST /api/login/sso': notOpenYet() });
    const { router } = renderApp('/sso-login/sso/sso_0123456789abcdefghij/2026');
    await expectNotOpenYetPage(router);
    expect(screen.queryByRole('heading', { name: messages.sso.failedTitle })).toBeNull();
  });

  it('follows an activation the server completed but would not log in', async () => {
    const user = userEvent.setup();
    const id = 'wonka-activation-0123456789';
    mockApi({
      [`POST /api/activation/${id}`]: jsonResponse(200, {
        status: 'ok',
        error: null,
        firstName: 'Sam',
        surname: 'Ash',
        email: 'sam@wonka.test',
        mfaEnforced: false,
      }),
      'POST /api/activation/dob': jsonResponse(200, { verified: true }),
      'POST /api/password-reset/check': jsonResponse(200, allMet),
      'PATCH /api/user/activate': notOpenYet(),
    });
    const { router } = renderApp(`/activation/${id}`);
    await screen.findByRole('heading', { level: 1, name: ownTexts.activationTitle('Sam') });
    await user.type(screen.getByRole('textbox', { name: ownTexts.dobDay }), '15');
    await user.type(screen.getByRole('textbox', { name: ownTexts.dobMonth }), '01');
    await user.type(screen.getByRole('textbox', { name: ownTexts.dobYear }), '1990');
    await user.click(screen.getByRole('button', { name: messages.login.next }));
    await choosePassword();
    await user.click(screen.getByRole('checkbox', { name: messages.terms.checkbox }));
    await user.click(screen.getByRole('button', { name: ownTexts.activate }));
    await expectNotOpenYetPage(router);
  });

  it('ends a session whose client went back to draft: its calls answer notOpenYet', async () => {
    signIn();
    mockApi({ 'GET /api/login/setup': notOpenYet() });
    const { router } = renderApp(paths.app.home);
    await expectNotOpenYetPage(router);
    expect(useSession.getState()).toMatchObject({ loggedIn: false, accessToken: null });
  });
});
