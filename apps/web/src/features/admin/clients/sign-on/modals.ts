import { lazy } from 'react';
import { titleOfData, type ModalRegistry } from '../../../../ui/Modal/index.ts';
import type { RemoveSignOnData } from './RemoveSignOnModal.tsx';

declare module '../../../../ui/Modal/modalStore.ts' {
  interface ModalDataMap {
    'remove-sign-on': RemoveSignOnData;
  }
}

/** The Sign-on tab's dialogs, for the registry in app/overlays.ts; each body loads when it opens. */
export const signOnModals = {
  'remove-sign-on': { title: titleOfData, component: lazy(() => import('./RemoveSignOnModal.tsx')) },
} satisfies ModalRegistry;
