import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { messages } from '@portal/contracts';
import { ApiError } from '../../api/client.ts';
import { RouteErrorPage } from './RouteErrorPage.tsx';

/** A page whose data load throws `failure` while `state.failing`, and otherwise shows "Back online". */
const state = { failing: true };
function renderFailing(failure: () => unknown) {
  state.failing = true;
  const loader = () => {
    if (state.failing) throw failure();
    return null;
  };
  const router = createMemoryRouter([{ path: '/', loader, element: <p>Back online</p>, errorElement: <RouteErrorPage />, hydrateFallbackElement: <p /> }]);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('a page that could not reach the server', () => {
  it('offers Try again instead of the crash page, and shows the page once the server answers', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response(''))),
    );
    renderFailing(() => new TypeError('Failed to fetch'));
    expect(await screen.findByRole('heading', { level: 1, name: messages.offline.title })).toBeTruthy();
    expect(screen.getByText(messages.offline.body)).toBeTruthy();
    expect(screen.queryByText(messages.crash.title)).toBeNull();
    state.failing = false;
    await userEvent.click(screen.getByRole('button', { name: messages.offline.retry }));
    expect(await screen.findByText('Back online')).toBeTruthy();
  });

  it('stays, and says so, while the server still cannot be reached', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    renderFailing(() => new ApiError(0, messages.generic.failedToFetch));
    await userEvent.click(await screen.findByRole('button', { name: messages.offline.retry }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(messages.offline.stillOffline));
    expect(screen.getByRole('heading', { level: 1, name: messages.offline.title })).toBeTruthy();
  });

  it("treats a page's code or stylesheet that could not be fetched as offline too", async () => {
    renderFailing(() => new Error('Unable to preload CSS for http://acme.localhost/assets/Accordion.css'));
    expect(await screen.findByRole('heading', { level: 1, name: messages.offline.title })).toBeTruthy();
  });

  it('still shows the crash page for anything else', async () => {
    renderFailing(() => new Error('boom'));
    expect(await screen.findByRole('heading', { level: 1, name: messages.crash.title })).toBeTruthy();
  });
});
