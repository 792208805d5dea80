import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { benefitScreenTexts as t, type BenefitDetail } from '@portal/contracts';
import { medical, mockBenefitPage } from '../../../test/benefits.ts';
import { renderApp } from '../../../test/renderApp.tsx';

const startDate = { earliest: '2026-12-01', latest: '2026-12-31' };
const choosable: Partial<BenefitDetail> = { cta: { type: 'select' }, changeWindow: { open: true, reason: 'annual', closesOn: '2026-12-31', message: null } };
const noSetup = { options: null, amount: null, peopleCovered: false, startDate };

/** Opens the wizard of benefit 1 set up as given; with no other setup its first step asks for the start date. */
async function startQuestionOf(benefit: Partial<BenefitDetail>) {
  mockBenefitPage({ ...medical, ...choosable, ...benefit }, null);
  renderApp('/app/my-benefits/1/setup');
  return (await screen.findByRole('heading', { level: 2, name: /^When should/ }, { timeout: 15_000 })).textContent;
}

describe('the start date question', () => {
  it('asks when the cover starts for cover', { timeout: 30_000 }, async () => {
    expect(await startQuestionOf({ setup: noSetup, freeCoverLimit: 150_000 })).toBe('When should your cover start?');
  });

  it('asks when the vouchers start for vouchers', { timeout: 30_000 }, async () => {
    expect(await startQuestionOf({ name: 'Childcare Vouchers', groupCode: 'ccv', kind: 'voucher', setup: noSetup })).toBe(t.wizard.startLegendVouchers);
  });

  it('does not speak of cover for a membership or a bike', { timeout: 30_000 }, async () => {
    const gym = { name: 'Gym Membership', kind: 'options' as const, setup: noSetup };
    expect(await startQuestionOf(gym)).toBe('When should this benefit start?');
  });
});
