import { approvalRoutes } from './approvals/routes.ts';
import { auditRoutes } from './audit/routes.ts';
import { authRoutes } from './auth/routes.ts';
import { clientBrandingRoutes } from './client-admin/branding.ts';
import { clientConfigurationRoutes } from './client-admin/configuration.ts';
import { clientContentRoutes } from './client-admin/content.ts';
import { clientSignOnRoutes } from './client-admin/sign-on.ts';
import { clientSamlRoutes } from './client-admin/saml.ts';
import { clientSchemeYearRoutes } from './client-admin/scheme-years.ts';
import { clientCatalogueRoutes } from './client-admin/catalogue.ts';
import { clientPriceRoutes } from './client-admin/prices.ts';
import { clientNextYearRoutes } from './client-admin/next-year.ts';
import { benefitRoutes } from './benefits/routes.ts';
import { clientAdminRoutes } from './client-admin/routes.ts';
import { contentAreaRoutes } from './content/routes.ts';
import { employerRoutes } from './employer/routes.ts';
import { niSavingRoutes } from './employer/ni-saving.ts';
import { minimumWageRoutes } from './employer/minimum-wage.ts';
import { insightsRoutes } from './insights/routes.ts';
import { nominationRoutes } from './nominations/routes.ts';
import { profileRoutes } from './profile/routes.ts';
import { reportRoutes } from './reports/routes.ts';
import { ssoRoutes } from './sso/routes.ts';
import { uploadRoutes } from './uploads/routes.ts';
import { mailOutboxRoutes } from './mail/outbox.ts';
import { apiCredentialRoutes, publicApiRoutes } from './integrations/api-access.ts';
import { webhookRoutes } from './integrations/webhooks.ts';
import { subjectAccessRoutes } from './subject-access/routes.ts';
import { retentionRoutes } from './retention/routes.ts';

/** Every API call of the product (spec §7), relative to its API base; each area declares its own. */
export const routes = {
  ...authRoutes,
  ...profileRoutes,
  ...benefitRoutes,
  ...nominationRoutes,
  ...ssoRoutes,
  ...contentAreaRoutes,
  ...employerRoutes,
  ...niSavingRoutes,
  ...minimumWageRoutes,
  ...insightsRoutes,
  ...approvalRoutes,
  ...reportRoutes,
  ...uploadRoutes,
  ...auditRoutes,
  ...clientAdminRoutes,
  ...clientBrandingRoutes,
  ...clientContentRoutes,
  ...clientSignOnRoutes,
  ...clientSamlRoutes,
  ...clientConfigurationRoutes,
  ...clientSchemeYearRoutes,
  ...clientCatalogueRoutes,
  ...clientPriceRoutes,
  ...clientNextYearRoutes,
  ...mailOutboxRoutes,
  ...apiCredentialRoutes,
  ...publicApiRoutes,
  ...subjectAccessRoutes,
  ...webhookRoutes,
  ...retentionRoutes,
} as const;

export type Routes = typeof routes;
export const contentRoutes = { cookie: routes.cookieContent, policy: routes.privacyContent, terms: routes.termsContent } as const;
