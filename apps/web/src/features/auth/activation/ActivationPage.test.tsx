import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages, ownTexts } from '@portal/contracts';
import { jsonResponse } from '../../../test/fixtures.ts';
import { mockApi, renderApp } from '../../../test/renderApp.tsx';

const id = 'activation-link-id-0123456789';
const allMet = { data: { checks: Object.entries(messages.password.rules).map(([flag, name]) => ({ flag: Number(flag), name, status: true })) } };
const setup = {
  user: {
    id: 5,
    name: 'Jo Bloggs',
    firstName: 'Jo',
    surname: 'Bloggs',
    email: 'jo@acme.test',
    userType: 'employee',
    employmentStatus: 'active',
    avatar: null,
    termsRevision: 1,
    siteTermsUpdated: false,
    showWelcomeModal: true,
    firstLogin: true,
    mfaEnabled: true,
    mfaEnforced: true,
    clientId: 1,
    masquerade: null,
  },
  client: null,
  cmsData: { faqs: false, sso_access_only: false, reference: false, live: true },
};

function api(mfaEnforced: boolean, onActivate: (body: unknown) => void) {
  return mockApi({
    [`POST /api/activation/${id}`]: jsonResponse(200, { status: 'ok', error: null, firstName: 'Jo', surname: 'Bloggs', email: 'jo@acme.test', mfaEnforced }),
    'POST /api/activation/dob': jsonResponse(200, { verified: true }),
    'POST /api/password-reset/check': jsonResponse(200, allMet),
    [`POST /api/activation/${id}/mfa`]: jsonResponse(200, {
      secret: 'JBSWY3DPEHPK3PXP',
      url: 'otpauth://totp/x',
      qrCode: 'data:image/png;base64,iVBORw0KGgo=',
    }),
    'PATCH /api/user/activate': (init) => {
      onActivate(JSON.parse(String(init?.body)));
      return jsonResponse(200, { access_token: 'a', refresh_token: 'refresh-token-0123456789-abc', expires_in: 900, token_type: 'Bearer', ssoLogoutUrl: null });
    },
    'GET /api/login/setup': jsonResponse(200, setup),
  });
}

async function passDobAndPassword(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByRole('textbox', { name: ownTexts.dobDay }), '15');
  await user.type(screen.getByRole('textbox', { name: ownTexts.dobMonth }), '01');
  await user.type(screen.getByRole('textbox', { name: ownTexts.dobYear }), '1990');
  await user.click(screen.getByRole('button', { name: messages.login.next }));
  fireEvent.change(await screen.findByLabelText(ownTexts.newPasswordLabel), { target: { value: 'Rk8$Wn3!Jx6#Pz' } });
  await waitFor(() => expect(screen.getAllByText(ownTexts.ruleMet)).toHaveLength(9));
}

describe('activation', () => {
  it('with enforced two-factor runs Verify, Password, 2FA and Terms, and sends the secret and code', async () => {
    const user = userEvent.setup();
    let sent: Record<string, unknown> = {};
    api(true, (body) => (sent = body as Record<string, unknown>));
    const { router } = renderApp(`/activation/${id}`);
    expect(await screen.findByRole('heading', { level: 1, name: ownTexts.activationTitle('Jo') })).toBeTruthy();
    expect(
      within(screen.getByRole('main'))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Verify', 'Password', '2FA', 'Terms']);

    await passDobAndPassword(user);
    await user.click(screen.getByRole('button', { name: messages.login.next }));
    expect(await screen.findByRole('img', { name: ownTexts.qrAlt })).toBeTruthy();
    expect(screen.getByRole('progressbar').getAttribute('aria-valuetext')).toBe(ownTexts.stepOf(3, 4, '2FA'));
    await user.click(screen.getByRole('textbox', { name: 'Digit 1 of 6' }));
    await user.keyboard('123456');
    await user.click(screen.getByRole('button', { name: messages.login.next }));

    await user.click(await screen.findByRole('button', { name: ownTexts.activate }));
    expect(screen.getByText(messages.terms.required)).toBeTruthy();
    await user.click(screen.getByRole('checkbox', { name: messages.terms.checkbox }));
    await user.click(screen.getByRole('button', { name: ownTexts.activate }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/app/home/'));
    expect(sent).toMatchObject({
      id,
      date_of_birth: '15/01/1990',
      password: 'Rk8$Wn3!Jx6#Pz',
      password_confirmation: 'Rk8$Wn3!Jx6#Pz',
      termsAccepted: true,
      mfa: { secret: 'JBSWY3DPEHPK3PXP', code: '123456' },
    });
  }, 15_000);

  it('without it has DOB and Password, with the terms on the password step', async () => {
    const user = userEvent.setup();
    let sent: Record<string, unknown> = {};
    api(false, (body) => (sent = body as Record<string, unknown>));
    const { router } = renderApp(`/activation/${id}`);
    await screen.findByRole('heading', { level: 1, name: ownTexts.activationTitle('Jo') });
    expect(
      within(screen.getByRole('main'))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['DOB', 'Password']);
    await passDobAndPassword(user);
    await user.click(screen.getByRole('checkbox', { name: messages.terms.checkbox }));
    await user.click(screen.getByRole('button', { name: ownTexts.activate }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/home/'));
    expect(sent.mfa).toBeUndefined();
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
