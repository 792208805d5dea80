import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages, ownTexts } from '@portal/contracts';
import { paths } from '../../../config/paths.ts';
import { jsonResponse } from '../../../test/fixtures.ts';
import { mockApi, renderApp } from '../../../test/renderApp.tsx';
import { activationPlan } from './ActivationWizard.tsx';

/** Issue 27 §2: an HR administrator invited by name and e-mail activates as employees do, without a date of birth. */
const id = 'hr-admin-invitation-0123456789';
const allMet = { data: { checks: Object.entries(messages.password.rules).map(([flag, name]) => ({ flag: Number(flag), name, status: true })) } };
const tokens = { access_token: 'a', refresh_token: 'refresh-token-0123456789-abc', expires_in: 900, token_type: 'Bearer', ssoLogoutUrl: null };
const setup = {
  user: {
    id: 12,
    name: 'Hana Ito',
    firstName: 'Hana',
    surname: 'Ito',
    email: 'hana.ito@wonka.test',
    userType: 'employer',
    employmentStatus: 'active',
    avatar: null,
    termsRevision: 1,
    siteTermsUpdated: false,
    showWelcomeModal: false,
    firstLogin: true,
    mfaEnabled: false,
    mfaEnforced: false,
    clientId: 4,
    masquerade: null,
  },
  client: null,
  cmsData: { faqs: false, sso_access_only: false, reference: false, live: true },
};
const check = (mfaEnforced: boolean) => ({
  status: 'ok',
  error: null,
  firstName: 'Hana',
  surname: 'Ito',
  email: 'hana.ito@wonka.test',
  mfaEnforced,
  dobRequired: false,
});
const stepLabels = () =>
  within(screen.getByRole('main'))
    .getAllByRole('listitem')
    .map((li) => li.textContent);

describe('the activation plan', () => {
  it('skips what a person has none of: the date of birth, and a platform administrator the terms', () => {
    const { steps } = ownTexts;
    expect(activationPlan(true, false, true).labels).toEqual([steps.dob, steps.password]);
    expect(activationPlan(true, true, true).labels).toEqual([steps.verify, steps.password, steps.twoFactor, steps.terms]);
    expect(activationPlan(false, false, true).keys).toEqual(['password']);
    expect(activationPlan(false, true, true).keys).toEqual(['password', 'mfa', 'terms']);
    expect(activationPlan(false, true, false).keys).toEqual(['password', 'mfa']);
  });
});

describe('an invited HR administrator activating', { timeout: 20_000 }, () => {
  it('sets a password and accepts the terms, with no date of birth and no two-factor step, then lands on the dashboard', async () => {
    const user = userEvent.setup();
    let sent: Record<string, unknown> = {};
    mockApi({
      [`POST /api/activation/${id}`]: jsonResponse(200, check(false)),
      'POST /api/password-reset/check': jsonResponse(200, allMet),
      'PATCH /api/user/activate': (init) => {
        sent = JSON.parse(String(init?.body)) as Record<string, unknown>;
        return jsonResponse(200, tokens);
      },
      'GET /api/login/setup': jsonResponse(200, setup),
    });
    const { router } = renderApp(`/activation/${id}`);
    await screen.findByRole('heading', { level: 1, name: ownTexts.activationTitle('Hana') });
    expect(stepLabels()[0]).toBe(ownTexts.steps.password);
    expect(screen.queryByText(ownTexts.steps.twoFactor)).toBeNull();
    expect(screen.queryByRole('textbox', { name: ownTexts.dobDay })).toBeNull();

    fireEvent.change(await screen.findByLabelText(ownTexts.newPasswordLabel), { target: { value: 'Rk8$Wn3!Jx6#Pz' } });
    await waitFor(() => expect(screen.getAllByText(ownTexts.ruleMet)).toHaveLength(9));
    await user.click(screen.getByRole('checkbox', { name: messages.terms.checkbox }));
    await user.click(screen.getByRole('button', { name: ownTexts.activate }));

    await waitFor(() => expect(sent).toMatchObject({ id, password: 'Rk8$Wn3!Jx6#Pz', termsAccepted: true }));
    expect(sent).not.toHaveProperty('date_of_birth');
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.app.dashboard));
  });

  it("with two-factor enforced for employers: Password, 2FA, then the client's terms", async () => {
    const user = userEvent.setup();
    let sent: Record<string, unknown> = {};
    mockApi({
      [`POST /api/activation/${id}`]: jsonResponse(200, check(true)),
      'POST /api/password-reset/check': jsonResponse(200, allMet),
      [`POST /api/activation/${id}/mfa`]: jsonResponse(200, {
        secret: 'JBSWY3DPEHPK3PXP',
        url: 'otpauth://totp/x',
        qrCode: 'data:image/png;base64,iVBORw0KGgo=',
      }),
      'PATCH /api/user/activate': (init) => {
        sent = JSON.parse(String(init?.body)) as Record<string, unknown>;
        return jsonResponse(200, tokens);
      },
      'GET /api/login/setup': jsonResponse(200, setup),
    });
    const { router } = renderApp(`/activation/${id}`);
    await screen.findByRole('heading', { level: 1, name: ownTexts.activationTitle('Hana') });
    expect(stepLabels().slice(0, 3)).toEqual([ownTexts.steps.password, ownTexts.steps.twoFactor, ownTexts.steps.terms]);

    fireEvent.change(await screen.findByLabelText(ownTexts.newPasswordLabel), { target: { value: 'Rk8$Wn3!Jx6#Pz' } });
    await waitFor(() => expect(screen.getAllByText(ownTexts.ruleMet)).toHaveLength(9));
    await user.click(screen.getByRole('button', { name: messages.login.next }));
    await user.click(await screen.findByRole('textbox', { name: 'Digit 1 of 6' }));
    await user.keyboard('123456');
    await user.click(screen.getByRole('button', { name: messages.login.next }));
    // The terms step: nothing is sent before they are accepted.
    const accept = await screen.findByRole('checkbox', { name: messages.terms.checkbox });
    expect(sent).toEqual({});
    await user.click(accept);
    await user.click(screen.getByRole('button', { name: ownTexts.activate }));
    await waitFor(() => expect(sent).toMatchObject({ id, termsAccepted: true, mfa: { secret: 'JBSWY3DPEHPK3PXP', code: '123456' } }));
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.app.dashboard));
  });
});
