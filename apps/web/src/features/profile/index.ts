import { lazy } from 'react';
import { messages, ownTexts } from '@portal/contracts';
import type { PanelRegistry } from '../../ui/SidePanel/index.ts';
import type { FamilyPanelData } from './family/FamilyMemberPanel.tsx';
import type { LifeEventPanelData } from './lifeEvents/AddLifeEventPanel.tsx';
import type { TwoFactorPanelData } from './twoFactor/twoFactorPanels.ts';

declare module '../../ui/SidePanel/panelStore.ts' {
  interface PanelDataMap {
    'change-password': null;
    'add-family-member': FamilyPanelData;
    'add-life-event': LifeEventPanelData;
    'two-fa-qr': TwoFactorPanelData;
    'two-fa-code': TwoFactorPanelData;
    'two-fa-disable': { userId: number };
  }
}

const t = ownTexts.profile;

/** The profile settings' side panels, for the registry in app/overlays.ts; each body loads when it opens. */
export const profilePanels = {
  'change-password': { title: t.changePassword, component: lazy(() => import('./password/ChangePasswordPanel.tsx')) },
  'add-family-member': {
    title: (data) => (data.member ? t.editFamilyMember : t.addFamilyMember),
    component: lazy(() => import('./family/FamilyMemberPanel.tsx')),
  },
  'add-life-event': { title: t.addLifeEvent, component: lazy(() => import('./lifeEvents/AddLifeEventPanel.tsx')) },
  'two-fa-qr': { title: ownTexts.qrSetupTitle, component: lazy(() => import('./twoFactor/TwoFaQrPanel.tsx')) },
  'two-fa-code': { title: messages.twoFactor.enableTitle, component: lazy(() => import('./twoFactor/TwoFaCodePanel.tsx')) },
  'two-fa-disable': { title: t.disableTitle, component: lazy(() => import('./twoFactor/TwoFaDisablePanel.tsx')) },
} satisfies PanelRegistry;
