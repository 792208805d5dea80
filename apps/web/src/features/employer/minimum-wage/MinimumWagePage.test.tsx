import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { minimumWageTexts as t, type MinimumWageCheck } from '@portal/contracts';
import { useSession } from '../../../stores/session.ts';
import { jsonResponse } from '../../../test/fixtures.ts';
import { answerWith, renderWithQuery } from '../../../test/renderApp.tsx';
import { MinimumWagePage } from './MinimumWagePage.tsx';

const april: MinimumWageCheck = {
  on: '2027-04-01',
  today: '2026-12-07',
  nextRateChange: '2027-04-01',
  people: [
    { employeeId: 4, name: 'Ana Lopez', employeeNumber: 'AC0004', hoursPerWeek: 37.5, hourlyRate: 12.71, sacrificed: 83.33, most: 17.95, status: 'below' },
    { employeeId: 5, name: 'Ben Ode', employeeNumber: null, hoursPerWeek: 20, hourlyRate: 12.71, sacrificed: 50, most: 60.1, status: 'near' },
  ],
  salaryNotHeld: 1,
};
const today: MinimumWageCheck = { ...april, on: '2026-12-07', people: [], salaryNotHeld: 0 };

describe('the minimum wage check', () => {
  it('shows nobody today, and whom the next rate change takes below or near the limit', async () => {
    const asked: (string | null)[] = [];
    answerWith((url) => {
      if (url.pathname !== '/api/v2/client/7/minimum-wage') return jsonResponse(404, {});
      asked.push(url.searchParams.get('on'));
      return jsonResponse(200, url.searchParams.get('on') === '2027-04-01' ? april : today);
    });
    useSession.setState({ user: { clientId: 7 } as never, client: null });
    renderWithQuery(<MinimumWagePage />);
    expect(await screen.findByText(t.none('2026-12-07'))).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: t.nextRates('2027-04-01') }));
    const table = await screen.findByRole('table', { name: t.caption('2027-04-01') });
    const ana = within(table).getByRole('row', { name: /Ana Lopez/ });
    expect(ana.querySelector(`td[data-label="${t.columns.most}"]`)!.textContent).toBe('£17.95');
    expect(within(ana).getByText(t.below)).toBeTruthy();
    expect(within(table).getByRole('row', { name: /Ben Ode/ }).textContent).toContain(t.near);
    expect(screen.getByText(t.counts(1, 1))).toBeTruthy();
    expect(screen.getByText(t.salaryNotHeld(1))).toBeTruthy();
    expect(asked).toEqual([null, '2027-04-01']);
  });

  it('says why a day is refused', async () => {
    answerWith(() => jsonResponse(400, { message: 'Please correct the errors highlighted below', errors: { on: t.badDay } }));
    useSession.setState({ user: { clientId: 7 } as never, client: null });
    renderWithQuery(<MinimumWagePage />, '/?on=1999-01-01');
    expect(await screen.findByText(t.badDay)).toBeTruthy();
  });
});
