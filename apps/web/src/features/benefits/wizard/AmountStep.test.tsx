import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { benefitScreenTexts as t, type BenefitDetail } from '@portal/contracts';
import { medical, mockBenefitPage } from '../../../test/benefits.ts';
import { renderApp } from '../../../test/renderApp.tsx';

const choosable: Partial<BenefitDetail> = { cta: { type: 'select' }, changeWindow: { open: true, reason: 'annual', closesOn: '2026-12-31', message: null } };

describe('the amount step', () => {
  it('asks a pension’s contribution as a percentage of pay, with its limits and unit (issue 38)', { timeout: 30_000 }, async () => {
    const pension: Partial<BenefitDetail> = {
      name: 'Workplace Pension',
      kind: 'amount',
      setup: { options: null, amount: { label: 'Your contribution', unit: 'percent', min: 1, max: 10, step: 1 }, peopleCovered: false, startDate: null },
    };
    mockBenefitPage({ ...medical, ...choosable, ...pension }, null);
    renderApp('/app/my-benefits/1/setup');
    const field = await screen.findByRole('spinbutton', { name: 'Your contribution' }, { timeout: 15_000 });
    expect([field.getAttribute('min'), field.getAttribute('max'), field.getAttribute('step')]).toEqual(['1', '10', '1']);
    expect(t.wizard.percentHint(1, 10)).toBe('Between 1% and 10% of your pay');
    expect(screen.getByText(t.wizard.percentHint(1, 10)).id).toBe(field.getAttribute('aria-describedby')?.split(' ')[0]);
    expect(screen.getByText(t.wizard.percentUnit)).toBeTruthy();
    expect(screen.queryByText(t.wizard.poundsUnit)).toBeNull();
  });
});
