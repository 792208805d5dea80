import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_DEBOUNCE_MS } from '@portal/contracts';
import { useEmployeeListState } from './useEmployeeListState.ts';

describe('the employee list state (spec §4 lists, §5 sort and filter rules)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends only what is set, sort as sort_by and range together', () => {
    const { result } = renderHook(() => useEmployeeListState());
    expect(result.current.query).toEqual({ page: 1 });
    act(() => result.current.toggleSort('surname'));
    expect(result.current.query).toEqual({ page: 1, sort_by: 'surname', range: 'asc' });
    act(() => result.current.toggleSort('surname'));
    expect(result.current.query).toMatchObject({ sort_by: 'surname', range: 'desc' });
    act(() => result.current.toggleSort('email'));
    expect(result.current.query).toMatchObject({ sort_by: 'email', range: 'asc' });
  });

  it('goes back to page 1 when the search or the filter changes, not when the sort does', () => {
    const { result } = renderHook(() => useEmployeeListState());
    act(() => result.current.setPage(3));
    act(() => result.current.toggleSort('grade'));
    expect(result.current.page).toBe(3);
    act(() => result.current.setSearch('  employee01 '));
    act(() => vi.advanceTimersByTime(DEFAULT_DEBOUNCE_MS));
    expect(result.current.query).toMatchObject({ page: 1, search: 'employee01' });
    act(() => result.current.setPage(2));
    act(() => result.current.setChoice('not-registered'));
    expect(result.current.query).toMatchObject({ page: 1, 'filter[person_activated]': 'not-registered' });
    expect(result.current.filter).not.toHaveProperty('page');
    // Clearing the search again starts from page 1 too, not from the page the whole list was on before.
    act(() => result.current.setPage(4));
    act(() => result.current.setSearch(''));
    act(() => vi.advanceTimersByTime(DEFAULT_DEBOUNCE_MS));
    expect(result.current.query).toMatchObject({ page: 1 });
  });
});
