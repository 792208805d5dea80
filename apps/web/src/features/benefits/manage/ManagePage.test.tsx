import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { benefitScreenTexts as t, type BenefitDetail, type Selection } from '@portal/contracts';
import { active, medical, mockBenefitPage, windowClosed } from '../../../test/benefits.ts';
import { renderApp } from '../../../test/renderApp.tsx';

function renderManage(benefit: BenefitDetail, selection: Selection | null) {
  mockBenefitPage(benefit, selection);
  renderApp('/app/my-benefits/1/manage');
}

describe('Manage a benefit', () => {
  it('shows the cover in force while its window is closed, says why it cannot change, and offers no change', async () => {
    renderManage(medical, active);
    expect(await screen.findByRole('heading', { level: 1, name: 'Manage Private Medical Insurance' })).toBeTruthy();
    const plan = screen.getByRole('region', { name: t.detail.yourPlan });
    expect(within(plan).getByText('Active')).toBeTruthy();
    expect(within(plan).getByText('You and your partner')).toBeTruthy();
    expect(within(plan).getByText('Jordan Taylor')).toBeTruthy();
    expect(screen.getAllByText('£64.80').length).toBeGreaterThan(0);
    expect(screen.getByText(windowClosed)).toBeTruthy();
    expect(screen.queryByText(t.manage.nothing)).toBeNull();
    expect(screen.queryByRole('link', { name: t.manage.changeButton })).toBeNull();
    expect(screen.queryByRole('button', { name: t.manage.optOutButton })).toBeNull();
    expect(screen.getByRole('link', { name: t.wizard.viewBenefit }).getAttribute('href')).toBe('/app/my-benefits/1');
  });

  it('offers the change and the opt-out while the benefit may change, beside a change waiting for approval', async () => {
    const open = {
      ...medical,
      cta: { type: 'edit' as const },
      changeWindow: { open: true, reason: 'life-event' as const, closesOn: '2026-12-20', message: null },
    };
    const pendingChange = {
      planDetails: [{ label: 'Level of cover', value: 'You and your family' }],
      employeeCost: 102.3,
      employerCost: 40,
      startDate: '2026-12-01',
      requestedAt: '2026-11-25T10:00:00Z',
    };
    renderManage(open, { ...active, cta: { type: 'edit' }, pendingChange });
    expect(await screen.findByRole('link', { name: t.manage.changeButton })).toBeTruthy();
    expect(screen.getByRole('button', { name: t.manage.optOutButton })).toBeTruthy();
    expect(screen.getByText(t.detail.changes.pending('1 December 2026'))).toBeTruthy();
    expect(screen.getByText('You and your family')).toBeTruthy();
  });

  it('still says there is nothing to manage when the cover has ended', async () => {
    renderManage(medical, { ...active, status: 'opted-out', statusLabel: 'Opted out', endDate: '2026-10-31' });
    expect(await screen.findByText(t.manage.nothing)).toBeTruthy();
    expect(screen.queryByRole('region', { name: t.detail.yourPlan })).toBeNull();
  });
});
