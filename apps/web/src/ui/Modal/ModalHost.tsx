import { OverlayHost } from '../overlay/OverlayHost.tsx';
import type { OverlayRegistry } from '../overlay/types.ts';
import { useModals, type ModalType } from './modalStore.ts';

export function ModalHost({ registry }: { registry: OverlayRegistry<ModalType> }) {
  const { current, closing, closeModal } = useModals();
  return <OverlayHost variant="modal" registry={registry} current={current} closing={closing} close={closeModal} />;
}
