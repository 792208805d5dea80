import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { benefitRoutes as r } from '@portal/contracts';
import { routeOptions } from '../../lib/contract-route.ts';
import { signedInContext } from '../../plugins/request-context.ts';
import { ccvBalance, ccvManage } from './ccv.ts';
import { ccvContractPage } from './ccv-page.ts';
import { optionsCompared } from './compare.ts';
import { employeeContext } from './context.ts';
import { groupContributions } from './contributions.ts';
import { statementPdf } from './statement-pdf.ts';
import { homeBanners, homeCards } from './home.ts';
import { myNextYear } from './next-year.ts';
import { benefitDetail, benefitFilters, benefitSelection, benefitWithSelection, eligibleBenefits, relatedBenefits, relatedFaqs } from './service.ts';
import { beamCosts, changeSelection, createSelection, selectionCosts } from './selections.ts';
import { totalBenefitsCard, totalBenefitsPage } from './total.ts';

/** Benefits, selections and everything derived from them; every call is the logged-in employee's own. */
export async function benefitsRoutes(app: FastifyInstance) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const auth = { onRequest: app.requireUser, config: { employeeContext: true } };
  const context = (request: FastifyRequest) => employeeContext(signedInContext(request));

  typed.route({
    ...routeOptions(app.config, r.eligibleBenefits),
    ...auth,
    config: { ...auth.config, readCache: true },
    handler: async (req) => eligibleBenefits(await context(req)),
  });
  typed.route({ ...routeOptions(app.config, r.benefitFilters), ...auth, handler: async (req) => benefitFilters(await context(req)) });
  typed.route({ ...routeOptions(app.config, r.myNextYear), ...auth, handler: async (req) => myNextYear(await context(req)) });
  typed.route({ ...routeOptions(app.config, r.benefit), ...auth, handler: async (req) => benefitDetail(await context(req), req.params.id) });
  typed.route({ ...routeOptions(app.config, r.benefitRelatedFaqs), ...auth, handler: async (req) => relatedFaqs(await context(req), req.params.id) });
  typed.route({ ...routeOptions(app.config, r.benefitRelatedBenefits), ...auth, handler: async (req) => relatedBenefits(await context(req), req.params.id) });
  typed.route({ ...routeOptions(app.config, r.benefitSelection), ...auth, handler: async (req) => benefitSelection(await context(req), req.params.id) });
  typed.route({
    ...routeOptions(app.config, r.benefitWithSelection),
    ...auth,
    handler: async (req) => benefitWithSelection(await context(req), req.params.id),
  });

  typed.route({
    ...routeOptions(app.config, r.benefitOptionsCompared),
    ...auth,
    handler: async (req) => optionsCompared(await context(req), req.params.id),
  });

  typed.route({
    ...routeOptions(app.config, r.createSelection),
    ...auth,
    handler: async (req) => createSelection(await context(req), req.params.id, req.body),
  });
  typed.route({
    ...routeOptions(app.config, r.updateSelection),
    ...auth,
    handler: async (req) => changeSelection(await context(req), req.params.id, req.body),
  });
  typed.route({
    ...routeOptions(app.config, r.selectionCosts),
    ...auth,
    handler: async (req) => selectionCosts(await context(req), req.body.benefitId, req.body.values, req.body.quote),
  });
  typed.route({ ...routeOptions(app.config, r.beamCosts), ...auth, handler: async (req) => beamCosts(await context(req), req.body.benefitId, req.body.value) });

  typed.route({
    ...routeOptions(app.config, r.groupContributions),
    ...auth,
    handler: async (req) => groupContributions(await context(req), req.params.id, req.query.year),
  });
  typed.route({
    method: 'GET',
    url: `${app.config.API_BASE}${r.groupStatementPdf.path}`,
    schema: { summary: r.groupStatementPdf.summary, params: r.groupStatementPdf.params, querystring: r.groupStatementPdf.query },
    ...auth,
    handler: async (req, reply) => {
      const { pdf, fileName } = await statementPdf(await context(req), req.params.id, req.query.year, req.query.month);
      return reply.header('content-disposition', `attachment; filename="${fileName}"`).type('application/pdf').send(pdf);
    },
  });
  typed.route({ ...routeOptions(app.config, r.ccvBalance), ...auth, handler: async (req) => ccvBalance(await context(req)) });
  typed.route({ ...routeOptions(app.config, r.ccvManage), ...auth, handler: async (req) => ccvManage(await context(req)) });
  typed.route({ ...routeOptions(app.config, r.totalBenefitsCard), ...auth, handler: async (req) => totalBenefitsCard(await context(req)) });
  typed.route({ ...routeOptions(app.config, r.totalBenefitsPage), ...auth, handler: async (req) => totalBenefitsPage(await context(req)) });
  typed.route({ ...routeOptions(app.config, r.homeCards), ...auth, handler: async (req) => homeCards(await context(req)) });
  typed.route({ ...routeOptions(app.config, r.homeBanners), ...auth, handler: async (req) => homeBanners(await context(req)) });

  // Only a path is ours to serve; a full URL points at an external provider's page.
  if (app.config.CCV_MANAGE_URL.startsWith('/')) await app.register(ccvContractPage);
}
