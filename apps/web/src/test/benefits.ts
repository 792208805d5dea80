import { benefitTexts, type BenefitDetail, type Selection } from '@portal/contracts';
import { jsonResponse } from './fixtures.ts';
import { mockApi } from './renderApp.tsx';
import { sam as user, signIn } from './session.ts';

/** Sam's medical benefit and his cover of it, as the benefit pages' tests load them. */
export const windowClosed = benefitTexts.windowClosed('1 November 2026', '11 November 2026');
export const medical: BenefitDetail = {
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
export const active: Selection = {
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

/** Sam logged in, with the benefit and the selection the page of benefit 1 loads, and `more` of its calls answered. */
export function mockBenefitPage(
  benefit: BenefitDetail,
  selection: Selection | null,
  earlierAgreement: Selection['agreement'] = null,
  more: Parameters<typeof mockApi>[0] = {},
) {
  signIn();
  return mockApi({
    'GET /api/login/setup': jsonResponse(200, { user, client: null, cmsData: { faqs: false, sso_access_only: false, reference: false, live: true } }),
    'GET /api/benefit/1/with-selection': jsonResponse(200, { benefit, selection, earlierAgreement }),
    ...more,
  });
}
