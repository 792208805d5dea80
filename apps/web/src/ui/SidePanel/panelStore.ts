import { create } from 'zustand';
import { overlayActions, type CloseOptions, type OpenArgs, type OverlaySlice } from '../overlay/overlayStore.ts';

/**
 * Spec "Side panels": every slide-in panel type, with the data it opens with (`null`: none). The area that owns a panel
 * declares it beside its registry, by declaration merging (`declare module '…/ui/SidePanel/panelStore.ts'`, as
 * TanStack's ColumnMeta in DataTable.tsx): ui/ knows no feature, and openers and bodies are checked against one type.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface PanelDataMap {}

export type PanelType = keyof PanelDataMap;

interface PanelState extends OverlaySlice<PanelDataMap> {
  openPanel: <K extends PanelType>(type: K, ...args: OpenArgs<PanelDataMap, K>) => void;
  closePanel: (options?: CloseOptions) => void;
}

export const usePanels = create<PanelState>()((set, get) => {
  const { open, close } = overlayActions<PanelDataMap>(set, get);
  return { current: null, closing: false, openPanel: open, closePanel: close };
});
