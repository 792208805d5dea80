import { useState } from 'react';
import { useAddressParams } from './useAddressParams.ts';
import { useDebouncedValue } from './useDebouncedValue.ts';

/** The address's names for a list's search and page; two lists on one page use different names. */
export interface SearchPageParams {
  search: string;
  page: string;
}

const pageOf = (value: string | null) => (value && /^[1-9]\d{0,5}$/.test(value) ? Number(value) : 1);

/**
 * A list's search box and page. With `params`, both live in the address, so they survive a refresh and the Back button
 * (issue 26 item 9): typing replaces the current entry, paging adds one, and page 1 is not written. Without (a list in a
 * side panel, which has no address of its own), they are the component's state. Either way a new search starts again
 * from page 1 (spec §4 Lists); `term` and `page` are what to ask for: the search, trimmed, once typing stops.
 */
export function useSearchPage(params: SearchPageParams | null) {
  const [address, setAddress] = useAddressParams();
  const [local, setLocal] = useState({ search: '', page: 1 });
  const search = params ? (address.get(params.search) ?? '') : local.search;
  const shownPage = params ? pageOf(address.get(params.page)) : local.page;
  const typed = useDebouncedValue(search.trim());
  // While typing, the list keeps asking for what it showed (the last search, on its page); once typing stops, for the
  // new search on page 1. So a search is one request, not one for the old search on page 1 first.
  const settled = typed === search.trim();
  const [held, setHeld] = useState({ term: typed, page: shownPage });
  if (settled && (held.term !== typed || held.page !== shownPage)) setHeld({ term: typed, page: shownPage });
  const { term, page } = settled ? { term: typed, page: shownPage } : held;

  const write = (change: (next: URLSearchParams, names: SearchPageParams) => void, replace: boolean) => {
    if (!params) return;
    setAddress(
      (current) => {
        const next = new URLSearchParams(current);
        change(next, params);
        return next;
      },
      { replace },
    );
  };
  return {
    /** The text as typed. */
    search,
    term,
    page,
    setSearch: (text: string) => {
      setLocal({ search: text, page: 1 });
      write((next, names) => {
        if (text) next.set(names.search, text);
        else next.delete(names.search);
        next.delete(names.page);
      }, true);
    },
    setPage: (to: number) => {
      setLocal((current) => ({ ...current, page: to }));
      write((next, names) => {
        if (to > 1) next.set(names.page, String(to));
        else next.delete(names.page);
      }, false);
    },
  };
}
