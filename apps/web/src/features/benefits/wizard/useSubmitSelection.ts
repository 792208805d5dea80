import { useNavigate } from 'react-router';
import type { BenefitDetail, Selection } from '@portal/contracts';
import { useCreateSelection } from '../api/createSelection.ts';
import { useUpdateSelection } from '../api/updateSelection.ts';
import { DONE_STEP, requestValues } from './steps.ts';
import { useWizardStore, type WizardDraft } from './wizardStore.ts';

/** Saves the wizard: create for 'select' and 'reapply', update for 'edit' (spec §4 Selections). */
export function useSubmitSelection(benefit: BenefitDetail, draft: WizardDraft, stepPath: (step: string) => string) {
  const create = useCreateSelection();
  const update = useUpdateSelection();
  const markSaved = useWizardStore((s) => s.markSaved);
  const navigate = useNavigate();
  const mutation = draft.mode === 'create' ? create : update;

  // A change that needs approval leaves the cover in force as it is (status active) beside the request: it waits too.
  const onSuccess = (selection: Selection | null) => {
    navigate(stepPath(DONE_STEP), { replace: true });
    markSaved(selection?.pendingChange ? 'pending-approval' : (selection?.status ?? 'active'));
  };
  const submit = () => {
    const body = { accepted_terms: benefit.terms ? draft.acceptedTerms : undefined, values: requestValues(benefit, draft.values) };
    if (draft.mode === 'create') create.mutate({ benefitId: benefit.id, body }, { onSuccess });
    else if (draft.selectionId !== null) update.mutate({ selectionId: draft.selectionId, body }, { onSuccess });
  };
  return { submit, pending: mutation.isPending, error: mutation.error };
}
