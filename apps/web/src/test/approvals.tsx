import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { paths } from '../config/paths.ts';
import { ApprovalsPage } from '../features/employer/approvals/ApprovalsPage.tsx';
import { BenefitApprovalsPage } from '../features/employer/approvals/BenefitApprovalsPage.tsx';
import { employerModals } from '../features/employer/registry.ts';
import { ModalHost } from '../ui/Modal/index.ts';

/** The employer's approvals pages at `path`, with the employer's dialogs, as the approvals tests render them; answers the router. */
export function renderApprovalsAt(path: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <>
            <Outlet />
            <ModalHost registry={employerModals} />
          </>
        ),
        children: [
          { path: paths.app.approveSelections, element: <ApprovalsPage /> },
          { path: paths.app.approveSelectionsDetail, element: <BenefitApprovalsPage /> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}
