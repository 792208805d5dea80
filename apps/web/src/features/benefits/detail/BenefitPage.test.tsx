import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { benefitScreenTexts as t } from '@portal/contracts';
import { active, medical, mockBenefitPage } from '../../../test/benefits.ts';
import { renderApp } from '../../../test/renderApp.tsx';

describe('a benefit page', () => {
  it('shows the plan in force with the change refused while it ran on, and the reason', async () => {
    mockBenefitPage(medical, {
      ...active,
      refusedChange: { reason: 'Please wait for the renewal.', decidedAt: '2026-11-25T16:00:00Z', employeeCost: 102.3 },
    });
    renderApp('/app/my-benefits/1');
    const plan = await screen.findByRole('region', { name: t.detail.yourPlan });
    expect(within(plan).getByText('Active')).toBeTruthy();
    expect(screen.getByText(t.detail.changes.refused('25 November 2026'))).toBeTruthy();
    expect(screen.getByText('Reason: Please wait for the renewal.')).toBeTruthy();
    expect(screen.getByRole('region', { name: t.detail.monthlyCost })).toBeTruthy();
  });

  it("shows an agreement made in an earlier scheme year while it runs on, beside this year's benefit with no choice", async () => {
    const agreement = {
      total: 1200,
      instalments: 12,
      lastInstalment: 100,
      paidInstalments: 10,
      paid: 1000,
      remaining: 200,
      firstMonth: '2026-04-01',
      lastMonth: '2027-03-01',
      pauses: [],
    };
    mockBenefitPage(medical, null, agreement);
    renderApp('/app/my-benefits/1');
    const region = await screen.findByRole('region', { name: t.detail.agreement.title });
    expect(within(region).getByText(t.detail.agreement.earlier('April 2026'))).toBeTruthy();
    expect(within(region).getByText(t.detail.agreement.remaining).nextElementSibling?.textContent).toBe('£200.00');
    expect(screen.queryByRole('region', { name: t.detail.yourPlan })).toBeNull();
  });

  it('says from when a change applies', async () => {
    mockBenefitPage(medical, { ...active, changesFrom: '2026-12-01' });
    renderApp('/app/my-benefits/1');
    expect(await screen.findByText(t.detail.changes.from('1 December 2026'))).toBeTruthy();
  });
});
