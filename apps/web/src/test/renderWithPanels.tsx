import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { panelRegistry } from '../app/overlays.ts';
import { SidePanelHost } from '../ui/SidePanel/index.ts';

/** Component tests: a section with the real side panel host, query client and router around it. */
export function renderWithPanels(ui: ReactNode) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter([
    {
      path: '/',
      element: (
        <>
          {ui}
          <SidePanelHost registry={panelRegistry} />
        </>
      ),
    },
  ]);
  return render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

/** The JSON body a mocked fetch call was made with. */
export const bodyOf = (init: RequestInit | undefined): unknown => JSON.parse(String(init?.body));
