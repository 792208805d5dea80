import { approvalTexts as t } from '@portal/contracts';

/** What the approvals table hands the confirmation: the ticked selections (maybe none) and the action. */
export interface ConfirmApprovalsData {
  selectionIds: number[];
  approval: boolean;
}

/** The confirmation's heading, from the action (registered in registry.ts, loaded before the modal's body). */
export const confirmApprovalsTitle = (data: ConfirmApprovalsData) => (data.approval ? t.modalTitle.approve : t.modalTitle.reject);
