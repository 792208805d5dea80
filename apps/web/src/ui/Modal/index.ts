import type { OverlayBodyProps, OverlayRegistry } from '../overlay/types.ts';
import type { ModalDataMap, ModalType } from './modalStore.ts';

export { useModals, type ModalDataMap, type ModalType } from './modalStore.ts';
export { ModalHost } from './ModalHost.tsx';
export { titleOfData, type Titled } from '../overlay/types.ts';

/** What the body of modal `K` receives. */
export type ModalBodyProps<K extends ModalType = ModalType> = OverlayBodyProps<ModalDataMap[K]>;
/** Modal type → its heading and body; an area's registry lists its own modals. */
export type ModalRegistry = OverlayRegistry<ModalDataMap>;
