import { useAddressParams } from '../../../ui/useAddressParams.ts';
import type { InsightsQuery } from '@portal/contracts';

export type FilterKey = 'location' | 'grade';

/** The location and grade filter lives in the address, so a filtered view can be bookmarked or shared. */
export function useInsightsFilter() {
  const [params, setParams] = useAddressParams();
  const query: InsightsQuery = {
    ...(params.get('location') && { location: params.get('location')! }),
    ...(params.get('grade') && { grade: params.get('grade')! }),
  };
  const set = (key: FilterKey, value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: true },
    );
  return { query, set };
}
