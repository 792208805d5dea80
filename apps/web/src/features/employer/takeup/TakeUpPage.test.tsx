import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { takeUpTexts as t, type TakeUpList } from '@portal/contracts';
import { useSession } from '../../../stores/session.ts';
import { jsonResponse } from '../../../test/fixtures.ts';
import { answerWith, renderWithQuery } from '../../../test/renderApp.tsx';
import { TakeUpPage } from './TakeUpPage.tsx';

const takeUp: TakeUpList = {
  data: [
    {
      benefitId: 3,
      name: 'Cycle to Work',
      provider: 'Green Commute',
      eligible: 100,
      selected: 1,
      pending: 5,
      optedOut: 0,
      takeUp: 6,
      employeeMonthly: 100,
      employerMonthly: 0,
    },
  ],
  summary: { eligible: 100, withSelection: 6, share: 6 },
};

describe('benefit take-up', () => {
  it('counts approved cover in the money and says that requests awaiting approval are counted apart', async () => {
    answerWith((url) => (url.pathname === '/api/client/7/benefit-takeup' ? jsonResponse(200, takeUp) : jsonResponse(404, {})));
    useSession.setState({ user: { clientId: 7 } as never, client: null });
    renderWithQuery(<TakeUpPage />);
    const table = await screen.findByRole('table', { name: t.caption });
    const row = within(table).getByRole('row', { name: /Cycle to Work/ });
    expect(row.querySelector(`td[data-label="${t.columns.pending}"]`)!.textContent).toBe('5');
    expect(row.querySelector(`td[data-label="${t.columns.employeeMonthly}"]`)!.textContent).toBe('£100.00');
    expect(screen.getByText(t.moneyNote)).toBeTruthy();
  });
});
