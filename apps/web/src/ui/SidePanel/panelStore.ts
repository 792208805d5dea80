import { create } from 'zustand';
import { overlayActions, type CloseOptions, type OverlayOptions, type OverlaySlice } from '../overlay/overlayStore.ts';

/** Spec "Side panels": every slide-in panel type of the product. */
export type PanelType =
  | 'statement'
  | 'add-family-member'
  | 'terms'
  | 'benefit-terms'
  | 'make-a-claim'
  | 'change-password'
  | 'add-life-event'
  | 'opt-out'
  | 'upload-data'
  | 'payroll-report'
  | 'provider-report'
  | 'lifeevent-report'
  | 'medical-questions'
  | 'view-employee-data'
  | 'view-benefit-takeup-detail'
  | 'view-approvals-data'
  | 'two-fa-qr'
  | 'two-fa-disable'
  | 'two-fa-code';

interface PanelState extends OverlaySlice<PanelType> {
  openPanel: (type: PanelType, data?: unknown, options?: OverlayOptions) => void;
  closePanel: (options?: CloseOptions) => void;
}

export const usePanels = create<PanelState>()((set, get) => {
  const { open, close } = overlayActions<PanelType>(set, get);
  return { current: null, closing: false, openPanel: open, closePanel: close };
});
