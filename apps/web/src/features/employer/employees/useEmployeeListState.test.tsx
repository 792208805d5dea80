import type { ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_DEBOUNCE_MS } from '@portal/contracts';
import { useEmployeeListState, type ListFilterName } from './useEmployeeListState.ts';

/** The hook inside a real (memory) router at `url`, so its state lives in the address as it does on the page. */
function renderListState(url = '/app/employee-data/', filterName?: ListFilterName) {
  let router!: ReturnType<typeof createMemoryRouter>;
  const wrapper = ({ children }: { children: ReactNode }) => {
    router ??= createMemoryRouter([{ path: '*', element: children }], { initialEntries: [url] });
    return <RouterProvider router={router} />;
  };
  const view = renderHook(() => useEmployeeListState(filterName), { wrapper });
  return { ...view, address: () => `${router.state.location.pathname}${router.state.location.search}`, router };
}

describe('the employee list state (spec §4 lists, §5 sort and filter rules)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends only what is set, sort as sort_by and range together', () => {
    const { result } = renderListState();
    expect(result.current.query).toEqual({ page: 1 });
    act(() => result.current.toggleSort('surname'));
    expect(result.current.query).toEqual({ page: 1, sort_by: 'surname', range: 'asc' });
    act(() => result.current.toggleSort('surname'));
    expect(result.current.query).toMatchObject({ sort_by: 'surname', range: 'desc' });
    act(() => result.current.toggleSort('email'));
    expect(result.current.query).toMatchObject({ sort_by: 'email', range: 'asc' });
  });

  it('goes back to page 1 when the search or a filter changes, not when the sort does', () => {
    const { result } = renderListState();
    act(() => result.current.setPage(3));
    act(() => result.current.toggleSort('grade'));
    expect(result.current.page).toBe(3);
    act(() => result.current.setSearch('  employee01 '));
    act(() => vi.advanceTimersByTime(DEFAULT_DEBOUNCE_MS));
    expect(result.current.query).toMatchObject({ page: 1, search: 'employee01' });
    act(() => result.current.setPage(2));
    act(() => result.current.setChoice('not-registered'));
    expect(result.current.query).toMatchObject({ page: 1, 'filter[person_activated]': 'not-registered' });
    act(() => result.current.setPage(2));
    act(() => result.current.setStatus('left'));
    expect(result.current.query).toMatchObject({ page: 1, 'filter[employment_status]': 'left' });
    expect(result.current.filter).not.toHaveProperty('page');
    // Clearing the search again starts from page 1 too, not from the page the whole list was on before.
    act(() => result.current.setPage(4));
    act(() => result.current.setSearch(''));
    act(() => vi.advanceTimersByTime(DEFAULT_DEBOUNCE_MS));
    expect(result.current.query).toMatchObject({ page: 1 });
  });
});

describe('the employee list state in the address (issue 26 item 9)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('starts from the address, so a refresh or a shared link shows the same list', () => {
    const { result } = renderListState('/app/employee-data/?search=smith&filter=registered&status=left&sort=email&range=desc&page=3');
    expect(result.current.search).toBe('smith');
    expect(result.current.choice).toBe('registered');
    expect(result.current.status).toBe('left');
    expect(result.current.sort).toEqual({ by: 'email', range: 'desc' });
    expect(result.current.query).toEqual({
      search: 'smith',
      'filter[person_activated]': 'registered',
      'filter[employment_status]': 'left',
      sort_by: 'email',
      range: 'desc',
      page: 3,
    });
  });

  it('writes search, filters, sort and page to the address, and Back returns to the page before', async () => {
    const { result, address, router } = renderListState();
    act(() => result.current.setSearch('smith'));
    act(() => vi.advanceTimersByTime(DEFAULT_DEBOUNCE_MS));
    act(() => result.current.setStatus('left'));
    act(() => result.current.toggleSort('email'));
    act(() => result.current.setPage(2));
    expect(address()).toBe('/app/employee-data/?search=smith&status=left&sort=email&range=asc&page=2');
    act(() => result.current.setPage(3));
    await act(() => router.navigate(-1));
    expect(result.current.page).toBe(2);
    expect(result.current.query).toMatchObject({ search: 'smith', 'filter[employment_status]': 'left', sort_by: 'email', page: 2 });
    // Page 1 is the list's start: the address does not name it.
    act(() => result.current.setPage(1));
    expect(address()).toBe('/app/employee-data/?search=smith&status=left&sort=email&range=asc');
  });

  it("ignores values the list does not know, and the other list's filter", () => {
    const { result } = renderListState('/app/x?filter=registered&status=retired&sort=password_hash&range=asc&page=-2', 'filter[person_mfa_secret]');
    expect(result.current.query).toEqual({ page: 1 });
    const twoFactor = renderListState('/app/x?filter=enabled&sort=surname', 'filter[person_mfa_secret]').result;
    // A sort without its range is no sort (spec §5: both or neither).
    expect(twoFactor.current.query).toEqual({ page: 1, 'filter[person_mfa_secret]': 'enabled' });
  });
});
