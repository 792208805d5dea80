import { lazy, Suspense } from 'react';
import { useModals } from '../../ui/Modal/index.ts';
import { usePanels } from '../../ui/SidePanel/index.ts';

// Every area's overlay registry (and the texts of their headings) loads the first time a panel or modal opens.
const Overlays = lazy(() => import('./Overlays.tsx'));

/** The panel and modal hosts, from the first time one opens (they render nothing while nothing is open). */
export function OpenOverlays() {
  // A closing overlay stays current until its animation ends.
  const panelOpen = usePanels((s) => s.current !== null);
  const modalOpen = useModals((s) => s.current !== null);
  if (!panelOpen && !modalOpen) return null;
  return (
    <Suspense fallback={null}>
      <Overlays />
    </Suspense>
  );
}
