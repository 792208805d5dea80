import { lazy } from 'react';
import { titleOfData, type ModalRegistry } from '../../ui/Modal/index.ts';
import type { PanelRegistry } from '../../ui/SidePanel/index.ts';
import type { ErasePersonData } from './ErasePersonModal.tsx';
import type { PersonPanelData } from './PersonPanel.tsx';

declare module '../../ui/SidePanel/panelStore.ts' {
  interface PanelDataMap {
    'admin-person': PersonPanelData;
  }
}
declare module '../../ui/Modal/modalStore.ts' {
  interface ModalDataMap {
    'erase-person': ErasePersonData;
  }
}

/** The admin console's own overlays (its people table), for the registry in app/overlays.ts; each body loads when it opens. */
export const adminConsolePanels = {
  'admin-person': { title: (data) => data.person.name, component: lazy(() => import('./PersonPanel.tsx')) },
} satisfies PanelRegistry;

export const adminConsoleModals = {
  'erase-person': { title: titleOfData, component: lazy(() => import('./ErasePersonModal.tsx')) },
} satisfies ModalRegistry;
