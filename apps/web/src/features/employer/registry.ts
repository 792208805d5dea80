import { lazy } from 'react';
import { employeeDataTexts, takeUpTexts, uploadTexts } from '@portal/contracts';
import { enforcementTitle } from './settings/enforcementTitle.ts';
import { confirmApprovalsTitle } from './approvals/confirmTitle.ts';
import type { ModalType } from '../../ui/Modal/index.ts';
import type { OverlayRegistry } from '../../ui/overlay/types.ts';
import type { PanelType } from '../../ui/SidePanel/index.ts';

const nameOf = (data: unknown) => (data as { name?: string } | null)?.name;

/** The employer screens' side panels, for the registry in app/overlays.ts; each body loads when it opens. */
export const employerPanels: OverlayRegistry<PanelType> = {
  'view-employee-data': {
    title: (data) => nameOf(data) ?? employeeDataTexts.panel.title,
    component: lazy(() => import('./employees/EmployeePanel.tsx')),
  },
  'view-benefit-takeup-detail': {
    title: (data) => takeUpTexts.panelTitle(nameOf(data) ?? takeUpTexts.title),
    component: lazy(() => import('./takeup/TakeUpPanel.tsx')),
  },
  'upload-data': { title: uploadTexts.title, component: lazy(() => import('./uploads/UploadDataPanel.tsx')) },
};

export const employerModals: OverlayRegistry<ModalType> = {
  'resend-welcome-emails': { title: employeeDataTexts.resendAllConfirmTitle, component: lazy(() => import('./employees/ResendWelcomeModal.tsx')) },
  'confirm-enforcement': { title: enforcementTitle, component: lazy(() => import('./settings/ConfirmEnforcementModal.tsx')) },
  'confirm-approvals': { title: confirmApprovalsTitle, component: lazy(() => import('./approvals/ConfirmApprovalsModal.tsx')) },
  'confirm-upload-apply': { title: uploadTexts.applyConfirmTitle, component: lazy(() => import('./uploads/ApplyUploadModal.tsx')) },
};
