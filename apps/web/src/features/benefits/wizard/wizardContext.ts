import { useOutletContext } from 'react-router';
import type { BenefitDetail, FamilyMember, Selection } from '@portal/contracts';
import type { WizardStepKey } from './steps.ts';
import type { WizardDraft } from './wizardStore.ts';

/** What the setup layout hands each step. */
export interface WizardContext {
  benefit: BenefitDetail;
  selection: Selection | null;
  draft: WizardDraft;
  steps: WizardStepKey[];
  /** Checks the step and moves on; answers the problem instead when there is one. */
  next: (from: WizardStepKey, family?: FamilyMember[]) => string | null;
  back: (from: WizardStepKey) => void;
  stepPath: (step: string) => string;
}

export const useWizard = () => useOutletContext<WizardContext>();
