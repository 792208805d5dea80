import { lazy } from 'react';
import { catalogueTexts, nextYearTexts, priceChangeTexts } from '@portal/contracts';
import type { ModalRegistry } from '../../../../ui/Modal/index.ts';
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
  'prepare-next-year': {
    title: (data: PrepareNextYearData) => nextYearTexts.prepare.confirm.title(data.next.year),
    component: lazy(() => import('./PrepareNextYearModal.tsx')),
  },
  'delete-benefit': {
    title: (data: DeleteBenefitData) => catalogueTexts.delete.title(data.name),
    component: lazy(() => import('./editor/DeleteBenefitModal.tsx')),
  },
  'cancel-price-change': { title: priceChangeTexts.confirmCancel.title, component: lazy(() => import('./editor/CancelPriceChangeModal.tsx')) },
} satisfies ModalRegistry;
