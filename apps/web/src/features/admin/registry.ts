import { lazy } from 'react';
import { titleOfData, type ModalRegistry } from '../../ui/Modal/index.ts';
import type { ErasePersonData } from './ErasePersonModal.tsx';

declare module '../../ui/Modal/modalStore.ts' {
  interface ModalDataMap {
    'erase-person': ErasePersonData;
  }
}

/** The admin console's own dialogs (its people table), for the registry in app/overlays.ts; each body loads when it opens. */
export const adminConsoleModals = {
  'erase-person': { title: titleOfData, component: lazy(() => import('./ErasePersonModal.tsx')) },
} satisfies ModalRegistry;
