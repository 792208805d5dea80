import { lazy, Suspense } from 'react';
import { Loading } from '../Loading.tsx';
import type { CloseOptions, OverlaySlice } from './overlayStore.ts';
import { overlayTitle, type OverlayRegistry } from './types.ts';

interface OverlayHostProps<T extends string> extends OverlaySlice<T> {
  variant: 'panel' | 'modal';
  registry: OverlayRegistry<T>;
  close: (options?: CloseOptions) => void;
}

// React Aria's dialog machinery is only needed once something opens: keep it out of the first load.
const OverlayDialog = lazy(() => import('./OverlayDialog.tsx'));

/** Renders the open panel or modal of a store, its body loaded lazily from the registry. */
export function OverlayHost<T extends string>({ variant, registry, current, closing, close }: OverlayHostProps<T>) {
  const definition = current ? registry[current.type] : undefined;
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
