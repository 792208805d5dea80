import { Navigate, type RouteObject } from 'react-router';
import { LoginPage } from '../features/auth/login/LoginPage.tsx';
import { RouteErrorPage } from '../features/errors/RouteErrorPage.tsx';
import { getRuntimeConfig } from '../runtimeConfig.ts';
import { benefitRoutes } from '../features/benefits/index.ts';
import { BootFallback } from './BootFallback.tsx';
import { paths } from '../config/paths.ts';
import { useLandingPath } from '../config/useHomePath.ts';
import { RootRouteError } from './RootRouteError.tsx';
import { RouterNavigation } from './RouterNavigation.tsx';
import { AppShell } from './shell/AppShell.tsx';

const notFound = () => import('../features/errors/NotFoundPage.tsx').then((m) => ({ Component: m.NotFoundPage }));
const content = () => import('../features/content/ContentPage.tsx');
const twoFactor = {
  login: () => import('../features/auth/twoFactor/TwoFactorLoginPage.tsx').then((m) => ({ Component: m.TwoFactorLoginPage })),
  qr: () => import('../features/auth/twoFactor/TwoFactorQrSetupPage.tsx').then((m) => ({ Component: m.TwoFactorQrSetupPage })),
  code: () => import('../features/auth/twoFactor/TwoFactorCodeSetupPage.tsx').then((m) => ({ Component: m.TwoFactorCodeSetupPage })),
};
const logout = () => import('../features/auth/logout/LogoutPage.tsx').then((m) => ({ Component: m.LogoutPage }));
const logoutSuccess = () => import('../features/auth/logout/LogoutSuccessPage.tsx').then((m) => ({ Component: m.LogoutSuccessPage }));

/** `/app/` itself: where the person lands (a platform administrator on the admin console). */
function Landing() {
  return <Navigate to={useLandingPath()} replace />;
}

/** The logged-in area: the access guard, then pages; a route may require a user type. */
const appRoutes: RouteObject = {
  path: paths.app.root,
  lazy: () => import('../features/auth/guard/AccessGuard.tsx'),
  children: [
    // Spec §2 names no target for the app's own default route; the person's landing page is the one place that fits.
    { index: true, element: <Landing /> },
    { path: paths.app.home, lazy: () => import('../features/home/HomePage.tsx') },
    { path: paths.app.myProfile, lazy: () => import('../features/profile/ProfileSettingsPage.tsx') },
    ...benefitRoutes,
    { path: paths.app.faqs, lazy: () => import('../features/faqs/FaqsPage.tsx') },
    { path: paths.app.myTotalBenefits, lazy: () => import('../features/total-benefits/TotalBenefitsPage.tsx') },
    { path: paths.app.myTotalBenefitsEnhanced, lazy: () => import('../features/total-benefits/TotalBenefitsEnhancedPage.tsx') },
    { path: paths.app.ccvManage, lazy: () => import('../features/vouchers/CcvManagePage.tsx') },
    {
      lazy: () => import('../features/auth/guard/RequireUserType.tsx').then((m) => ({ element: <m.RequireUserType userType="employer" /> })),
      children: [
        { path: paths.app.dashboard, lazy: () => import('../features/employer/DashboardPage.tsx') },
        { path: paths.app.employeeData, lazy: () => import('../features/employer/employees/EmployeeDataPage.tsx') },
        { path: paths.app.reporting, lazy: () => import('../features/employer/reports/ReportsPage.tsx') },
        { path: paths.app.platformSettings, lazy: () => import('../features/employer/settings/PlatformSettingsPage.tsx') },
        { path: paths.app.benefitTakeUp, lazy: () => import('../features/employer/takeup/TakeUpPage.tsx') },
        { path: paths.app.benefitTakeUpDetail, lazy: () => import('../features/employer/takeup/TakeUpDetailPage.tsx') },
        { path: paths.app.approveSelections, lazy: () => import('../features/employer/approvals/ApprovalsPage.tsx') },
        { path: paths.app.approveSelectionsDetail, lazy: () => import('../features/employer/approvals/BenefitApprovalsPage.tsx') },
        { path: paths.app.employeeInsights, lazy: () => import('../features/employer/insights/EmployeeInsightsPage.tsx') },
        { path: paths.app.employeeEngagement, lazy: () => import('../features/employer/insights/EmployeeEngagementPage.tsx') },
        { path: paths.app.auditLog, lazy: () => import('../features/employer/audit/AuditLogPage.tsx') },
        { path: paths.app.administrators, lazy: () => import('../features/employer/administrators/AdministratorsPage.tsx') },
        { path: paths.app.minimumWage, lazy: () => import('../features/employer/minimum-wage/MinimumWagePage.tsx') },
      ],
    },
    {
      lazy: () => import('../features/auth/guard/RequireUserType.tsx').then((m) => ({ element: <m.RequireUserType userType="admin" /> })),
      children: [
        { path: paths.app.admin, lazy: () => import('../features/admin/AdminPage.tsx') },
        { path: paths.app.adminClients, lazy: () => import('../features/admin/clients/ClientsPage.tsx') },
        { path: paths.app.adminClientNew, lazy: () => import('../features/admin/clients/AddClientPage.tsx') },
        { path: paths.app.adminOutbox, lazy: () => import('../features/admin/outbox/OutboxPage.tsx') },
        // Each tab is a route of the client's page (clientTabs.tsx).
        { path: `${paths.app.adminClient}/*`, lazy: () => import('../features/admin/clients/ClientPage.tsx') },
      ],
    },
    { path: '*', lazy: notFound },
  ],
};

/** Every page except the login one is loaded on first visit. */
export const routes: RouteObject[] = [
  {
    element: <RouterNavigation />,
    hydrateFallbackElement: <BootFallback />,
    children: [
      {
        element: <AppShell />,
        errorElement: <RootRouteError />,
        children: [
          {
            // Page crashes render inside the shell, so header and footer keep working.
            errorElement: <RouteErrorPage />,
            children: [
              { index: true, element: <LoginPage /> },
              {
                path: paths.forgottenPassword,
                lazy: () => import('../features/auth/forgotten/ForgottenPasswordPage.tsx').then((m) => ({ Component: m.ForgottenPasswordRoute })),
              },
              {
                path: paths.resetPassword,
                lazy: () => import('../features/auth/reset/ResetPasswordPage.tsx').then((m) => ({ Component: m.ResetPasswordPage })),
              },
              { path: paths.activation, lazy: () => import('../features/auth/activation/ActivationPage.tsx').then((m) => ({ Component: m.ActivationPage })) },
              { path: paths.twoFactor, lazy: twoFactor.login },
              { path: paths.twoFactorQrSetup, lazy: twoFactor.qr },
              { path: paths.twoFactorCodeSetup, lazy: twoFactor.code },
              { path: paths.logout, lazy: logout },
              { path: paths.logoutSuccess, lazy: logoutSuccess },
              { path: paths.ssoLogin, lazy: () => import('../features/sso/SsoLoginPage.tsx').then((m) => ({ Component: m.SsoLoginPage })) },
              { path: paths.ssoError, lazy: () => import('../features/sso/SsoErrorPage.tsx').then((m) => ({ Component: m.SsoErrorPage })) },
              {
                path: paths.notOpenYet,
                lazy: () => import('../features/auth/notOpenYet/NotOpenYetPage.tsx').then((m) => ({ Component: m.NotOpenYetPage })),
              },
              { path: paths.partnerLogin, lazy: () => import('../features/sso/PartnerLoginPage.tsx').then((m) => ({ Component: m.PartnerLoginPage })) },
              { path: paths.cookiePolicy, lazy: () => content().then((m) => ({ Component: m.CookiePolicyPage })) },
              { path: paths.privacyStatement, lazy: () => content().then((m) => ({ Component: m.PrivacyStatementPage })) },
              { path: paths.termsAndConditions, lazy: () => content().then((m) => ({ Component: m.TermsPage })) },
              {
                path: paths.contactUs,
                lazy: () => import('../features/contact/ContactPage.tsx').then((m) => ({ Component: m.ContactPage })),
              },
              {
                path: paths.devMailbox,
                lazy: () =>
                  getRuntimeConfig().devMailbox ? import('../features/devMailbox/MailboxPage.tsx').then((m) => ({ Component: m.MailboxPage })) : notFound(),
              },
              appRoutes,
              { path: '*', lazy: notFound },
            ],
          },
        ],
      },
    ],
  },
];
