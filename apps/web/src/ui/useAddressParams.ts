import { useEffect } from 'react';
import { createSearchParams, useSearchParams, type SetURLSearchParams } from 'react-router';

/** What the last change made of the address, and the address as the page had rendered it then. */
let written: { from: string; to: URLSearchParams } | null = null;

/**
 * `useSearchParams` whose changes build on each other. react-router hands a change the address as the page last
 * rendered it, so a second change before the next render (a search cleared, then a filter chosen at once) was made on
 * the old address and put the search back. Here it is made on what the first change wrote.
 */
export function useAddressParams(): [URLSearchParams, SetURLSearchParams] {
  const [params, setParams] = useSearchParams();
  const rendered = params.toString();
  // Once the page has caught up with the last change (or shows another address), later changes build on what it shows.
  useEffect(() => {
    if (written !== null && written.from !== rendered) written = null;
  }, [rendered]);
  const set: SetURLSearchParams = (init, options) =>
    setParams((current) => {
      const base = written !== null && written.from === rendered ? written.to : current;
      const next = createSearchParams(typeof init === 'function' ? init(new URLSearchParams(base)) : init);
      written = { from: rendered, to: next };
      return next;
    }, options);
  return [params, set];
}
