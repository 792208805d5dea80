import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { DEFAULT_DEBOUNCE_MS, type SelectionValues } from '@portal/contracts';
import { jsonResponse } from '../../../test/fixtures.ts';
import { useSelectionCosts } from './selectionCosts.ts';

const costs = (employee: number) => ({ costs: { employee, employer: 0, total: employee, cover: null, sacrifice: null } });

function setup() {
  const bodies: SelectionValues[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
      const body = JSON.parse(String(init?.body)) as { values: SelectionValues };
      bodies.push(body.values);
      return jsonResponse(200, costs(body.values.amount ?? 0));
    }),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  return { bodies, wrapper };
}

describe('live wizard costs', () => {
  afterEach(() => vi.useRealTimers());

  it('asks at once for the first values, then once the values stop changing for the default debounce', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { bodies, wrapper } = setup();
    const { result, rerender } = renderHook(({ values }) => useSelectionCosts(3, values), {
      wrapper,
      initialProps: { values: { amount: 1 } as SelectionValues },
    });
    await waitFor(() => expect(result.current.data?.employee).toBe(1));
    for (const amount of [10, 100, 500]) {
      rerender({ values: { amount } });
      act(() => vi.advanceTimersByTime(DEFAULT_DEBOUNCE_MS - 50));
    }
    expect(bodies).toEqual([{ amount: 1 }]);
    act(() => vi.advanceTimersByTime(DEFAULT_DEBOUNCE_MS));
    await waitFor(() => expect(result.current.data?.employee).toBe(500));
    expect(bodies).toEqual([{ amount: 1 }, { amount: 500 }]);
  });

  it('keeps showing the last costs while new ones load', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { wrapper } = setup();
    const { result, rerender } = renderHook(({ values }) => useSelectionCosts(3, values), {
      wrapper,
      initialProps: { values: { amount: 200 } as SelectionValues },
    });
    act(() => vi.advanceTimersByTime(DEFAULT_DEBOUNCE_MS));
    await waitFor(() => expect(result.current.data?.employee).toBe(200));
    rerender({ values: { amount: 300 } });
    act(() => vi.advanceTimersByTime(DEFAULT_DEBOUNCE_MS));
    expect(result.current.data?.employee).toBe(200);
    await waitFor(() => expect(result.current.data?.employee).toBe(300));
  });
});
