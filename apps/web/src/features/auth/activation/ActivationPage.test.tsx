import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages, ownTexts } from '@portal/contracts';
import { choosePassword, enterCode, MFA_SECRET, mockActivation, PASSWORD, stepLabels } from '../../../test/activation.ts';
import { jsonResponse } from '../../../test/fixtures.ts';
import { mockApi, renderApp } from '../../../test/renderApp.tsx';
import { sam } from '../../../test/session.ts';

const id = 'activation-link-id-0123456789';
/** Sam, who has to use two-factor, on his first login. */
const newcomer = { ...sam, firstLogin: true, showWelcomeModal: true, mfaEnabled: true, mfaEnforced: true };

const api = (mfaEnforced: boolean) => mockActivation(id, newcomer, { mfaEnforced }, { 'POST /api/activation/dob': jsonResponse(200, { verified: true }) });

async function passDobAndPassword(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByRole('textbox', { name: ownTexts.dobDay }), '15');
  await user.type(screen.getByRole('textbox', { name: ownTexts.dobMonth }), '01');
  await user.type(screen.getByRole('textbox', { name: ownTexts.dobYear }), '1990');
  await user.click(screen.getByRole('button', { name: messages.login.next }));
  await choosePassword();
}

describe('activation', () => {
  it('with enforced two-factor runs Verify, Password, 2FA and Terms, and sends the secret and code', async () => {
    const user = userEvent.setup();
    const { sent } = api(true);
    const { router } = renderApp(`/activation/${id}`);
    expect(await screen.findByRole('heading', { level: 1, name: ownTexts.activationTitle('Sam') })).toBeTruthy();
    expect(stepLabels()).toEqual(['Verify', 'Password', '2FA', 'Terms']);

    await passDobAndPassword(user);
    await user.click(screen.getByRole('button', { name: messages.login.next }));
    expect(await screen.findByRole('img', { name: ownTexts.qrAlt })).toBeTruthy();
    expect(screen.getByRole('progressbar').getAttribute('aria-valuetext')).toBe(ownTexts.stepOf(3, 4, '2FA'));
    await enterCode(user);

    await user.click(await screen.findByRole('button', { name: ownTexts.activate }));
    expect(screen.getByText(messages.terms.required)).toBeTruthy();
    await user.click(screen.getByRole('checkbox', { name: messages.terms.checkbox }));
    await user.click(screen.getByRole('button', { name: ownTexts.activate }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/app/home/'));
    expect(sent()).toMatchObject({
      id,
      date_of_birth: '15/01/1990',
      password: PASSWORD,
      password_confirmation: PASSWORD,
      termsAccepted: true,
      mfa: { secret: MFA_SECRET, code: '123456' },
    });
  }, 15_000);

  it('without it has DOB and Password, with the terms on the password step', async () => {
    const user = userEvent.setup();
    const { sent } = api(false);
    const { router } = renderApp(`/activation/${id}`);
    await screen.findByRole('heading', { level: 1, name: ownTexts.activationTitle('Sam') });
    expect(stepLabels()).toEqual(['DOB', 'Password']);
    await passDobAndPassword(user);
    await user.click(screen.getByRole('checkbox', { name: messages.terms.checkbox }));
    await user.click(screen.getByRole('button', { name: ownTexts.activate }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/home/'));
    expect(sent().mfa).toBeUndefined();
  }, 15_000);

  it('shows the error page for a link the server does not know', async () => {
    mockApi({
      [`POST /api/activation/${id}`]: jsonResponse(200, {
        status: 'error',
        error: messages.activation.error,
        firstName: null,
        surname: null,
        email: null,
        mfaEnforced: false,
      }),
    });
    renderApp(`/activation/${id}`);
    expect(await screen.findByRole('heading', { level: 1, name: messages.activation.error })).toBeTruthy();
    expect(screen.getByRole('link', { name: messages.content.returnHome }).getAttribute('href')).toBe('/');
  });
});
