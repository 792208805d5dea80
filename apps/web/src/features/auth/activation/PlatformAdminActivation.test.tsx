import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages, ownTexts } from '@portal/contracts';
import { jsonResponse } from '../../../test/fixtures.ts';
import { mockApi, renderApp } from '../../../test/renderApp.tsx';

const id = 'platform-admin-link-0123456789';
const allMet = { data: { checks: Object.entries(messages.password.rules).map(([flag, name]) => ({ flag: Number(flag), name, status: true })) } };
const setup = {
  user: {
    id: 9,
    name: 'Platform Administrator',
    firstName: 'Platform',
    surname: 'Administrator',
    email: 'ops@example.test',
    userType: 'admin',
    employmentStatus: 'active',
    avatar: null,
    termsRevision: 0,
    siteTermsUpdated: false,
    showWelcomeModal: false,
    firstLogin: true,
    mfaEnabled: true,
    mfaEnforced: false,
    clientId: null,
    masquerade: null,
  },
  client: null,
  cmsData: { faqs: false, sso_access_only: false, reference: false, live: true },
};

describe('a platform administrator activating the link of `npm run admin -- create-platform-admin`', () => {
  it('sets a password, then two-factor, with no date of birth and no terms step', async () => {
    const user = userEvent.setup();
    let sent: Record<string, unknown> = {};
    mockApi({
      [`POST /api/activation/${id}`]: jsonResponse(200, {
        status: 'ok',
        error: null,
        firstName: 'Platform',
        surname: 'Administrator',
        email: 'ops@example.test',
        mfaEnforced: true,
        dobRequired: false,
        termsRequired: false,
      }),
      'POST /api/password-reset/check': jsonResponse(200, allMet),
      [`POST /api/activation/${id}/mfa`]: jsonResponse(200, {
        secret: 'JBSWY3DPEHPK3PXP',
        url: 'otpauth://totp/x',
        qrCode: 'data:image/png;base64,iVBORw0KGgo=',
      }),
      'PATCH /api/user/activate': (init) => {
        sent = JSON.parse(String(init?.body)) as Record<string, unknown>;
        return jsonResponse(200, {
          access_token: 'a',
          refresh_token: 'refresh-token-0123456789-abc',
          expires_in: 900,
          token_type: 'Bearer',
          ssoLogoutUrl: null,
        });
      },
      'GET /api/login/setup': jsonResponse(200, setup),
    });
    const { router } = renderApp(`/activation/${id}`);
    await screen.findByRole('heading', { level: 1, name: ownTexts.activationTitle('Platform') });
    expect(
      within(screen.getByRole('main'))
        .getAllByRole('listitem')
        .map((li) => li.textContent)
        .slice(0, 3),
    ).toEqual(['Password', '2FA', messages.password.rules[1]]);

    fireEvent.change(await screen.findByLabelText(ownTexts.newPasswordLabel), { target: { value: 'Rk8$Wn3!Jx6#Pz' } });
    await waitFor(() => expect(screen.getAllByText(ownTexts.ruleMet)).toHaveLength(9));
    expect(screen.queryByRole('checkbox', { name: messages.terms.checkbox })).toBeNull();
    await user.click(screen.getByRole('button', { name: messages.login.next }));
    expect(await screen.findByRole('img', { name: ownTexts.qrAlt })).toBeTruthy();
    await user.click(screen.getByRole('textbox', { name: 'Digit 1 of 6' }));
    await user.keyboard('123456');
    await user.click(screen.getByRole('button', { name: messages.login.next }));

    await waitFor(() => expect(sent).toMatchObject({ id, password: 'Rk8$Wn3!Jx6#Pz', mfa: { secret: 'JBSWY3DPEHPK3PXP', code: '123456' } }));
    expect(sent).not.toHaveProperty('date_of_birth');
    await waitFor(() => expect(router.state.location.pathname).not.toContain('/activation/'));
  }, 15_000);
});
