import { usePanels } from '../../../ui/SidePanel/index.ts';

/** What the two-factor panels pass along: the user, and the pending secret with its QR code once asked for. */
export interface TwoFactorPanelData {
  userId: number;
  secret: string;
  qrCode: string;
}

/** Moves from one two-factor panel to the next, keeping the section's close handler. */
export function switchPanel(type: 'two-fa-qr' | 'two-fa-code', data: TwoFactorPanelData) {
  const { current, openPanel } = usePanels.getState();
  openPanel(type, data, current?.options);
}
