import { z } from 'zod';
import * as b from './schemas.ts';
import * as p from './pages.ts';
import * as n from './next-year.ts';
import * as c from './compare.ts';
import { defineRoute } from '../shared/http.ts';

const get = <R extends z.ZodType>(path: string, summary: string, response: R) => defineRoute({ method: 'GET', path, base: 'main', summary, response });
const getBenefit = <R extends z.ZodType>(path: string, summary: string, response: R) =>
  defineRoute({ method: 'GET', path, base: 'main', summary, params: b.benefitIdParams, response });

/** Benefits, selections, statements, vouchers, home page and total benefits (spec §7 Benefits). Every call needs a login. */
export const benefitRoutes = {
  eligibleBenefits: get(
    '/benefits/user/eligible',
    "The caller's benefits of the current scheme year, with selections and voucher-only flag",
    b.eligibleBenefitsResponse,
  ),
  benefitFilters: get('/benefits/filters', 'Categories and kinds to filter the benefits list by', p.benefitFiltersResponse),
  myNextYear: get(
    '/benefits/user/next-year',
    "Next scheme year once prepared and until it starts: its benefits with the caller's choice of each, and what the new year does to the caller's choices",
    n.myNextYearSchema,
  ),
  benefit: getBenefit('/benefit/:id', 'One benefit with its setup fields, questions and terms', b.benefitDetailSchema),
  benefitRelatedFaqs: getBenefit('/benefit/:id/related_FAQ', 'FAQs about a benefit', p.relatedFaqsResponse),
  benefitRelatedBenefits: getBenefit('/benefit/:id/related_benefits', 'Other benefits of the same category', p.relatedBenefitsResponse),
  benefitSelection: getBenefit('/benefit/:id/selection', "The caller's latest selection of a benefit, or null", b.selectionResponse),
  benefitWithSelection: getBenefit('/benefit/:id/with-selection', "A benefit and the caller's latest selection of it", b.benefitWithSelectionResponse),
  benefitOptionsCompared: getBenefit(
    '/benefit/:id/options-compared',
    "What each of a benefit's options would cost the caller a month (the pricing engine), or why they cannot have it",
    c.optionsComparedSchema,
  ),
  createSelection: defineRoute({
    method: 'POST',
    path: '/benefit/:id/selection',
    base: 'main',
    summary: 'Select a benefit (also "reapply"); pending approval when the benefit needs it',
    params: b.benefitIdParams,
    body: b.createSelectionRequest,
    response: b.selectionResponse,
  }),
  updateSelection: defineRoute({
    method: 'PATCH',
    path: '/selection/:id',
    base: 'main',
    summary: "Change a selection's values, or opt out with {status:'opted-out'}",
    params: b.selectionIdParams,
    body: b.updateSelectionRequest,
    response: b.selectionResponse,
  }),
  selectionCosts: defineRoute({
    method: 'POST',
    path: '/selections/costs',
    base: 'main',
    summary: 'Monthly costs of wizard values, without storing anything',
    body: b.costsRequest,
    response: b.costsResponse,
  }),
  beamCosts: defineRoute({
    method: 'POST',
    path: '/selections/beam-costs',
    base: 'main',
    summary: 'Partner (beam) value limits and costs of a value',
    body: b.beamCostsRequest,
    response: b.beamCostsResponse,
  }),
  groupContributions: defineRoute({
    method: 'GET',
    path: '/benefit-group/:id/contributions',
    base: 'main',
    summary: 'Monthly contributions of a benefit group over a scheme year (statements)',
    params: p.benefitGroupParams,
    query: p.statementsQuery,
    response: p.statementsResponse,
  }),
  groupStatementPdf: defineRoute({
    method: 'GET',
    path: '/benefit-group/:id/statement.pdf',
    base: 'main',
    summary: "A benefit's statement as a PDF in the client's brand: the scheme year's months, or one month (PDF file)",
    params: p.benefitGroupParams,
    query: p.statementPdfQuery,
    response: z.string(),
  }),
  ccvBalance: get('/ccv/balance', 'Voucher balance, payment dates and orders', p.ccvBalanceResponse),
  ccvManage: get('/ccv/manage', 'Where the voucher contract-management page is', p.ccvManageResponse),
  totalBenefitsCard: get('/user/selections/mtb/card', 'Total benefits summary of the current scheme year', p.totalBenefitsCardResponse),
  totalBenefitsPage: get('/user/selections/mtb/page', 'Total benefits per benefit, for the chart', p.totalBenefitsPageResponse),
  homeCards: get('/user/home-page-cards', 'Cards for the home page', p.homeCardsResponse),
  homeBanners: get('/user/home-page-banner', 'Banners for the home page', p.homeBannersResponse),
} as const;
