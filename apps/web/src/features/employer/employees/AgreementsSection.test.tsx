import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { benefitScreenTexts, employeeDataTexts, type EmployeeAgreement, type EmployeeDetail } from '@portal/contracts';
import { jsonResponse } from '../../../test/fixtures.ts';
import { closeEmployeePanel, openEmployeePanel } from '../../../test/employeePanel.tsx';

const a = employeeDataTexts.agreements;
const p = employeeDataTexts.pauseAgreement;
const own = benefitScreenTexts.detail.agreement;

const bike: EmployeeAgreement = {
  selectionId: 31,
  benefitName: 'Cycle to Work',
  total: 1200,
  instalments: 12,
  lastInstalment: 100,
  paidInstalments: 3,
  paid: 300,
  remaining: 900,
  firstMonth: '2026-07-01',
  lastMonth: '2027-06-01',
  endsOn: '2027-06-30',
  pauses: [],
  pause: { earliest: '2026-10-01', latest: '2027-06-01', monthsLeft: 3 },
  cannotPause: null,
};
const paused: EmployeeAgreement = {
  ...bike,
  lastMonth: '2027-08-01',
  endsOn: '2027-08-31',
  pauses: [{ from: '2026-11-01', months: 2 }],
  pause: { earliest: '2027-01-01', latest: '2027-08-01', monthsLeft: 1 },
};

const pia = (agreements: EmployeeAgreement[]): EmployeeDetail => ({
  id: 4,
  employeeNumber: 'AC00004',
  firstName: 'Pia',
  surname: 'Pause',
  email: 'pia@acme.test',
  location: null,
  grade: null,
  employmentStatus: 'active',
  registered: true,
  registeredAt: '2026-01-10T09:00:00.000Z',
  lastLoginAt: '2026-11-20T09:00:00.000Z',
  mfaEnabled: false,
  title: null,
  preferredName: null,
  dateOfBirth: '1991-09-30',
  employmentStartDate: '2015-03-02',
  salary: 42000,
  phone: null,
  familyCount: 0,
  selections: [],
  agreements,
  lifeEvents: [],
});

const PAUSE = '/api/v2/client/7/employees/4/agreements/31/pauses';

function renderPanel(agreement: EmployeeAgreement, answer: (body: unknown) => Response) {
  let current = agreement;
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/api/client/7/employees/4') return jsonResponse(200, pia([current]));
    if (url.pathname === PAUSE) {
      const response = answer(JSON.parse(String(init?.body)));
      if (response.ok) current = paused;
      return response;
    }
    return jsonResponse(404, { error: 'Not Found', message: `No mock for ${url.pathname}` });
  });
  openEmployeePanel(fetchMock, 'Pia Pause');
  return () => fetchMock.mock.calls.filter(([input]) => new URL(String(input), 'http://localhost').pathname === PAUSE);
}

const slow = { timeout: 5000 };
const panel = () => screen.findByRole('dialog', { name: 'Pia Pause' }, slow);
async function confirmation() {
  const dialog = await screen.findByRole('dialog', { name: p.title }, slow);
  await within(dialog).findByLabelText(p.from.label, {}, slow);
  return dialog;
}
const valueOf = (scope: HTMLElement, label: string) =>
  within(scope)
    .getAllByText(label)
    .map((dt) => dt.nextElementSibling?.textContent);

afterEach(closeEmployeePanel);

describe("the employee panel's agreements", { timeout: 30_000 }, () => {
  it('shows what is paid and left, pauses from a chosen month for chosen months, and shows the pause', async () => {
    const calls = renderPanel(bike, () => jsonResponse(200, { agreement: paused }));
    const side = await panel();
    expect(await within(side).findByRole('heading', { name: a.caption('Cycle to Work') }, slow)).toBeTruthy();
    expect(valueOf(side, own.paid)).toEqual(['£300.00 (3 of 12 instalments)']);
    expect(valueOf(side, own.remaining)).toEqual(['£900.00']);
    expect(valueOf(side, a.runs)).toEqual(['July 2026 to June 2027']);
    expect(within(side).getByText(a.pauseHint(3))).toBeTruthy();
    await userEvent.click(within(side).getByRole('button', { name: a.pauseLabel('Cycle to Work') }));

    const dialog = await confirmation();
    expect(within(dialog).getByText(p.body('Pia Pause', 'Cycle to Work'))).toBeTruthy();
    const from = within(dialog).getByLabelText(p.from.label) as HTMLSelectElement;
    // From the first open month to the agreement's last.
    expect([...from.options].map((o) => o.textContent)).toHaveLength(9);
    expect(from.options[0]!.textContent).toBe('October 2026');
    expect([...(within(dialog).getByLabelText(p.months.label) as HTMLSelectElement).options].map((o) => o.textContent)).toEqual([
      '1 month',
      '2 months',
      '3 months',
    ]);
    await userEvent.selectOptions(from, '2026-11-01');
    await userEvent.selectOptions(within(dialog).getByLabelText(p.months.label), '2');
    await userEvent.click(within(dialog).getByRole('button', { name: p.confirm }));
    expect(await within(dialog).findByText(p.done('Pia Pause', 'January 2027', '31 August 2027'))).toBeTruthy();
    expect(calls()).toHaveLength(1);
    expect(JSON.parse(String(calls()[0]![1]?.body))).toEqual({ from: '2026-11-01', months: 2 });

    // The panel reads Pia again: the pause and the new end.
    await vi.waitFor(() => expect(valueOf(side, a.paused)).toEqual(['November 2026 to December 2026 (2 months)']));
    expect(valueOf(side, a.runs)).toEqual(['July 2026 to August 2027']);
  });

  it("shows the server's field error, and its reason when the agreement cannot be paused now", async () => {
    let answer = jsonResponse(400, { error: 'Bad Request', message: 'x', errors: { from: 'That month’s payroll has closed: choose November 2026 or later' } });
    renderPanel(bike, () => answer);
    await userEvent.click(await within(await panel()).findByRole('button', { name: a.pauseLabel('Cycle to Work') }, slow));
    const dialog = await confirmation();
    await userEvent.click(within(dialog).getByRole('button', { name: p.confirm }));
    expect(await within(dialog).findByText('That month’s payroll has closed: choose November 2026 or later')).toBeTruthy();
    answer = jsonResponse(409, { error: 'Conflict', message: a.cannotPause.waiting });
    await userEvent.click(within(dialog).getByRole('button', { name: p.confirm }));
    expect(await within(dialog).findByText(a.cannotPause.waiting)).toBeTruthy();
    answer = jsonResponse(500, { error: 'Internal Server Error', message: 'x' });
    await userEvent.click(within(dialog).getByRole('button', { name: p.confirm }));
    expect(await within(dialog).findByText(p.failed)).toBeTruthy();
  });

  it('says why an agreement cannot be paused, with no button', async () => {
    renderPanel({ ...bike, pause: null, cannotPause: 'notAllowed' }, () => jsonResponse(500, {}));
    const side = await panel();
    expect(await within(side).findByText(a.cannotPause.notAllowed, {}, slow)).toBeTruthy();
    expect(within(side).queryByRole('button', { name: a.pauseLabel('Cycle to Work') })).toBeNull();
  });
});
