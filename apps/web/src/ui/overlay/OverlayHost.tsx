import { lazy, Suspense } from 'react';
import { Loading } from '../Loading.tsx';
import type { CloseOptions, OverlayEntry, OverlaySlice } from './overlayStore.ts';
import { overlayTitle, type OverlayDefinition, type OverlayRegistry } from './types.ts';

interface OverlayHostProps<M> extends OverlaySlice<M> {
  variant: 'panel' | 'modal';
  registry: OverlayRegistry<M>;
  close: (options?: CloseOptions) => void;
}

// React Aria's dialog machinery is only needed once something opens: keep it out of the first load.
const OverlayDialog = lazy(() => import('./OverlayDialog.tsx'));

/** Renders the open panel or modal of a store, its body loaded lazily from the registry. */
export function OverlayHost<M>({ variant, registry, current, closing, close }: OverlayHostProps<M>) {
  // The registry maps each type to the definition of that type's data, so the entry's definition takes its data.
  const definition = current ? (registry[current.type] as OverlayDefinition<OverlayEntry<M>['data']> | undefined) : undefined;
  if (!current || !definition) return null;
  const Body = definition.component;
  return (
    <Suspense fallback={null}>
      <OverlayDialog variant={variant} isOpen closing={closing} title={overlayTitle(definition, current.data)} onClose={() => close()}>
        <Suspense fallback={<Loading />}>
          <Body data={current.data} close={close} />
        </Suspense>
      </OverlayDialog>
    </Suspense>
  );
}
