import type { OverlayBodyProps, OverlayRegistry } from '../overlay/types.ts';
import type { PanelDataMap, PanelType } from './panelStore.ts';

export { usePanels, type PanelDataMap, type PanelType } from './panelStore.ts';
export { SidePanelHost } from './SidePanelHost.tsx';

/** What the body of panel `K` receives. */
export type PanelBodyProps<K extends PanelType = PanelType> = OverlayBodyProps<PanelDataMap[K]>;
/** Panel type → its heading and body; an area's registry lists its own panels. */
export type PanelRegistry = OverlayRegistry<PanelDataMap>;
