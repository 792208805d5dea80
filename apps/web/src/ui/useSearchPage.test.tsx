import type { ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_DEBOUNCE_MS } from '@portal/contracts';
import { useSearchPage, type SearchPageParams } from './useSearchPage.ts';

const wrapper = ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={['/app/x?q=kept&p=4']}>{children}</MemoryRouter>;
const render = (params: SearchPageParams | null) => renderHook(() => useSearchPage(params), { wrapper }).result;

describe('a list’s search and page', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('reads them from the address when named there', () => {
    const result = render({ search: 'q', page: 'p' });
    expect([result.current.search, result.current.term, result.current.page]).toEqual(['kept', 'kept', 4]);
  });

  it('keeps asking for the last search on its page while typing, then for the new one on page 1', () => {
    const result = render({ search: 'q', page: 'p' });
    act(() => result.current.setSearch('kept a'));
    expect([result.current.search, result.current.term, result.current.page]).toEqual(['kept a', 'kept', 4]);
    act(() => vi.advanceTimersByTime(DEFAULT_DEBOUNCE_MS));
    expect([result.current.term, result.current.page]).toEqual(['kept a', 1]);
  });

  it('holds them in the component in a side panel, which has no address', () => {
    const result = render(null);
    expect([result.current.search, result.current.page]).toEqual(['', 1]);
    act(() => result.current.setPage(3));
    expect(result.current.page).toBe(3);
    act(() => result.current.setSearch('smith'));
    act(() => vi.advanceTimersByTime(DEFAULT_DEBOUNCE_MS));
    expect([result.current.term, result.current.page]).toEqual(['smith', 1]);
  });
});
