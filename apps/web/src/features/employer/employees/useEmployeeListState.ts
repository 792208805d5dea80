import { useAddressParams } from '../../../ui/useAddressParams.ts';
import {
  employeeSortColumns,
  employmentStatusFilters,
  registrationFilters,
  sortRanges,
  twoFactorFilters,
  type EmployeeFilter,
  type EmployeeListQuery,
} from '@portal/contracts';
import type { TableSort } from '../../../ui/DataTable.tsx';
import { useSearchPage } from '../../../ui/useSearchPage.ts';

type SortColumn = (typeof employeeSortColumns)[number];
type Status = (typeof employmentStatusFilters)[number];
/** The one filter a list offers: registration on the employee list, two-factor on the two-factor table. */
export type ListFilterName = 'filter[person_activated]' | 'filter[person_mfa_secret]';

const choicesOf: Record<ListFilterName, readonly string[]> = {
  'filter[person_activated]': registrationFilters,
  'filter[person_mfa_secret]': twoFactorFilters,
};

/** The address's names for the list's state: `?search=&filter=&status=&sort=&range=&page=`. */
export const LIST_PARAMS = { search: 'search', filter: 'filter', status: 'status', sort: 'sort', range: 'range', page: 'page' } as const;

const oneOf = <T extends string>(value: string | null, allowed: readonly T[]): T | '' =>
  value !== null && (allowed as readonly string[]).includes(value) ? (value as T) : '';

/**
 * Search, filter, sort and page of a list of the employer's people (spec §3 list state, §4 lists, §5), kept in the
 * address so they survive a refresh and the Back button (issue 26 item 9). A new search or filter starts again from
 * page 1 (a search once typing stops: useSearchPage); sort goes out only as sort_by and range together, filters only
 * when set. A value the address holds that the list does not know (edited by hand, an old link) is ignored, not sent.
 */
export function useEmployeeListState(filterName: ListFilterName = 'filter[person_activated]') {
  const [params, setParams] = useAddressParams();
  const { search, setSearch, term, page, setPage } = useSearchPage(LIST_PARAMS);
  const choice = oneOf(params.get(LIST_PARAMS.filter), choicesOf[filterName]);
  const status = oneOf<Status>(params.get(LIST_PARAMS.status), employmentStatusFilters);
  const by = oneOf<SortColumn>(params.get(LIST_PARAMS.sort), employeeSortColumns);
  const range = oneOf(params.get(LIST_PARAMS.range), sortRanges);
  const sort: TableSort | null = by && range ? { by, range } : null;

  /** Filtering replaces the current entry, as typing does; sorting adds one, as paging does. */
  const update = (changes: Partial<Record<keyof typeof LIST_PARAMS, string>>, replace: boolean) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          const name = LIST_PARAMS[key as keyof typeof LIST_PARAMS];
          if (value) next.set(name, value);
          else next.delete(name);
        }
        return next;
      },
      { replace },
    );

  const filter = {
    ...(term && { search: term }),
    ...(choice && { [filterName]: choice }),
    ...(status && { 'filter[employment_status]': status }),
    ...(sort && { sort_by: sort.by as SortColumn, range: sort.range }),
  } as EmployeeFilter;
  const query: EmployeeListQuery = { ...filter, page };

  return {
    /** The search box's text as typed; the query carries it trimmed, once typing stops. */
    search,
    setSearch,
    /** The filter's value; '' for everyone. */
    choice,
    setChoice: (value: string) => update({ filter: value, page: '' }, true),
    /** The employment status shown; '' for everyone. */
    status,
    setStatus: (value: string) => update({ status: value, page: '' }, true),
    sort,
    /** A column's first click sorts it up, the next down, and so on. */
    toggleSort: (column: string) => update({ sort: column, range: sort?.by === column && sort.range === 'asc' ? 'desc' : 'asc' }, false),
    page,
    setPage,
    filter,
    query,
  };
}

export type EmployeeListState = ReturnType<typeof useEmployeeListState>;
