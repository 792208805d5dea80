import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { amountProblem, benefitScreenTexts as t, type BenefitDetail } from '@portal/contracts';
import { medical, mockBenefitPage } from '../../../test/benefits.ts';
import { jsonResponse } from '../../../test/fixtures.ts';
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

  it('never says a refusal of the amount before the one typed, whenever Continue comes after typing', { timeout: 30_000 }, async () => {
    const limits = { label: 'Cover', unit: 'salary-multiple' as const, min: 1, max: 4, step: 1 };
    const life: Partial<BenefitDetail> = {
      name: 'Life Assurance',
      kind: 'amount',
      setup: { options: null, amount: limits, peopleCovered: false, startDate: null },
    };
    const asked: Record<string, unknown>[] = [];
    const costs = async (init?: RequestInit) => {
      const { values } = JSON.parse(String(init?.body)) as { values: Record<string, unknown> };
      asked.push(values);
      // The server refuses values without an amount, as it does.
      return values.amount === undefined
        ? jsonResponse(400, { error: 'Bad Request', message: 'Check', errors: { 'values.amount': amountProblem(limits, undefined) } })
        : jsonResponse(200, { costs: { employee: 0, employer: 12, total: 12, cover: null, sacrifice: null } });
    };
    mockBenefitPage({ ...medical, ...choosable, ...life }, null, null, { 'POST /api/selections/costs': costs });
    renderApp('/app/my-benefits/1/setup');
    const user = userEvent.setup();
    await user.type(await screen.findByRole('spinbutton', { name: 'Cover' }, { timeout: 15_000 }), '1');
    // A person's pause between typing and Continue: the amount's own wait is over, the costs are being asked for.
    await new Promise((resolve) => setTimeout(resolve, 450));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('button', { name: 'Confirm my selection' }, { timeout: 10_000 })).toBeTruthy();
    expect(screen.queryByText(amountProblem(limits, undefined)!)).toBeNull();
    // Only the amount typed was ever priced: nothing was asked with the amount missing while it was being typed.
    expect(asked.length).toBeGreaterThan(0);
    expect(asked.every((values) => values.amount === 1)).toBe(true);
  });
});
