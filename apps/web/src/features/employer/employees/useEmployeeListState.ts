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
  const [search, setSearchText] = useState('');
  const term = useDebouncedValue(search.trim());
  const [choice, setChoiceValue] = useState('');
  const [sort, setSort] = useState<TableSort | null>(null);
  const [page, setPage] = useState(1);

  const filter = {
    ...(term && { search: term }),
    ...(choice && { [filterName]: choice }),
    ...(sort && { sort_by: sort.by as SortColumn, range: sort.range }),
  } as EmployeeFilter;
  const query: EmployeeListQuery = { ...filter, page };

  return {
    search,
    setSearch: (text: string) => {
      setSearchText(text);
      setPage(1);
    },
    /** The filter's value; '' for everyone. */
    choice,
    setChoice: (value: string) => {
      setChoiceValue(value);
      setPage(1);
    },
    sort,
    /** A column's first click sorts it up, the next down, and so on. */
    toggleSort: (by: string) => setSort((current) => ({ by, range: current?.by === by && current.range === 'asc' ? 'desc' : 'asc' })),
    page,
    setPage,
    filter,
    query,
  };
}

export type EmployeeListState = ReturnType<typeof useEmployeeListState>;
