import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { IDLE_TIMEOUT_MS, LAST_CALL_STORAGE_KEY, messages, ownTexts } from '@portal/contracts';
import { jsonResponse } from '../../../test/fixtures.ts';
import IdleWatcher from './IdleWatcher.tsx';

function renderWatcher() {
  const router = createMemoryRouter(
    [
      { path: '/app/home/', element: <IdleWatcher /> },
      { path: '/logout', element: <p>logging out</p> },
    ],
    { initialEntries: ['/app/home/'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('idle prompt', () => {
  afterEach(() => vi.useRealTimers());

  it('asks after 14 minutes without a server call, and "Stay logged in" pings and dismisses', async () => {
    vi.useFakeTimers({ now: 1_000_000 });
    const fetchMock = vi.fn<typeof fetch>(async () => jsonResponse(200, { status: 'ok', time: 'now' }));
    vi.stubGlobal('fetch', fetchMock);
    renderWatcher();
    await act(() => vi.advanceTimersByTimeAsync(IDLE_TIMEOUT_MS - 1000));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.getByRole('alertdialog', { name: messages.idle.title })).toBeTruthy();
    expect(screen.getByText(ownTexts.idleWarning(15))).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(screen.getByText(ownTexts.idleWarning(12))).toBeTruthy();

    await act(async () => fireEvent.click(screen.getByRole('button', { name: messages.idle.stay })));
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/ping');
    expect(sessionStorage.getItem(LAST_CALL_STORAGE_KEY)).toBe(String(Date.now()));
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('goes to /logout when the countdown reaches zero', async () => {
    vi.useFakeTimers({ now: 1_000_000 });
    const router = renderWatcher();
    await act(() => vi.advanceTimersByTimeAsync(IDLE_TIMEOUT_MS + 15_000));
    expect(router.state.location.pathname).toBe('/logout');
  });
});
