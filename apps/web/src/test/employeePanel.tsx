import { vi } from 'vitest';
import { act, render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { employerModals, employerPanels } from '../features/employer/registry.ts';
import { useSession } from '../stores/session.ts';
import { ModalHost, useModals } from '../ui/Modal/index.ts';
import { SidePanelHost, usePanels } from '../ui/SidePanel/index.ts';

/**
 * The employee panel's tests: the employer's panel and modal hosts over nothing, `fetch` answered by `fetchMock`, an
 * HR administrator (`sessionUserId`) of client 7 signed in, and the panel of employee 4 opened as `name`.
 */
export function openEmployeePanel(fetchMock: typeof fetch, name: string, sessionUserId = 2) {
  vi.stubGlobal('fetch', fetchMock);
  useSession.setState({ user: { id: sessionUserId, clientId: 7 } as never });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <SidePanelHost registry={employerPanels} />
        <ModalHost registry={employerModals} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  act(() => usePanels.getState().openPanel('view-employee-data', { clientId: 7, employeeId: 4, name }));
}

/** After each test: no modal or panel open, nobody signed in, the real `fetch`. */
export function closeEmployeePanel() {
  act(() => {
    useModals.setState({ current: null, closing: false });
    usePanels.setState({ current: null, closing: false });
  });
  useSession.setState({ user: null });
  vi.unstubAllGlobals();
}
