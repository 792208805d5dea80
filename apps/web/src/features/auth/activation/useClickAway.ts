import { useEffect, useRef, useState } from 'react';

/** True once the user pressed somewhere outside the element (open dialogs, like the terms panel, aside). */
export function useClickAway<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [clickedAway, setClickedAway] = useState(false);
  useEffect(() => {
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node | null;
      if (!ref.current || !target || ref.current.contains(target)) return;
      if (document.querySelector('[role="dialog"]')) return;
      if (target instanceof Element && target.closest('[data-click-away-ignore]')) return;
      setClickedAway(true);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, []);
  return { ref, clickedAway };
}
