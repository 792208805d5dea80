import { expect } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { messages, ownTexts } from '@portal/contracts';
import { jsonResponse } from './fixtures.ts';
import { mockApi } from './renderApp.tsx';
import type { TestUser } from './session.ts';

/** The activation pages' tests: the calls of an activation link and the steps every person goes through. */
export const PASSWORD = 'Rk8$Wn3!Jx6#Pz';
export const MFA_SECRET = 'JBSWY3DPEHPK3PXP';
/** The password check's answer when the new password meets every rule. */
export const allMet = { data: { checks: Object.entries(messages.password.rules).map(([flag, name]) => ({ flag: Number(flag), name, status: true })) } };

interface LinkFacts {
  mfaEnforced: boolean;
  /** Left out: the page asks for it, as for an employee. */
  dobRequired?: boolean;
  termsRequired?: boolean;
}

/**
 * Answers activation link `id` for `who`: the link's check, the password rules all met, a two-factor secret, the
 * activation (whose body `sent()` gives) and the login setup after it; `more` adds or replaces answers.
 */
export function mockActivation(id: string, who: TestUser, link: LinkFacts, more: Parameters<typeof mockApi>[0] = {}) {
  let sent: Record<string, unknown> = {};
  const fetchMock = mockApi({
    [`POST /api/activation/${id}`]: jsonResponse(200, { status: 'ok', error: null, firstName: who.firstName, surname: who.surname, email: who.email, ...link }),
    'POST /api/password-reset/check': jsonResponse(200, allMet),
    [`POST /api/activation/${id}/mfa`]: jsonResponse(200, { secret: MFA_SECRET, url: 'otpauth://totp/x', qrCode: 'data:image/png;base64,iVBORw0KGgo=' }),
    'PATCH /api/user/activate': (init) => {
      sent = JSON.parse(String(init?.body)) as Record<string, unknown>;
      return jsonResponse(200, { access_token: 'a', refresh_token: 'refresh-token-0123456789-abc', expires_in: 900, token_type: 'Bearer', ssoLogoutUrl: null });
    },
    'GET /api/login/setup': jsonResponse(200, { user: who, client: null, cmsData: { faqs: false, sso_access_only: false, reference: false, live: true } }),
    ...more,
  });
  return { fetchMock, sent: () => sent };
}

/** The names of the steps in the progress list. */
export const stepLabels = () =>
  within(screen.getByRole('main'))
    .getAllByRole('listitem')
    .map((li) => li.textContent);

/** Types a password that meets every rule, and waits until the page says so. */
export async function choosePassword() {
  fireEvent.change(await screen.findByLabelText(ownTexts.newPasswordLabel), { target: { value: PASSWORD } });
  await waitFor(() => expect(screen.getAllByText(ownTexts.ruleMet)).toHaveLength(9));
}

/** Enters the authenticator's code on the two-factor step and goes on. */
export async function enterCode(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('textbox', { name: 'Digit 1 of 6' }));
  await user.keyboard('123456');
  await user.click(screen.getByRole('button', { name: messages.login.next }));
}
