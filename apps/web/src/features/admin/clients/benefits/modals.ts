import { lazy } from 'react';
import { titleOfData, type ModalRegistry } from '../../../../ui/Modal/index.ts';
import type { CancelPriceChangeData } from './editor/CancelPriceChangeModal.tsx';
import type { DeleteBenefitData } from './editor/DeleteBenefitModal.tsx';
import type { PrepareNextYearData } from './PrepareNextYearModal.tsx';

declare module '../../../../ui/Modal/modalStore.ts' {
  interface ModalDataMap {
    'prepare-next-year': PrepareNextYearData;
    'delete-benefit': DeleteBenefitData;
    'cancel-price-change': CancelPriceChangeData;
  }
}

/** The Benefits tab's dialogs, for the registry in app/overlays.ts; each body loads when it opens. */
export const catalogueModals = {
  // Their headings come with their data (titleOfData): the tab's texts stay in its own chunk.
  'prepare-next-year': { title: titleOfData, component: lazy(() => import('./PrepareNextYearModal.tsx')) },
  'delete-benefit': { title: titleOfData, component: lazy(() => import('./editor/DeleteBenefitModal.tsx')) },
  'cancel-price-change': { title: titleOfData, component: lazy(() => import('./editor/CancelPriceChangeModal.tsx')) },
} satisfies ModalRegistry;
