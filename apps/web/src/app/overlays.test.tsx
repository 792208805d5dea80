import { describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { messages } from '@portal/contracts';
import { SidePanelHost, usePanels } from '../ui/SidePanel/index.ts';
import { jsonResponse } from '../test/fixtures.ts';
import { mockApi } from '../test/renderApp.tsx';
import { CrashPage } from '../features/errors/CrashPage.tsx';
import { panelRegistry } from './overlays.ts';

describe('registered overlays', () => {
  it("opens the 'terms' side panel with the terms content", async () => {
    mockApi({
      'GET /api/policies/terms-conditions': jsonResponse(200, { type: 'terms', title: 'T', content: '<p>Be nice.</p>', revision: 2, updatedAt: '2025-01-01' }),
    });
    const router = createMemoryRouter([{ path: '/', element: <SidePanelHost registry={panelRegistry} /> }]);
    render(
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    act(() => usePanels.getState().openPanel('terms'));
    expect(await screen.findByRole('dialog', { name: messages.content.terms })).toBeTruthy();
    expect(await screen.findByText('Be nice.')).toBeTruthy();
  });
});

describe('crash page', () => {
  it("shows 'Uh oh!' when a page throws while rendering", async () => {
    // React and the router report the crash on the console; here it is expected.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    function Broken(): never {
      throw new Error('boom');
    }
    const router = createMemoryRouter([{ path: '/', element: <Broken />, errorElement: <CrashPage /> }]);
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { name: messages.crash.title })).toBeTruthy();
    expect(screen.getByText(messages.crash.body)).toBeTruthy();
    expect(screen.getByRole('link', { name: messages.content.returnHome }).getAttribute('href')).toBe('/');
  });
});
