import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { employeeDataTexts, employerTexts, type EmployeeDetail } from '@portal/contracts';
import { jsonResponse } from '../../../test/fixtures.ts';
import { closeEmployeePanel, openEmployeePanel } from '../../../test/employeePanel.tsx';

const t = employeeDataTexts.panel;
const r = employeeDataTexts.resetTwoFactor;

const alex = (overrides: Partial<EmployeeDetail> = {}): EmployeeDetail => ({
  id: 4,
  employeeNumber: 'AC00004',
  firstName: 'Alex',
  surname: 'Kim',
  email: 'mfa@acme.test',
  location: null,
  grade: null,
  employmentStatus: 'active',
  registered: true,
  registeredAt: '2026-01-10T09:00:00.000Z',
  lastLoginAt: '2026-11-20T09:00:00.000Z',
  mfaEnabled: true,
  title: null,
  preferredName: null,
  dateOfBirth: '1991-09-30',
  employmentStartDate: '2015-03-02',
  salary: null,
  phone: null,
  familyCount: 0,
  selections: [],
  agreements: [],
  lifeEvents: [],
  ...overrides,
});

const RESET = '/api/v2/client/7/employees/4/two-factor-authentication/reset';

/** The panel of Alex (two-factor on until reset) over nothing, with the modal host; `answerReset` answers the reset call. */
function renderPanel(answerReset: (body: unknown) => Response | Promise<Response>, { sessionUserId = 2, twoFactor = true } = {}) {
  let mfaEnabled = twoFactor;
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/api/client/7/employees/4') return jsonResponse(200, alex({ mfaEnabled }));
    if (url.pathname === RESET) {
      const answer = await answerReset(JSON.parse(String(init?.body)));
      if (answer.ok) mfaEnabled = false;
      return answer;
    }
    return jsonResponse(404, { error: 'Not Found', message: `No mock for ${url.pathname}` });
  });
  openEmployeePanel(fetchMock, 'Alex Kim', sessionUserId);
  const resetCalls = () => fetchMock.mock.calls.filter(([input]) => new URL(String(input), 'http://localhost').pathname === RESET);
  return { fetchMock, resetCalls };
}

// The bodies load lazily: the first of each takes a while.
const slow = { timeout: 5000 };
const panel = () => screen.findByRole('dialog', { name: 'Alex Kim' }, slow);
/** The confirmation, once its body has loaded. */
async function confirmation() {
  const dialog = await screen.findByRole('dialog', { name: r.title }, slow);
  await within(dialog).findByLabelText(r.reason, {}, slow);
  return dialog;
}

afterEach(closeEmployeePanel);

describe("the employee panel's two-factor reset", { timeout: 30_000 }, () => {
  it('asks for a reason in a confirmation, resets, says what happens next, and the panel then shows two-factor off', async () => {
    const { resetCalls } = renderPanel(() => jsonResponse(200, { mfaEnabled: false, setUpAgain: true }));
    const side = await panel();
    expect(await within(side).findByText(t.resetTwoFactorIntro, {}, slow)).toBeTruthy();
    await userEvent.click(within(side).getByRole('button', { name: t.resetTwoFactor }));

    const dialog = await confirmation();
    expect(within(dialog).getByText(r.confirm('Alex Kim'))).toBeTruthy();
    // Without a reason nothing is sent.
    await userEvent.click(within(dialog).getByRole('button', { name: r.reset }));
    expect(within(dialog).getByText(employerTexts.resetReasonRequired)).toBeTruthy();
    expect(resetCalls()).toHaveLength(0);

    await userEvent.type(within(dialog).getByLabelText(r.reason), '  Lost their phone ');
    await userEvent.click(within(dialog).getByRole('button', { name: r.reset }));
    expect(await within(dialog).findByText(r.done('Alex Kim', true))).toBeTruthy();
    expect(resetCalls()).toHaveLength(1);
    const [, init] = resetCalls()[0]!;
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ reason: 'Lost their phone' });

    // The outcome's own Close (the dialog's × is named Close too).
    const closeButton = within(dialog)
      .getAllByRole('button', { name: employeeDataTexts.close })
      .find((b) => b.textContent === employeeDataTexts.close);
    await userEvent.click(closeButton!);
    await vi.waitFor(() => expect(screen.queryByRole('dialog', { name: r.title })).toBeNull());
    // The panel reads Alex again: two-factor off, nothing left to reset.
    await vi.waitFor(() => expect(within(side).queryByRole('button', { name: t.resetTwoFactor })).toBeNull());
    const twoFactor = within(side).getByText(t.twoFactor).nextElementSibling;
    expect(twoFactor?.textContent).toBe(t.off);
  });

  it("shows the server's field error, or says it failed, and lets the employer try again", async () => {
    let answer = jsonResponse(400, { error: 'Bad Request', message: 'x', errors: { reason: 'Use 500 characters or fewer' } });
    const { resetCalls } = renderPanel(() => answer);
    await userEvent.click(await within(await panel()).findByRole('button', { name: t.resetTwoFactor }, slow));
    const dialog = await confirmation();
    await userEvent.type(within(dialog).getByLabelText(r.reason), 'Lost it');
    await userEvent.click(within(dialog).getByRole('button', { name: r.reset }));
    expect(await within(dialog).findByText('Use 500 characters or fewer')).toBeTruthy();
    answer = jsonResponse(500, { error: 'Internal Server Error', message: 'x' });
    await userEvent.click(within(dialog).getByRole('button', { name: r.reset }));
    expect(await within(dialog).findByText(r.failed)).toBeTruthy();
    expect(resetCalls()).toHaveLength(2);
  });

  it('offers no reset when two-factor is off', async () => {
    renderPanel(() => jsonResponse(200, {}), { twoFactor: false });
    const off = await panel();
    expect(await within(off).findByText(t.twoFactor, {}, slow)).toBeTruthy();
    expect(within(off).queryByRole('button', { name: t.resetTwoFactor })).toBeNull();
  });

  it('offers no reset on the HR administrator’s own panel', async () => {
    renderPanel(() => jsonResponse(200, {}), { sessionUserId: 4 });
    const own = await panel();
    expect(await within(own).findByText(t.twoFactor, {}, slow)).toBeTruthy();
    expect(within(own).queryByRole('button', { name: t.resetTwoFactor })).toBeNull();
  });
});
