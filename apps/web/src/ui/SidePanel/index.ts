export { usePanels, type PanelType } from './panelStore.ts';
export { SidePanelHost } from './SidePanelHost.tsx';
export type { OverlayBodyProps as PanelBodyProps, OverlayRegistry } from '../overlay/types.ts';
