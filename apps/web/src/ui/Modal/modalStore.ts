import { create } from 'zustand';
import { overlayActions, type CloseOptions, type OverlayOptions, type OverlaySlice } from '../overlay/overlayStore.ts';

/** Modal dialogs opened through the store; later issues add their types here. */
export type ModalType = 'cookie-settings' | 'resend-welcome-emails' | 'confirm-enforcement' | 'confirm-approvals' | 'confirm-upload-apply';

interface ModalState extends OverlaySlice<ModalType> {
  openModal: (type: ModalType, data?: unknown, options?: OverlayOptions) => void;
  closeModal: (options?: CloseOptions) => void;
}

export const useModals = create<ModalState>()((set, get) => {
  const { open, close } = overlayActions<ModalType>(set, get);
  return { current: null, closing: false, openModal: open, closeModal: close };
});
