import zlib from 'node:zlib';
import compress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { DestinationStream } from 'pino';
import type { Config } from './config.ts';
import type { Database } from './db/connect.ts';
import { loggerOptions } from './lib/logger.ts';
import { errorsPlugin } from './plugins/errors.ts';
import { requestIdOf, requestIdPlugin } from './plugins/request-id.ts';
import { metricsPlugin } from './plugins/metrics.ts';
import { docsPlugin } from './plugins/docs.ts';
import { spaPlugin } from './plugins/spa.ts';
import { securityHeadersPlugin } from './plugins/security.ts';
import { tenantPlugin } from './modules/tenant/index.ts';
import { authPlugin } from './plugins/auth.ts';
import { employerGuardPlugin } from './plugins/employer-guard.ts';
import { readCachePlugin } from './plugins/read-cache.ts';
import { systemRoutes } from './modules/system/index.ts';
import { themeRoutes } from './modules/theme/index.ts';
import { contentRoutes } from './modules/content/index.ts';
import { contactRoutes } from './modules/contact/index.ts';
import { authRoutes } from './modules/auth/index.ts';
import { accountRoutes, welcomeRoutes } from './modules/account/index.ts';
import { mfaRoutes } from './modules/mfa/index.ts';
import { mailboxRoutes } from './mail/routes.ts';
import { familyRoutes } from './modules/family/index.ts';
import { profileRoutes } from './modules/profile/index.ts';
import { lifeEventRoutes } from './modules/life-events/index.ts';
import { policyRoutes } from './modules/policies/index.ts';
import { nominationRoutes } from './modules/nominations/index.ts';
import { benefitsRoutes, familyMemberCovered, probationNotices } from './modules/benefits/index.ts';
import { devIdpRoutes, followDevIdpAddresses, ssoRoutes } from './modules/sso/index.ts';
import { samlRoutes } from './modules/saml/index.ts';
import { masqueradeAuditPlugin, masqueradeRoutes } from './modules/masquerade/index.ts';
import { magicLinkRoutes } from './modules/magic-link/index.ts';
import { adminRoutes } from './modules/admin/index.ts';
import { auditLogRoutes } from './modules/audit-log/index.ts';
import { clientAdminRoutes } from './modules/client-admin/index.ts';
import { catalogueRoutes, priceChangeJob } from './modules/catalogue/index.ts';
import { configurationRoutes } from './modules/configuration/index.ts';
import { schemeYearRoutes, schemeYearSwitch } from './modules/scheme-years/index.ts';
import { brandingRoutes } from './modules/branding/index.ts';
import { clientContentRoutes } from './modules/client-content/index.ts';
import { devPartnerRoutes, followDevPartnerAddresses, partnerRoutes } from './modules/partners/index.ts';
import { employerRoutes } from './modules/employer/index.ts';
import { minimumWageRoutes } from './modules/minimum-wage/index.ts';
import { insightsRoutes } from './modules/insights/index.ts';
import { approvalDigests, approvalRoutes } from './modules/approvals/index.ts';
import { payrollSchedule, reportGeneration, reportRoutes } from './modules/reports/index.ts';
import { uploadRoutes } from './modules/uploads/index.ts';
import { scimRoutes } from './modules/scim/index.ts';
import { apiCredentialRoutes, publicApiRoutes } from './modules/public-api/index.ts';
import { subjectAccessRoutes } from './modules/subject-access/index.ts';
import { webhookDelivery, webhookRoutes } from './modules/webhooks/index.ts';
import { retentionJob, retentionRoutes } from './modules/retention/index.ts';
import { mailDelivery, transportFor } from './mail/delivery.ts';
import { startJobRunner, type JobRunner } from './lib/jobs/index.ts';
import { responseSerializerCompiler } from './lib/response-serializer.ts';
import { postgresRateLimitStore } from './lib/rate-limit-store.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Database['db'];
    jobs: JobRunner;
  }
}

export interface BuildOptions {
  config: Config;
  database: Database;
  /** Logger on by default; tests pass false. */
  logger?: boolean;
  /** Where log lines go instead of stdout (tests that read them). */
  logStream?: DestinationStream;
}

/** Builds the whole server without listening: infrastructure, domain plugins, then routes. */
export async function buildApp({ config, database, logger = true, logStream }: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ? loggerOptions(config, logStream) : false,
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    // X-Request-Id when the caller sends a plausible one, else a new id; in every log line (reqId) and answer.
    requestIdHeader: false,
    genReqId: requestIdOf,
    // The spec writes paths with and without a trailing slash (`v2/scheme/selections/pending/`): both reach the route.
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler({ checkAnswers: config.NODE_ENV !== 'production' }));
  app.decorate('config', config);
  app.decorate('db', database.db);
  // The one job runner: a new kind of background work is one more entry here. Under test nothing polls: jobs run when
  // kicked or when a test runs them, and recurring ones (the payroll schedule, the daily e-mails) not at all.
  const jobKinds = [
    mailDelivery(transportFor(config, app.log)),
    reportGeneration,
    payrollSchedule,
    probationNotices(config),
    approvalDigests(config),
    schemeYearSwitch,
    priceChangeJob,
    webhookDelivery({ rules: config, keys: () => app.keys }),
    retentionJob,
  ];
  app.decorate('jobs', startJobRunner(database.db, jobKinds, { log: app.log, poll: config.NODE_ENV !== 'test' }));
  app.addHook('onClose', async () => {
    await app.jobs.stop();
  });

  await app.register(errorsPlugin);
  await app.register(requestIdPlugin);
  await app.register(metricsPlugin, { database });
  await app.register(securityHeadersPlugin);
  // Answers the server builds (JSON over 1 kB, the SPA's index.html) are compressed; built assets are
  // compressed once at build time and served as they are (plugins/spa.ts).
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'], brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } } });
  // The counters live in PostgreSQL, so every instance shares one budget per route and address.
  await app.register(rateLimit, {
    global: false,
    store: postgresRateLimitStore(database.db),
    errorResponseBuilder: (_req, ctx) => ({ statusCode: 429, error: 'Too Many Requests', message: `Too many requests, please try again in ${ctx.after}` }),
  });
  await app.register(docsPlugin);
  await app.register(tenantPlugin, { database });
  await app.register(readCachePlugin);
  await app.register(authPlugin);
  await app.register(employerGuardPlugin);
  await app.register(masqueradeAuditPlugin);

  await app.register(systemRoutes);
  await app.register(themeRoutes);
  await app.register(contentRoutes);
  await app.register(contactRoutes);
  await app.register(authRoutes);
  await app.register(accountRoutes);
  await app.register(mfaRoutes);
  await app.register(familyRoutes, { isCovered: familyMemberCovered });
  await app.register(benefitsRoutes);
  await app.register(profileRoutes);
  await app.register(lifeEventRoutes);
  await app.register(policyRoutes);
  await app.register(nominationRoutes);
  await app.register(ssoRoutes);
  await app.register(samlRoutes);
  await app.register(masqueradeRoutes);
  await app.register(magicLinkRoutes);
  await app.register(welcomeRoutes);
  await app.register(adminRoutes);
  await app.register(auditLogRoutes);
  await app.register(clientAdminRoutes);
  await app.register(schemeYearRoutes);
  await app.register(configurationRoutes);
  await app.register(catalogueRoutes);
  await app.register(brandingRoutes);
  await app.register(clientContentRoutes);
  await app.register(partnerRoutes);
  await app.register(employerRoutes);
  await app.register(minimumWageRoutes);
  await app.register(insightsRoutes);
  await app.register(approvalRoutes);
  await app.register(reportRoutes);
  await app.register(uploadRoutes);
  await app.register(scimRoutes);
  await app.register(apiCredentialRoutes);
  await app.register(publicApiRoutes);
  await app.register(subjectAccessRoutes);
  await app.register(webhookRoutes);
  await app.register(retentionRoutes);
  if (config.devMailbox) await app.register(mailboxRoutes);
  if (config.devIdp) {
    await followDevIdpAddresses(database.db, config);
    await followDevPartnerAddresses(database.db, config);
    await app.register(devIdpRoutes);
    await app.register(devPartnerRoutes);
  }

  await app.register(spaPlugin);
  return app;
}
