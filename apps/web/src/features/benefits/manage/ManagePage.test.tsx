import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { benefitScreenTexts as t, benefitTexts, type BenefitDetail, type Selection } from '@portal/contracts';
import { useSession } from '../../../stores/session.ts';
import { STORAGE_KEYS } from '../../../stores/sessionPersistence.ts';
import { jsonResponse } from '../../../test/fixtures.ts';
import { mockApi, renderApp } from '../../../test/renderApp.tsx';

const user = {
  id: 1,
  name: 'Sam Taylor',
  firstName: 'Sam',
  surname: 'Taylor',
  email: 'sam@acme.test',
  userType: 'employee',
  employmentStatus: 'active',
  avatar: null,
  termsRevision: 1,
  siteTermsUpdated: false,
  showWelcomeModal: false,
  firstLogin: false,
  mfaEnabled: false,
  mfaEnforced: false,
  clientId: 1,
  masquerade: null,
};
const windowClosed = benefitTexts.windowClosed('1 November 2026', '11 November 2026');
const medical: BenefitDetail = {
  id: 1,
  name: 'Private Medical Insurance',
  groupCode: 'pmi',
  provider: 'Northstar Health',
  summary: 'Private hospital treatment.',
  imageUrl: null,
  category: 'Health',
  kind: 'options',
  requiresApproval: false,
  beamSupported: false,
  schemeYear: 2026,
  availability: { locked: false, reason: null, availableFrom: null, message: null },
  // Acme's annual window has closed and Sam has no life event: his cover can only be looked at.
  changeWindow: { open: false, reason: null, closesOn: null, message: windowClosed },
  cta: { type: 'view' },
  selection: null,
  description: '<p>Medical cover.</p>',
  setup: {
    options: [{ value: 'employee-partner', label: 'You and your partner', description: null, covers: 'partner' }],
    amount: null,
    peopleCovered: true,
    startDate: null,
  },
  medicalQuestions: [],
  terms: null,
  freeCoverLimit: null,
  employerContribution: null,
  beam: null,
};
const active: Selection = {
  selectionId: 11,
  benefitId: 1,
  status: 'active',
  statusLabel: 'Active',
  values: { option: 'employee-partner', amount: null, startDate: '2026-01-01', medicalAnswers: {} },
  planDetails: [
    { label: 'Level of cover', value: 'You and your partner' },
    { label: 'Start date', value: '1 January 2026' },
  ],
  peopleCovered: [{ familyMemberId: 4, name: 'Jordan Taylor', relationship: 'partner' }],
  costs: { employee: 64.8, employer: 40, total: 104.8, cover: null, sacrifice: null },
  startDate: '2026-01-01',
  endDate: '2026-12-31',
  lastPayment: { date: '2026-10-31', employee: 64.8, employer: 40 },
  acceptedTermsVersion: null,
  changesFrom: null,
  pendingChange: null,
  refusedChange: null,
  cta: { type: 'view' },
  editFields: [],
  createdAt: '2026-01-01T09:00:00Z',
  updatedAt: '2026-01-01T09:00:00Z',
};

function renderManage(benefit: BenefitDetail, selection: Selection | null) {
  useSession.setState({ loggedIn: true, accessToken: 'token', refreshToken: 'refresh', tokenExpiresAt: Date.now() + 600_000 });
  localStorage.setItem(STORAGE_KEYS.loggedIn, 'true');
  mockApi({
    'GET /api/login/setup': jsonResponse(200, { user, client: null, cmsData: { faqs: false, sso_access_only: false, reference: false, live: true } }),
    'GET /api/benefit/1/with-selection': jsonResponse(200, { benefit, selection }),
  });
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
    const open = { ...medical, cta: { type: 'edit' as const }, changeWindow: { open: true, reason: 'life-event' as const, closesOn: '2026-12-20', message: null } };
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
