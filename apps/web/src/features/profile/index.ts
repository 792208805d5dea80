import { lazy } from 'react';
import { messages, ownTexts } from '@portal/contracts';
import type { OverlayRegistry, PanelType } from '../../ui/SidePanel/index.ts';

const t = ownTexts.profile;
const editsMember = (data: unknown) => Boolean(data && typeof data === 'object' && 'member' in data && data.member);

/** The profile settings' side panels, for the registry in app/overlays.ts; each body loads when it opens. */
export const profilePanels: OverlayRegistry<PanelType> = {
  'change-password': { title: t.changePassword, component: lazy(() => import('./password/ChangePasswordPanel.tsx')) },
  'add-family-member': {
    title: (data) => (editsMember(data) ? t.editFamilyMember : t.addFamilyMember),
    component: lazy(() => import('./family/FamilyMemberPanel.tsx')),
  },
  'add-life-event': { title: t.addLifeEvent, component: lazy(() => import('./lifeEvents/AddLifeEventPanel.tsx')) },
  'two-fa-qr': { title: ownTexts.qrSetupTitle, component: lazy(() => import('./twoFactor/TwoFaQrPanel.tsx')) },
  'two-fa-code': { title: messages.twoFactor.enableTitle, component: lazy(() => import('./twoFactor/TwoFaCodePanel.tsx')) },
  'two-fa-disable': { title: t.disableTitle, component: lazy(() => import('./twoFactor/TwoFaDisablePanel.tsx')) },
};
