import { create } from 'zustand';
import type { BenefitDetail, Selection, SelectionStatus } from '@portal/contracts';
import type { WizardValues } from './steps.ts';

export type WizardMode = 'create' | 'update';

/** The temporary selection of one benefit's wizard: kept across steps, so Back shows what was chosen. */
export interface WizardDraft {
  benefitId: number;
  mode: WizardMode;
  /** The selection being changed; null when creating (select, reapply). */
  selectionId: number | null;
  values: WizardValues;
  /** The terms version accepted in the benefit-terms panel. */
  acceptedTerms: number | null;
  /** Set once saved: the status the server gave the selection. */
  saved: SelectionStatus | null;
}

interface WizardState {
  draft: WizardDraft | null;
  start: (draft: WizardDraft) => void;
  update: (values: Partial<WizardValues>) => void;
  acceptTerms: (version: number) => void;
  markSaved: (status: SelectionStatus) => void;
}

export const useWizardStore = create<WizardState>()((set) => ({
  draft: null,
  start: (draft) => set({ draft }),
  update: (values) => set(({ draft }) => (draft ? { draft: { ...draft, values: { ...draft.values, ...values } } } : {})),
  acceptTerms: (version) => set(({ draft }) => (draft ? { draft: { ...draft, acceptedTerms: version } } : {})),
  markSaved: (status) => set(({ draft }) => (draft ? { draft: { ...draft, saved: status } } : {})),
}));

/** Changing a live selection ('edit') starts from its values; choosing (again) starts afresh, on the earliest start date. */
export function initialDraft(benefit: BenefitDetail, selection: Selection | null): WizardDraft {
  if (benefit.cta.type === 'edit' && selection) {
    const { option, amount, startDate, medicalAnswers } = selection.values;
    return {
      benefitId: benefit.id,
      mode: 'update',
      selectionId: selection.selectionId,
      values: {
        ...(option !== null && { option }),
        ...(amount !== null && { amount }),
        peopleCovered: selection.peopleCovered.map((p) => p.familyMemberId),
        ...(startDate !== null && { startDate }),
        medicalAnswers,
      },
      acceptedTerms: benefit.terms && selection.acceptedTermsVersion === benefit.terms.version ? benefit.terms.version : null,
      saved: null,
    };
  }
  return {
    benefitId: benefit.id,
    mode: 'create',
    selectionId: null,
    values: benefit.setup.startDate ? { startDate: benefit.setup.startDate.earliest } : {},
    acceptedTerms: null,
    saved: null,
  };
}

/** A draft that belongs to this benefit's current wizard run (not another benefit's, nor a finished one). */
export const draftFits = (draft: WizardDraft | null, fresh: WizardDraft): draft is WizardDraft =>
  !!draft && draft.saved === null && draft.benefitId === fresh.benefitId && draft.mode === fresh.mode && draft.selectionId === fresh.selectionId;
