import type { RouteObject } from 'react-router';
import { LoginPlaceholderPage } from '../features/auth/LoginPlaceholderPage.tsx';
import { CrashPage } from '../features/errors/CrashPage.tsx';
import { getRuntimeConfig } from '../runtimeConfig.ts';
import { BootFallback } from './BootFallback.tsx';
import { paths } from './paths.ts';
import { RootError } from './RootError.tsx';
import { AppShell } from './shell/AppShell.tsx';

const notFound = () => import('../features/errors/NotFoundPage.tsx').then((m) => ({ Component: m.NotFoundPage }));
const content = () => import('../features/content/ContentPage.tsx');

/** Every page except the login one is loaded on first visit. */
export const routes: RouteObject[] = [
  {
    element: <AppShell />,
    errorElement: <RootError />,
    hydrateFallbackElement: <BootFallback />,
    children: [
      {
        // Page crashes render inside the shell, so header and footer keep working.
        errorElement: <CrashPage />,
        children: [
          { index: true, element: <LoginPlaceholderPage /> },
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
              getRuntimeConfig().devMailbox
                ? import('../features/devMailbox/MailboxPage.tsx').then((m) => ({ Component: m.MailboxPage }))
                : notFound(),
          },
          { path: '*', lazy: notFound },
        ],
      },
    ],
  },
];
