import { lazy } from 'react';
import { messages } from '@portal/contracts';
import { benefitPanels } from '../features/benefits/index.ts';
import { profilePanels } from '../features/profile/index.ts';
import { employerModals, employerPanels } from '../features/employer/index.ts';
import type { ModalType } from '../ui/Modal/index.ts';
import type { OverlayRegistry, PanelType } from '../ui/SidePanel/index.ts';

/** Side panel type → lazily loaded body; areas register their panels here. */
export const panelRegistry: OverlayRegistry<PanelType> = {
  terms: { title: messages.content.terms, component: lazy(() => import('../features/content/TermsPanel.tsx')) },
  ...profilePanels,
  ...benefitPanels,
  ...employerPanels,
};

/** Modal type → lazily loaded body. */
export const modalRegistry: OverlayRegistry<ModalType> = {
  'cookie-settings': {
    title: messages.cookies.settingsTitle,
    component: lazy(() => import('../features/cookies/CookieSettings.tsx')),
  },
  ...employerModals,
};
