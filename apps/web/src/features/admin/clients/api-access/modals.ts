import { lazy } from 'react';
import { titleOfData, type ModalRegistry } from '../../../../ui/Modal/index.ts';
import type { RevokeCredentialData } from './RevokeCredentialModal.tsx';
import type { CredentialSecretData } from './CredentialSecretModal.tsx';

declare module '../../../../ui/Modal/modalStore.ts' {
  interface ModalDataMap {
    'api-credential-secret': CredentialSecretData;
    'revoke-api-credential': RevokeCredentialData;
  }
}

/** The API access tab's dialogs, for the registry in app/overlays.ts; each body loads when it opens. */
export const apiAccessModals = {
  'api-credential-secret': { title: titleOfData, component: lazy(() => import('./CredentialSecretModal.tsx')) },
  'revoke-api-credential': { title: titleOfData, component: lazy(() => import('./RevokeCredentialModal.tsx')) },
} satisfies ModalRegistry;
