import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { benefitScreenTexts as t, type TotalBenefitsCard, type TotalBenefitsPage } from '@portal/contracts';
import { jsonResponse } from '../../test/fixtures.ts';
import { mockApi, renderApp } from '../../test/renderApp.tsx';
import { sam as user, signIn } from '../../test/session.ts';

const card: TotalBenefitsCard = {
  year: 2026,
  salary: 42000,
  employerValue: 480,
  employeeValue: 777.6,
  totalValue: 1257.6,
  totalPackage: 42480,
  benefitsCount: 1,
};
const page: TotalBenefitsPage = {
  year: 2026,
  salary: 42000,
  benefits: [{ benefitId: 1, name: 'Private Medical Insurance', groupCode: 'pmi', category: 'Health', employerValue: 480, employeeValue: 777.6 }],
  totals: { employerValue: 480, employeeValue: 777.6, totalValue: 1257.6, totalPackage: 42480 },
  thisMonth: {
    month: '2026-06-01',
    benefits: [{ benefitId: 1, employerValue: 40, employeeValue: 64.8 }],
    totals: { employerValue: 40, employeeValue: 64.8, totalValue: 104.8 },
  },
};

describe('total benefits overview mode', () => {
  it("shows the year by default (spec: overview mode, default 'year'), and this month on request", { timeout: 30_000 }, async () => {
    const keyboard = userEvent.setup();
    signIn();
    mockApi({
      'GET /api/login/setup': jsonResponse(200, { user, client: null, cmsData: { faqs: false, sso_access_only: false, reference: false, live: true } }),
      'GET /api/user/selections/mtb/card': jsonResponse(200, card),
      'GET /api/user/selections/mtb/page': jsonResponse(200, page),
    });
    renderApp('/app/my-total-benefits/');

    const year = await screen.findByRole('radio', { name: t.total.overviewYear }, { timeout: 15_000 });
    expect((year as HTMLInputElement).checked).toBe(true);
    const yearly = screen.getByRole('table', { name: t.total.tableCaption });
    expect(within(yearly).getByRole('row', { name: /Private Medical Insurance/ }).textContent).toContain('£1,257.60');

    await keyboard.click(screen.getByRole('radio', { name: t.total.overviewMonth }));
    const monthly = screen.getByRole('table', { name: 'Value of each benefit in June 2026' });
    expect(within(monthly).getByRole('row', { name: /Private Medical Insurance/ }).textContent).toContain('£104.80');
    expect(screen.queryByRole('table', { name: t.total.tableCaption })).toBeNull();
  });
});
