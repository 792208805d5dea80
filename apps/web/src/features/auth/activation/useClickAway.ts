import { useEffect, useRef, useState } from 'react';

/**
 * True once the user, having started on the form (typed or chose something in the element), pressed somewhere
 * outside it (open dialogs, like the terms panel, aside). A press before anything was entered, such as accepting
 * cookies on arrival, is not leaving an unfinished form.
 */
export function useClickAway<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const started = useRef(false);
  const [clickedAway, setClickedAway] = useState(false);
  useEffect(() => {
    const onInput = (event: Event) => {
      if (ref.current && event.target instanceof Node && ref.current.contains(event.target)) started.current = true;
    };
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node | null;
      if (!started.current || !ref.current || !target || ref.current.contains(target)) return;
      if (document.querySelector('[role="dialog"]')) return;
      if (target instanceof Element && target.closest('[data-click-away-ignore]')) return;
      setClickedAway(true);
    };
    document.addEventListener('input', onInput, true);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('input', onInput, true);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, []);
  return { ref, clickedAway };
}
