import { lazy } from 'react';
import { employeeDataTexts, retentionTexts, takeUpTexts, uploadTexts } from '@portal/contracts';
import { enforcementTitle } from './settings/enforcementTitle.ts';
import { confirmApprovalsTitle } from './approvals/confirmTitle.ts';
import { decideUnderwritingTitle } from './approvals/underwriting.ts';
import { titleOfData, type ModalRegistry } from '../../ui/Modal/index.ts';
import type { PanelRegistry } from '../../ui/SidePanel/index.ts';
import type { ConfirmApprovalsData } from './approvals/confirmTitle.ts';
import type { DecideUnderwritingData } from './approvals/underwriting.ts';
import type { EmployeePanelData } from './employees/EmployeePanel.tsx';
import type { ResendWelcomeData } from './employees/ResendWelcomeModal.tsx';
import type { ResetTwoFactorData } from './employees/ResetTwoFactorModal.tsx';
import type { EraseEmployeeData } from './employees/EraseEmployeeModal.tsx';
import type { PauseAgreementData } from './employees/PauseAgreementModal.tsx';
import type { EnforcementChange } from './settings/enforcementTitle.ts';
import type { TakeUpPanelData } from './takeup/TakeUpPanel.tsx';
import type { ApplyUploadData } from './uploads/ApplyUploadModal.tsx';
import type { UploadDataPanelData } from './uploads/UploadDataPanel.tsx';
import type { CloseWindowData } from './window/CloseWindowModal.tsx';

declare module '../../ui/SidePanel/panelStore.ts' {
  interface PanelDataMap {
    'view-employee-data': EmployeePanelData;
    'view-benefit-takeup-detail': TakeUpPanelData;
    'upload-data': UploadDataPanelData;
  }
}
declare module '../../ui/Modal/modalStore.ts' {
  interface ModalDataMap {
    'resend-welcome-emails': ResendWelcomeData;
    'reset-two-factor': ResetTwoFactorData;
    'erase-employee': EraseEmployeeData;
    'pause-agreement': PauseAgreementData;
    'confirm-enforcement': EnforcementChange;
    'confirm-approvals': ConfirmApprovalsData;
    'decide-underwriting': DecideUnderwritingData;
    'confirm-upload-apply': ApplyUploadData;
    'close-selection-window': CloseWindowData;
  }
}

/** The employer screens' side panels, for the registry in app/overlays.ts; each body loads when it opens. */
export const employerPanels = {
  'view-employee-data': {
    title: (data) => data.name,
    component: lazy(() => import('./employees/EmployeePanel.tsx')),
  },
  'view-benefit-takeup-detail': {
    title: (data) => takeUpTexts.panelTitle(data.name),
    component: lazy(() => import('./takeup/TakeUpPanel.tsx')),
  },
  'upload-data': { title: uploadTexts.title, component: lazy(() => import('./uploads/UploadDataPanel.tsx')) },
} satisfies PanelRegistry;

export const employerModals = {
  'resend-welcome-emails': { title: employeeDataTexts.resendAllConfirmTitle, component: lazy(() => import('./employees/ResendWelcomeModal.tsx')) },
  'reset-two-factor': { title: employeeDataTexts.resetTwoFactor.title, component: lazy(() => import('./employees/ResetTwoFactorModal.tsx')) },
  'erase-employee': { title: (data) => retentionTexts.eraseTitle(data.name), component: lazy(() => import('./employees/EraseEmployeeModal.tsx')) },
  'pause-agreement': { title: employeeDataTexts.pauseAgreement.title, component: lazy(() => import('./employees/PauseAgreementModal.tsx')) },
  'confirm-enforcement': { title: enforcementTitle, component: lazy(() => import('./settings/ConfirmEnforcementModal.tsx')) },
  'confirm-approvals': { title: confirmApprovalsTitle, component: lazy(() => import('./approvals/ConfirmApprovalsModal.tsx')) },
  'decide-underwriting': { title: decideUnderwritingTitle, component: lazy(() => import('./approvals/DecideUnderwritingModal.tsx')) },
  'confirm-upload-apply': { title: uploadTexts.applyConfirmTitle, component: lazy(() => import('./uploads/ApplyUploadModal.tsx')) },
  'close-selection-window': { title: titleOfData, component: lazy(() => import('./window/CloseWindowModal.tsx')) },
} satisfies ModalRegistry;
