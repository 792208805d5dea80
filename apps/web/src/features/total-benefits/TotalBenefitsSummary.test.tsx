import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { benefitScreenTexts as t, type TotalBenefitsCard } from '@portal/contracts';
import { jsonResponse } from '../../test/fixtures.ts';
import { answerWith, renderWithQuery } from '../../test/renderApp.tsx';
import { TotalBenefitsSummary } from './TotalBenefitsSummary.tsx';

const card = (over: Partial<TotalBenefitsCard>): TotalBenefitsCard => ({
  year: 2026,
  salary: null,
  employerValue: 144,
  employeeValue: 96,
  totalValue: 240,
  totalPackage: null,
  benefitsCount: 2,
  ...over,
});

function renderCard(answer: TotalBenefitsCard) {
  answerWith(() => jsonResponse(200, answer));
  renderWithQuery(<TotalBenefitsSummary />);
}

const figure = (label: string) => screen.queryByText(label)?.nextElementSibling?.textContent;

afterEach(() => vi.unstubAllGlobals());

describe('total benefits card', () => {
  it('leads with what the benefits are worth, the same figure as the home card, and no package without a salary', async () => {
    renderCard(card({}));
    expect(await screen.findByText(t.home.benefitsValue)).toBeTruthy();
    expect(figure(t.home.benefitsValue)).toBe('£240.00');
    expect(figure(t.home.employerValue)).toBe('£144.00');
    expect(figure(t.home.employeeValue)).toBe('£96.00');
    expect(screen.queryByText(t.home.totalPackage)).toBeNull();
    expect(screen.queryByText('£0.00')).toBeNull();
  });

  it('adds the package with the salary when there is one', async () => {
    renderCard(card({ salary: 30000, totalPackage: 30144 }));
    expect(await screen.findByText(t.home.totalPackage)).toBeTruthy();
    expect(figure(t.home.totalPackage)).toBe('£30,144.00');
    expect(figure(t.home.benefitsValue)).toBe('£240.00');
  });
});
