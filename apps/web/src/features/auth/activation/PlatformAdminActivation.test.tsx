import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages, ownTexts } from '@portal/contracts';
import { choosePassword, enterCode, MFA_SECRET, mockActivation, PASSWORD, stepLabels } from '../../../test/activation.ts';
import { renderApp } from '../../../test/renderApp.tsx';
import { ada } from '../../../test/session.ts';

const id = 'platform-admin-link-0123456789';

describe('a platform administrator activating the link of `npm run admin -- create-platform-admin`', () => {
  it('sets a password, then two-factor, with no date of birth and no terms step', async () => {
    const user = userEvent.setup();
    const { sent } = mockActivation(id, { ...ada, firstLogin: true, mfaEnabled: true }, { mfaEnforced: true, dobRequired: false, termsRequired: false });
    const { router } = renderApp(`/activation/${id}`);
    await screen.findByRole('heading', { level: 1, name: ownTexts.activationTitle('Ada') });
    expect(stepLabels().slice(0, 3)).toEqual(['Password', '2FA', messages.password.rules[1]]);

    await choosePassword();
    expect(screen.queryByRole('checkbox', { name: messages.terms.checkbox })).toBeNull();
    await user.click(screen.getByRole('button', { name: messages.login.next }));
    expect(await screen.findByRole('img', { name: ownTexts.qrAlt })).toBeTruthy();
    await enterCode(user);

    await waitFor(() => expect(sent()).toMatchObject({ id, password: PASSWORD, mfa: { secret: MFA_SECRET, code: '123456' } }));
    expect(sent()).not.toHaveProperty('date_of_birth');
    await waitFor(() => expect(router.state.location.pathname).not.toContain('/activation/'));
  }, 15_000);
});
