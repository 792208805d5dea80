import { approvalTexts as t, type ApprovalResult } from '@portal/contracts';

/** What the approvals table hands the confirmation: the ticked selections (maybe none) and the action. */
export interface ConfirmApprovalsData {
  selectionIds: number[];
  approval: boolean;
  /** Called with what the server did, once it is done (the list says it: issue 26 item 5). */
  onDecided: (result: ApprovalResult) => void;
}

/** The confirmation's heading, from the action (registered in registry.ts, loaded before the modal's body). */
export const confirmApprovalsTitle = (data: ConfirmApprovalsData) => (data.approval ? t.modalTitle.approve : t.modalTitle.reject);
