import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { createMemoryRouter, MemoryRouter, RouterProvider } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { vi } from 'vitest';
import type { Theme } from '@portal/contracts';
import { routes } from '../app/routes.tsx';
import { ThemeProvider } from '../theme/index.ts';
import { acmeTheme, jsonResponse } from './fixtures.ts';

type Handler = Response | ((init: RequestInit | undefined) => Response | Promise<Response>);

/**
 * Stubs fetch with answers keyed by "METHOD /path". The theme answers by default, and the benefits load of the
 * logged-in header stays pending: that load logs out when it fails (spec §4), so an unmocked 404 would race every
 * check made on a logged-in page. A test of that load mocks it.
 */
export function mockApi(handlers: Record<string, Handler>, theme: Theme = acmeTheme) {
  const all: Record<string, Handler> = {
    'GET /api/theme/localhost': () => jsonResponse(200, theme),
    'GET /api/benefits/user/eligible': () => new Promise<Response>(() => undefined),
    ...handlers,
  };
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const key = `${init?.method ?? 'GET'} ${String(input)}`;
    const handler = all[key];
    if (!handler) return jsonResponse(404, { error: 'Not Found', message: `No mock for ${key}` });
    return typeof handler === 'function' ? handler(init) : handler.clone();
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** Renders the real route tree at `path`, with a cached theme when given. */
export function renderApp(path: string, cachedTheme: Theme | null = acmeTheme) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <ThemeProvider cached={cachedTheme}>
        <RouterProvider router={router} />
      </ThemeProvider>
    </QueryClientProvider>,
  );
  return { ...view, router };
}

/** Stubs fetch with one function of the request's URL (resolved against localhost) and init. */
export function answerWith(answer: (url: URL, init?: RequestInit) => Response | Promise<Response>) {
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => answer(new URL(String(input), 'http://localhost'), init));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** Renders one component as a page holds it: a fresh query client (no retries) and a router at `path`. */
export function renderWithQuery(ui: ReactElement, path = '/') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...view, queryClient };
}
