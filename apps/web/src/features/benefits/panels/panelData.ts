import type { BenefitDetail } from '@portal/contracts';
import { usePanels } from '../../../ui/SidePanel/index.ts';

/** What each benefits side panel receives as its `data`. */
export interface StatementPanelData {
  groupCode: string;
  name: string;
  /** The selection's start, to explain an empty statement of cover that has not started yet. */
  startDate: string | null;
}
export interface ClaimPanelData {
  name: string;
  provider: string;
}
export interface OptOutPanelData {
  benefitId: number;
  selectionId: number;
  name: string;
  /** Cover that has not started is cancelled: it never runs. */
  notStarted: boolean;
}
export interface MedicalQuestionsPanelData {
  benefitId: number;
  questions: BenefitDetail['medicalQuestions'];
}
export interface BenefitTermsPanelData {
  benefitId: number;
  name: string;
  terms: NonNullable<BenefitDetail['terms']>;
}

const open = usePanels.getState;
export const openStatement = (data: StatementPanelData) => open().openPanel('statement', data);
export const openClaim = (data: ClaimPanelData) => open().openPanel('make-a-claim', data);
export const openOptOut = (data: OptOutPanelData, onClose?: (switcher: boolean) => void) => open().openPanel('opt-out', data, { onClose, switcherState: true });
export const openMedicalQuestions = (data: MedicalQuestionsPanelData) => open().openPanel('medical-questions', data);
export const openBenefitTerms = (data: BenefitTermsPanelData) => open().openPanel('benefit-terms', data);
