import { useState } from 'react';

/** A step's error after Continue, with the counter that refocuses the error summary on each failed try. */
export function useStepError() {
  const [state, setState] = useState<{ error: string | null; focusKey: number }>({ error: null, focusKey: 0 });
  const show = (error: string | null) => setState((s) => ({ error, focusKey: error ? s.focusKey + 1 : s.focusKey }));
  return { error: state.error, focusKey: state.focusKey, show, clear: () => setState((s) => ({ ...s, error: null })) };
}
