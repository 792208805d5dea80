import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { routes } from '@portal/contracts';
import { routeOptions } from '../../lib/contract-route.ts';
import { requireRole } from '../../plugins/auth.ts';
import { signedInContext } from '../../plugins/request-context.ts';
import {
  addCatalogueBenefit,
  catalogueTemplates,
  deleteCatalogueBenefit,
  getCatalogueBenefit,
  listCatalogue,
  saveCatalogueBenefit,
  withdrawCatalogueBenefit,
} from './catalogue.ts';
import { cancelPriceChange, getPriceChanges, schedulePriceChange } from './price-changes.ts';
import { quoteBenefit } from './quote.ts';

/** The Benefits tab of a client's page (issue 28 §1), with a benefit's quote (§2) and price changes (§3): platform administrators only. */
export async function catalogueRoutes(app: FastifyInstance) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = requireRole('admin');
  const ctx = signedInContext;

  typed.route({
    ...routeOptions(app.config, routes.clientBenefits),
    onRequest,
    handler: (request) => listCatalogue(ctx(request), request.params.id, request.query.yearId),
  });
  typed.route({
    ...routeOptions(app.config, routes.clientBenefitTemplates),
    onRequest,
    handler: (request) => catalogueTemplates(ctx(request), request.params.id),
  });
  typed.route({
    ...routeOptions(app.config, routes.clientBenefit),
    onRequest,
    handler: (request) => getCatalogueBenefit(ctx(request), request.params.id, request.params.benefitId),
  });
  typed.route({
    ...routeOptions(app.config, routes.addClientBenefit),
    onRequest,
    handler: (request) => addCatalogueBenefit(ctx(request), request.params.id, request.body),
  });
  typed.route({
    ...routeOptions(app.config, routes.saveClientBenefit),
    onRequest,
    handler: (request) => saveCatalogueBenefit(ctx(request), request.params.id, request.params.benefitId, request.body),
  });
  typed.route({
    ...routeOptions(app.config, routes.deleteClientBenefit),
    onRequest,
    handler: (request) => deleteCatalogueBenefit(ctx(request), request.params.id, request.params.benefitId, request.body.version),
  });
  typed.route({
    ...routeOptions(app.config, routes.withdrawClientBenefit),
    onRequest,
    handler: (request) => withdrawCatalogueBenefit(ctx(request), request.params.id, request.params.benefitId, request.body),
  });

  typed.route({
    ...routeOptions(app.config, routes.clientBenefitPriceChanges),
    onRequest,
    handler: (request) => getPriceChanges(ctx(request), request.params.id, request.params.benefitId),
  });
  typed.route({
    ...routeOptions(app.config, routes.scheduleBenefitPriceChange),
    onRequest,
    handler: (request) => schedulePriceChange(ctx(request), request.params.id, request.params.benefitId, request.body),
  });
  typed.route({
    ...routeOptions(app.config, routes.cancelBenefitPriceChange),
    onRequest,
    handler: (request) => cancelPriceChange(ctx(request), request.params.id, request.params.benefitId, request.params.changeId),
  });
  typed.route({
    ...routeOptions(app.config, routes.clientBenefitQuote),
    onRequest,
    handler: (request) => quoteBenefit(ctx(request), request.params.id, request.params.benefitId, request.body),
  });
}
