import { useEffect, useRef, useState } from 'react';

/**
 * A text for a live region that changes often (progress): it follows `text` at most once every `everyMs`, and at
 * once when `phase` changes, so a screen reader is not made to read every tick.
 */
export function useThrottledText(text: string, phase: string, everyMs: number): string {
  const [shown, setShown] = useState(text);
  const last = useRef<{ at: number; phase: string | null }>({ at: 0, phase: null });
  useEffect(() => {
    const since = Date.now() - last.current.at;
    const wait = last.current.phase === phase ? Math.max(0, everyMs - since) : 0;
    const timer = setTimeout(() => {
      last.current = { at: Date.now(), phase };
      setShown(text);
    }, wait);
    return () => clearTimeout(timer);
  }, [text, phase, everyMs]);
  return shown;
}
