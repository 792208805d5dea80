import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { routes } from '@portal/contracts';
import { routeOptions } from '../../lib/contract-route.ts';
import { requireRole } from '../../plugins/auth.ts';
import { requireEmployer } from '../../plugins/employer-guard.ts';
import { signedInContext } from '../../plugins/request-context.ts';
import { prepareNextYear, rolloverPreview } from './next-year.ts';
import { addSchemeYear, getSchemeYears, saveNewStarterWindow, saveSchemeYear } from './scheme-years.ts';
import { changeSelectionWindow, selectionWindowOf } from './selection-window.ts';

/** The Scheme years tab of a client's page (platform administrators only) and the HR administrators' selection window. */
export async function schemeYearRoutes(app: FastifyInstance) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = requireRole('admin');
  const ctx = signedInContext;

  typed.route({ ...routeOptions(app.config, routes.clientSchemeYears), onRequest, handler: (request) => getSchemeYears(ctx(request), request.params.id) });
  typed.route({
    ...routeOptions(app.config, routes.addClientSchemeYear),
    onRequest,
    handler: (request) => addSchemeYear(ctx(request), request.params.id, request.body),
  });
  typed.route({
    ...routeOptions(app.config, routes.saveClientSchemeYear),
    onRequest,
    handler: (request) => saveSchemeYear(ctx(request), request.params.id, request.params.yearId, request.body),
  });
  typed.route({
    ...routeOptions(app.config, routes.saveClientSelectionWindows),
    onRequest,
    handler: (request) => saveNewStarterWindow(ctx(request), request.params.id, request.body),
  });
  typed.route({
    ...routeOptions(app.config, routes.prepareNextSchemeYear),
    onRequest,
    handler: (request) => prepareNextYear(ctx(request), request.params.id, request.params.yearId, request.body),
  });
  typed.route({
    ...routeOptions(app.config, routes.schemeYearRolloverPreview),
    onRequest,
    handler: (request) => rolloverPreview(ctx(request), request.params.id, request.params.yearId, request.query.page),
  });

  typed.route({
    ...routeOptions(app.config, routes.employerSelectionWindow),
    onRequest: requireEmployer,
    handler: (request) => selectionWindowOf(ctx(request), request.params.id),
  });
  typed.route({
    ...routeOptions(app.config, routes.changeSelectionWindow),
    onRequest: requireEmployer,
    handler: (request) => changeSelectionWindow(ctx(request), request.params.id, request.body),
  });
}
