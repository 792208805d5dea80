import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { benefitScreenTexts, benefitTexts, type BenefitDetail, type Selection } from '@portal/contracts';
import { jsonResponse } from '../../../test/fixtures.ts';
import { mockApi, renderApp } from '../../../test/renderApp.tsx';
import { sam as user, signIn } from '../../../test/session.ts';

const benefit: BenefitDetail = {
  id: 7,
  name: 'Gym Membership',
  groupCode: 'gym',
  provider: 'FitLife Gyms',
  summary: 'Discounted gyms.',
  imageUrl: null,
  category: 'Wellbeing',
  kind: 'options',
  requiresApproval: false,
  beamSupported: false,
  schemeYear: 2026,
  availability: { locked: false, reason: null, availableFrom: null, message: null },
  changeWindow: { open: true, reason: 'annual', closesOn: '2026-12-31', message: null },
  cta: { type: 'select' },
  selection: null,
  description: '<p>Gyms.</p>',
  setup: { options: [{ value: 'standard', label: 'Standard', description: null, covers: 'self' }], amount: null, peopleCovered: false, startDate: null },
  medicalQuestions: [],
  terms: null,
  freeCoverLimit: null,
  employerContribution: null,
  beam: null,
};
/** Sam's gym membership in force, standard level, at these costs. */
const gymSelection = (costs: Selection['costs']): Selection =>
  ({
    selectionId: 3,
    benefitId: 7,
    status: 'active',
    statusLabel: 'Active',
    values: { option: 'standard', amount: null, startDate: null, medicalAnswers: {} },
    planDetails: [],
    peopleCovered: [],
    costs,
    startDate: '2026-01-01',
    endDate: null,
    lastPayment: null,
    acceptedTermsVersion: null,
    changesFrom: null,
    pendingChange: null,
    refusedChange: null,
    cta: { type: 'edit' },
    editFields: ['option'],
    createdAt: '2026-01-01T09:00:00Z',
    updatedAt: '2026-01-01T09:00:00Z',
  }) as Selection;
const windowClosed = benefitTexts.windowClosed('1 January 2026', '31 January 2026');

describe('setup wizard', () => {
  it('shows a closed selection window (409) clearly when saving, and keeps the answers', { timeout: 30_000 }, async () => {
    const keyboard = userEvent.setup();
    signIn();
    mockApi({
      'GET /api/login/setup': jsonResponse(200, { user, client: null, cmsData: { faqs: false, sso_access_only: false, reference: false, live: true } }),
      'GET /api/benefits/user/eligible': jsonResponse(200, { schemeYear: null, ccvOnly: false, benefits: [] }),
      'GET /api/benefit/7/with-selection': jsonResponse(200, { benefit, selection: null }),
      'POST /api/selections/costs': jsonResponse(200, { costs: { employee: 28, employer: 7, total: 35, cover: null, sacrifice: null } }),
      'POST /api/benefit/7/selection': jsonResponse(409, { error: 'Conflict', message: windowClosed }),
    });
    renderApp('/app/my-benefits/7/setup');
    expect(await screen.findByRole('heading', { level: 1, name: 'Choose Gym Membership' })).toBeTruthy();
    await keyboard.click(await screen.findByRole('radio', { name: 'Standard' }));
    await keyboard.click(screen.getByRole('button', { name: 'Continue' }));

    const cost = await screen.findByRole('region', { name: 'Your monthly cost' });
    expect(within(cost).getAllByText('£28.00').length).toBeGreaterThan(0);
    await keyboard.click(screen.getByRole('button', { name: 'Confirm my selection' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Your selection could not be saved')).toBeTruthy();
    expect(within(alert).getByText(windowClosed)).toBeTruthy();

    await keyboard.click(screen.getByRole('button', { name: 'Back' }));
    expect(((await screen.findByRole('radio', { name: 'Standard' })) as HTMLInputElement).checked).toBe(true);
  });

  it('prices every level of cover, and a change shows what it does to the monthly cost', { timeout: 30_000 }, async () => {
    const keyboard = userEvent.setup();
    signIn();
    const levels: BenefitDetail = {
      ...benefit,
      cta: { type: 'edit' },
      setup: {
        ...benefit.setup,
        options: [
          { value: 'standard', label: 'Standard', description: null, covers: 'self' },
          { value: 'premium', label: 'Premium', description: 'Every gym', covers: 'self' },
        ],
      },
    };
    const costsOf = (option: string) => ({ costs: { employee: option === 'premium' ? 40.5 : 28, employer: 7, total: 0, cover: null, sacrifice: null } });
    const current = gymSelection(costsOf('standard').costs);
    mockApi({
      'GET /api/login/setup': jsonResponse(200, { user, client: null, cmsData: { faqs: false, sso_access_only: false, reference: false, live: true } }),
      'GET /api/benefits/user/eligible': jsonResponse(200, { schemeYear: null, ccvOnly: false, benefits: [] }),
      'GET /api/benefit/7/with-selection': jsonResponse(200, { benefit: levels, selection: current }),
      'POST /api/selections/costs': async (init?: RequestInit) => jsonResponse(200, costsOf(JSON.parse(String(init?.body)).values.option)),
    });
    renderApp('/app/my-benefits/7/setup');
    const premium = await screen.findByRole('radio', { name: 'Premium' });
    await vi.waitFor(() => expect(premium.getAttribute('aria-describedby')).toBeTruthy());
    const price = (radio: HTMLElement) => document.getElementById(radio.getAttribute('aria-describedby')!.split(' ').at(-1)!)?.textContent;
    await vi.waitFor(() => expect(price(premium)).toBe(benefitScreenTexts.wizard.monthlyCost('£40.50', '£7.00')));
    expect(price(screen.getByRole('radio', { name: 'Standard' }))).toBe(benefitScreenTexts.wizard.monthlyCost('£28.00', '£7.00'));

    await keyboard.click(premium);
    await keyboard.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(benefitScreenTexts.wizard.costChange('£28.00', '£40.50', '+£12.50 a month'))).toBeTruthy();
  });

  it('says a change that needs approval is waiting, while the cover in force carries on (issue 37 item 13)', { timeout: 30_000 }, async () => {
    const keyboard = userEvent.setup();
    signIn();
    const approved: BenefitDetail = { ...benefit, requiresApproval: true, cta: { type: 'edit' } };
    const current = gymSelection({ employee: 28, employer: 7, total: 35, cover: null, sacrifice: null });
    const waiting = {
      ...current,
      pendingChange: { startDate: '2026-07-01', planDetails: [], employeeCost: 28, employerCost: 7, requestedAt: '2026-06-15T09:00:00Z' },
    } as unknown as Selection;
    mockApi({
      'GET /api/login/setup': jsonResponse(200, { user, client: null, cmsData: { faqs: false, sso_access_only: false, reference: false, live: true } }),
      'GET /api/benefits/user/eligible': jsonResponse(200, { schemeYear: null, ccvOnly: false, benefits: [] }),
      'GET /api/benefit/7/with-selection': jsonResponse(200, { benefit: approved, selection: current }),
      'POST /api/selections/costs': jsonResponse(200, { costs: current.costs }),
      'PATCH /api/selection/3': jsonResponse(200, { selection: waiting }),
    });
    renderApp('/app/my-benefits/7/setup');
    await keyboard.click(await screen.findByRole('radio', { name: 'Standard' }));
    await keyboard.click(screen.getByRole('button', { name: 'Continue' }));
    await keyboard.click(await screen.findByRole('button', { name: benefitScreenTexts.wizard.confirmChange }));
    expect(await screen.findByText(benefitScreenTexts.wizard.pendingTitle)).toBeTruthy();
    expect(screen.getByText(benefitScreenTexts.wizard.pendingChangeBody('Gym Membership'))).toBeTruthy();
    expect(screen.queryByText(benefitScreenTexts.wizard.doneTitle)).toBeNull();
  });

  it('shows the unit of a multiple of salary and its monthly cost and cover as it is typed', { timeout: 30_000 }, async () => {
    const keyboard = userEvent.setup();
    signIn();
    const life: BenefitDetail = {
      ...benefit,
      name: 'Life Assurance',
      kind: 'amount',
      setup: { options: null, amount: { min: 1, max: 4, step: 1, label: 'Cover', unit: 'salary-multiple' }, peopleCovered: false, startDate: null },
    };
    const asked: number[] = [];
    mockApi({
      'GET /api/login/setup': jsonResponse(200, { user, client: null, cmsData: { faqs: false, sso_access_only: false, reference: false, live: true } }),
      'GET /api/benefits/user/eligible': jsonResponse(200, { schemeYear: null, ccvOnly: false, benefits: [] }),
      'GET /api/benefit/7/with-selection': jsonResponse(200, { benefit: life, selection: null }),
      'POST /api/selections/costs': async (init?: RequestInit) => {
        const amount = JSON.parse(String(init?.body)).values.amount as number;
        asked.push(amount);
        return jsonResponse(200, {
          costs: {
            employee: amount * 3,
            employer: 0,
            total: 0,
            cover: { multiple: amount, requested: amount * 30000, granted: amount * 30000, capped: false, freeCoverLimit: null, message: null },
            sacrifice: null,
          },
        });
      },
    });
    renderApp('/app/my-benefits/7/setup');
    const box = await screen.findByRole('spinbutton', { name: 'Cover' });
    expect(screen.getByText(benefitScreenTexts.wizard.timesSalaryUnit)).toBeTruthy();
    await keyboard.type(box, '3');
    expect(await screen.findByText(`${benefitScreenTexts.wizard.monthlyCost('£9.00', null)}. ${benefitScreenTexts.wizard.coverOf('£90,000.00')}`)).toBeTruthy();
    // Out of range: no price asked for, the limits say why.
    await keyboard.clear(box);
    await keyboard.type(box, '9');
    await keyboard.click(screen.getByRole('button', { name: 'Continue' }));
    expect(asked).not.toContain(9);
  });
});
