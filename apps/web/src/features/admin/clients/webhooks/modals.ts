import { lazy } from 'react';
import { titleOfData, type ModalRegistry } from '../../../../ui/Modal/index.ts';
import type { DeleteWebhookData } from './DeleteWebhookModal.tsx';
import type { RotateWebhookSecretData } from './RotateWebhookSecretModal.tsx';
import type { WebhookSecretData } from './WebhookSecretModal.tsx';

declare module '../../../../ui/Modal/modalStore.ts' {
  interface ModalDataMap {
    'webhook-secret': WebhookSecretData;
    'delete-webhook': DeleteWebhookData;
    'rotate-webhook-secret': RotateWebhookSecretData;
  }
}

/** The Webhooks tab's dialogs, for the registry in app/overlays.ts; each body loads when it opens. */
export const webhookModals = {
  'webhook-secret': { title: titleOfData, component: lazy(() => import('./WebhookSecretModal.tsx')) },
  'delete-webhook': { title: titleOfData, component: lazy(() => import('./DeleteWebhookModal.tsx')) },
  'rotate-webhook-secret': { title: titleOfData, component: lazy(() => import('./RotateWebhookSecretModal.tsx')) },
} satisfies ModalRegistry;
