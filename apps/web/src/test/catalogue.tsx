import { Route, Routes } from 'react-router';
import userEvent from '@testing-library/user-event';
import {
  benefitTemplateOf,
  DEFAULT_EFFECTIVE_DATE_RULES,
  benefitTemplates,
  type BenefitTemplates,
  type CatalogueBenefit,
  type CatalogueList,
  type CatalogueYear,
  type ClientDetail,
  type ClientSchemeYears,
} from '@portal/contracts';
import { ClientPage } from '../features/admin/clients/ClientPage.tsx';
import { catalogueModals } from '../features/admin/clients/benefits/modals.ts';
import { ModalHost } from '../ui/Modal/index.ts';
import { jsonResponse } from './fixtures.ts';
import { answerWith, renderWithQuery } from './renderApp.tsx';

/** Vandelay's catalogue as the Benefits tab and the benefit editor's tests load it. */
export const CLIENT = '/api/admin/clients/7';
export const client = { id: 7, name: 'Vandelay Industries', code: 'vandelay', status: 'draft', settingsVersion: 3 } as ClientDetail;

export const year2026: CatalogueYear = { id: 11, year: 2026, startsOn: '2026-01-01', endsOn: '2026-12-31', isCurrent: true };
export const year2027: CatalogueYear = { id: 12, year: 2027, startsOn: '2027-01-01', endsOn: '2027-12-31', isCurrent: false };

export const schemeYears: ClientSchemeYears = {
  years: [{ ...year2026, windowOpensOn: '2026-01-01', windowClosesOn: '2026-01-31', probationMonths: 3, inUse: true }],
  newStarterWindowDays: 0,
  effectiveDates: DEFAULT_EFFECTIVE_DATE_RULES,
  version: 3,
};

export const list2026: CatalogueList = {
  years: [year2026],
  yearId: 11,
  benefits: [
    {
      id: 21,
      name: 'Dental Insurance',
      kind: 'options',
      pricingKind: 'option-flat',
      category: 'Health',
      provider: 'Brightsmile',
      providerEmail: 'reports@brightsmile.test',
      inUse: 3,
      withdrawnOn: null,
      sortOrder: 1,
      templateCode: 'dental',
      version: 2,
    },
    {
      id: 22,
      name: 'Life Assurance',
      kind: 'amount',
      pricingKind: 'cover-multiple',
      category: 'Protection',
      provider: 'Evergreen Life',
      providerEmail: null,
      inUse: 0,
      withdrawnOn: '2026-12-01',
      sortOrder: 2,
      templateCode: 'life-assurance',
      version: 1,
    },
  ],
};

export const templates: BenefitTemplates = {
  templates: benefitTemplates.map((template) => ({
    code: template.code,
    label: template.label,
    description: template.description,
    kind: template.draft.kind,
    pricingKind: template.draft.pricing.kind,
    draft: template.draft,
  })),
};

/** A benefit in the editor: a template's draft with the editor's facts around it. */
export function catalogueBenefit(code: Parameters<typeof benefitTemplateOf>[0], overrides: Partial<CatalogueBenefit> = {}): CatalogueBenefit {
  return {
    id: 21,
    schemeYear: year2026,
    groupCode: code,
    templateCode: code,
    version: 4,
    inUse: 0,
    withdrawnOn: null,
    draft: { ...benefitTemplateOf(code).draft, provider: 'Northstar Health', providerEmail: 'reports@northstar.test', sortOrder: 1 },
    usedOptions: [],
    pricingLocked: false,
    faqChoices: [{ id: 5, question: 'How do I claim?' }],
    today: '2026-11-26',
    ...overrides,
  };
}

export interface ApiRequest {
  method: string;
  path: string;
  url: URL;
  body: Record<string, unknown>;
}
/** Answers a call, or undefined to leave it to the defaults (the client, an empty people list, then 404). */
export type ApiHandler = (request: ApiRequest) => Response | undefined;

const noPeople = { data: [], currentPage: 1, lastPage: 1, perPage: 10, total: 0 };

/** The client's page at `path` (its tabs and sub-pages, with the catalogue's dialogs) over a fake API. */
export function renderClientPage(path: string, handler: ApiHandler) {
  const fetchMock = answerWith((url, init) => {
    const method = init?.method ?? 'GET';
    const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
    const answer = handler({ method, path: url.pathname, url, body });
    if (answer) return answer;
    if (method === 'GET' && url.pathname === CLIENT) return jsonResponse(200, client);
    if (method === 'GET' && url.pathname === `${CLIENT}/users`) return jsonResponse(200, noPeople);
    return jsonResponse(404, { error: 'Not Found', message: `No mock for ${method} ${url.pathname}` });
  });
  const view = renderWithQuery(
    <>
      <Routes>
        <Route path="/app/admin/clients/:clientId/*" element={<ClientPage />} />
      </Routes>
      <ModalHost registry={catalogueModals} />
    </>,
    path,
  );
  /** The writes sent, in order (GETs left out). */
  const sent = () =>
    fetchMock.mock.calls
      .filter(([, init]) => init?.method && init.method !== 'GET')
      .map(([input, init]) => ({
        method: init!.method,
        path: new URL(String(input), 'http://localhost').pathname,
        body: init!.body ? (JSON.parse(String(init!.body)) as unknown) : null,
      }));
  /** The GETs of a path, with their query. */
  const reads = (path: string) =>
    fetchMock.mock.calls
      .map(([input]) => new URL(String(input), 'http://localhost'))
      .filter((url) => url.pathname === path)
      .map((url) => url.search);
  return { ...view, fetchMock, sent, reads, user: userEvent.setup() };
}
