import { useState } from 'react';
import type { EmployeeFilter, EmployeeListQuery, employeeSortColumns } from '@portal/contracts';
import type { TableSort } from '../../../ui/DataTable.tsx';
import { useDebouncedValue } from '../../../ui/useDebouncedValue.ts';

type SortColumn = (typeof employeeSortColumns)[number];
/** The one filter a list offers: registration on the employee list, two-factor on the two-factor table. */
export type ListFilterName = 'filter[person_activated]' | 'filter[person_mfa_secret]';

/**
 * Search, filter, sort and page of a list of the employer's people (spec §3 list state, §4 lists, §5): a
 * new search or filter starts again from page 1; sort goes out only as sort_by and range together,
 * filters only when set.
 */
export function useEmployeeListState(filterName: ListFilterName = 'filter[person_activated]') {
  const [search, setSearch] = useState('');
  const term = useDebouncedValue(search.trim());
  const [choice, setChoice] = useState('');
  const [sort, setSort] = useState<TableSort | null>(null);
  const [paging, setPaging] = useState({ key: '', page: 1 });
  const key = `${term}\n${choice}`;
  const page = paging.key === key ? paging.page : 1;

  const filter = {
    ...(term && { search: term }),
    ...(choice && { [filterName]: choice }),
    ...(sort && { sort_by: sort.by as SortColumn, range: sort.range }),
  } as EmployeeFilter;
  const query: EmployeeListQuery = { ...filter, page };

  return {
    search,
    setSearch,
    /** The filter's value; '' for everyone. */
    choice,
    setChoice,
    sort,
    /** A column's first click sorts it up, the next down, and so on. */
    toggleSort: (by: string) => setSort((current) => ({ by, range: current?.by === by && current.range === 'asc' ? 'desc' : 'asc' })),
    page,
    setPage: (next: number) => setPaging({ key, page: next }),
    filter,
    query,
  };
}

export type EmployeeListState = ReturnType<typeof useEmployeeListState>;
