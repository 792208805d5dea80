import { create } from 'zustand';
import { overlayActions, type CloseOptions, type OpenArgs, type OverlaySlice } from '../overlay/overlayStore.ts';

/**
 * Modal dialogs opened through the store, with the data each opens with (`null`: none); declared by the area that
 * owns each, beside its registry, as the side panels are (SidePanel/panelStore.ts).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface ModalDataMap {}

export type ModalType = keyof ModalDataMap;

interface ModalState extends OverlaySlice<ModalDataMap> {
  openModal: <K extends ModalType>(type: K, ...args: OpenArgs<ModalDataMap, K>) => void;
  closeModal: (options?: CloseOptions) => void;
}

export const useModals = create<ModalState>()((set, get) => {
  const { open, close } = overlayActions<ModalDataMap>(set, get);
  return { current: null, closing: false, openModal: open, closeModal: close };
});
