import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages, ownTexts } from '@portal/contracts';
import { paths } from '../../../config/paths.ts';
import { choosePassword, enterCode, MFA_SECRET, mockActivation, PASSWORD, stepLabels } from '../../../test/activation.ts';
import { renderApp } from '../../../test/renderApp.tsx';
import { priya } from '../../../test/session.ts';
import { activationPlan } from './ActivationWizard.tsx';

/** Issue 27 §2: an HR administrator invited by name and e-mail activates as employees do, without a date of birth. */
const id = 'hr-admin-invitation-0123456789';
const hana = { ...priya, id: 12, name: 'Hana Ito', firstName: 'Hana', surname: 'Ito', email: 'hana.ito@wonka.test', clientId: 4, firstLogin: true };

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
    const { sent } = mockActivation(id, hana, { mfaEnforced: false, dobRequired: false });
    const { router } = renderApp(`/activation/${id}`);
    await screen.findByRole('heading', { level: 1, name: ownTexts.activationTitle('Hana') });
    expect(stepLabels()[0]).toBe(ownTexts.steps.password);
    expect(screen.queryByText(ownTexts.steps.twoFactor)).toBeNull();
    expect(screen.queryByRole('textbox', { name: ownTexts.dobDay })).toBeNull();

    await choosePassword();
    await user.click(screen.getByRole('checkbox', { name: messages.terms.checkbox }));
    await user.click(screen.getByRole('button', { name: ownTexts.activate }));

    await waitFor(() => expect(sent()).toMatchObject({ id, password: PASSWORD, termsAccepted: true }));
    expect(sent()).not.toHaveProperty('date_of_birth');
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.app.dashboard));
  });

  it("with two-factor enforced for employers: Password, 2FA, then the client's terms", async () => {
    const user = userEvent.setup();
    const { sent } = mockActivation(id, hana, { mfaEnforced: true, dobRequired: false });
    const { router } = renderApp(`/activation/${id}`);
    await screen.findByRole('heading', { level: 1, name: ownTexts.activationTitle('Hana') });
    expect(stepLabels().slice(0, 3)).toEqual([ownTexts.steps.password, ownTexts.steps.twoFactor, ownTexts.steps.terms]);

    await choosePassword();
    await user.click(screen.getByRole('button', { name: messages.login.next }));
    await enterCode(user);
    // The terms step: nothing is sent before they are accepted.
    const accept = await screen.findByRole('checkbox', { name: messages.terms.checkbox });
    expect(sent()).toEqual({});
    await user.click(accept);
    await user.click(screen.getByRole('button', { name: ownTexts.activate }));
    await waitFor(() => expect(sent()).toMatchObject({ id, termsAccepted: true, mfa: { secret: MFA_SECRET, code: '123456' } }));
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.app.dashboard));
  });
});
