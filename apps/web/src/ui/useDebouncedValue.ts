import { useEffect, useState } from 'react';
import { DEFAULT_DEBOUNCE_MS } from '@portal/contracts';

/** The value once it has stopped changing for `delay` ms (spec §9 default debounce). */
export function useDebouncedValue<T>(value: T, delay: number = DEFAULT_DEBOUNCE_MS): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}
