import { lazy } from 'react';
import { messages } from '@portal/contracts';
import { benefitPanels } from '../features/benefits/index.ts';
import { profilePanels } from '../features/profile/index.ts';
import { employerModals, employerPanels } from '../features/employer/index.ts';
import { signOnModals } from '../features/admin/clients/sign-on/modals.ts';
import { webhookModals } from '../features/admin/clients/webhooks/modals.ts';
import { apiAccessModals } from '../features/admin/clients/api-access/modals.ts';
import { catalogueModals } from '../features/admin/clients/benefits/modals.ts';
import { adminConsoleModals, adminConsolePanels } from '../features/admin/registry.ts';
import type { ModalRegistry } from '../ui/Modal/index.ts';
import type { PanelRegistry } from '../ui/SidePanel/index.ts';

// The overlays registered here belong to no area: neither opens with data.
declare module '../ui/SidePanel/panelStore.ts' {
  interface PanelDataMap {
    terms: null;
  }
}
declare module '../ui/Modal/modalStore.ts' {
  interface ModalDataMap {
    'cookie-settings': null;
  }
}

/** Side panel type → lazily loaded body; areas register their panels here, and every declared type must have one. */
export const panelRegistry = {
  terms: { title: messages.content.terms, component: lazy(() => import('../features/content/TermsPanel.tsx')) },
  ...profilePanels,
  ...benefitPanels,
  ...employerPanels,
  ...adminConsolePanels,
} satisfies Required<PanelRegistry>;

/** Modal type → lazily loaded body. */
export const modalRegistry = {
  'cookie-settings': {
    title: messages.cookies.settingsTitle,
    component: lazy(() => import('../features/cookies/CookieSettings.tsx')),
  },
  ...employerModals,
  ...signOnModals,
  ...webhookModals,
  ...apiAccessModals,
  ...catalogueModals,
  ...adminConsoleModals,
} satisfies Required<ModalRegistry>;
