import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { benefitTexts, type BenefitDetail } from '@portal/contracts';
import { useSession } from '../../../stores/session.ts';
import { STORAGE_KEYS } from '../../../stores/sessionPersistence.ts';
import { jsonResponse } from '../../../test/fixtures.ts';
import { mockApi, renderApp } from '../../../test/renderApp.tsx';

const user = {
  id: 1, name: 'Sam Taylor', firstName: 'Sam', surname: 'Taylor', email: 'sam@acme.test', userType: 'employee', employmentStatus: 'active',
  avatar: null, termsRevision: 1, siteTermsUpdated: false, showWelcomeModal: false, firstLogin: false, mfaEnabled: false, mfaEnforced: false,
  clientId: 1, masquerade: null,
};
const benefit: BenefitDetail = {
  id: 7, name: 'Gym Membership', groupCode: 'gym', provider: 'FitLife Gyms', summary: 'Discounted gyms.', imageUrl: null, category: 'Wellbeing',
  kind: 'options', requiresApproval: false, beamSupported: false, schemeYear: 2026,
  availability: { locked: false, reason: null, availableFrom: null, message: null },
  changeWindow: { open: true, reason: 'annual', closesOn: '2026-12-31', message: null }, cta: { type: 'select' }, selection: null,
  description: '<p>Gyms.</p>',
  setup: { options: [{ value: 'standard', label: 'Standard', description: null, covers: 'self' }], amount: null, peopleCovered: false, startDate: null },
  medicalQuestions: [], terms: null, freeCoverLimit: null, employerContribution: null, beam: null,
};
const windowClosed = benefitTexts.windowClosed('1 January 2026', '31 January 2026');

describe('setup wizard', () => {
  it('shows a closed selection window (409) clearly when saving, and keeps the answers', { timeout: 30_000 }, async () => {
    const keyboard = userEvent.setup();
    useSession.setState({ loggedIn: true, accessToken: 'token', refreshToken: 'refresh', tokenExpiresAt: Date.now() + 600_000 });
    localStorage.setItem(STORAGE_KEYS.loggedIn, 'true');
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
});
