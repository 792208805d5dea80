export { useModals, type ModalType } from './modalStore.ts';
export { ModalHost } from './ModalHost.tsx';

export type { OverlayBodyProps as ModalBodyProps, OverlayRegistry } from '../overlay/types.ts';
