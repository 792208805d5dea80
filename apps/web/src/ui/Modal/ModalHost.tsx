import { OverlayHost } from '../overlay/OverlayHost.tsx';
import type { OverlayRegistry } from '../overlay/types.ts';
import { useModals, type ModalDataMap } from './modalStore.ts';

export function ModalHost({ registry }: { registry: OverlayRegistry<ModalDataMap> }) {
  const { current, closing, closeModal } = useModals();
  return <OverlayHost variant="modal" registry={registry} current={current} closing={closing} close={closeModal} />;
}
