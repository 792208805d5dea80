import { catalogueTexts, messages } from '@portal/contracts';
import { errorText } from '../../../../../api/errors.ts';
import type { ModalBodyProps, Titled } from '../../../../../ui/Modal/index.ts';
import { newerBenefit } from '../../api/benefit.ts';
import { useDeleteBenefit } from '../../api/deleteBenefit.ts';
import { ConfirmBody } from '../../../../../ui/ConfirmBody.tsx';

const t = catalogueTexts.delete;

export interface DeleteBenefitData extends Titled {
  clientId: number;
  benefitId: number;
  name: string;
  /** The benefit's version the editor read. */
  version: number;
  /** Leaves the deleted benefit's editor once the dialog closes. */
  onDeleted: () => void;
}

/**
 * Confirms deleting a benefit. The server refuses one people have chosen (409 with its reason: withdraw it instead),
 * and one changed since the editor read it (409 with the newer values, which the editor then shows).
 */
export default function DeleteBenefitModal({ data, close }: ModalBodyProps<'delete-benefit'>) {
  const remove = useDeleteBenefit(data.clientId, data.benefitId);
  const stale = newerBenefit(remove.error) !== null;
  const failed = remove.isError ? (stale ? catalogueTexts.changedSinceOpened : errorText(remove.error, messages.generic.somethingWrong)) : null;
  return (
    <ConfirmBody
      message={t.body}
      done={remove.isSuccess ? t.deleted(data.name) : null}
      onDone={data.onDeleted}
      failed={failed}
      blocked={remove.isError}
      busy={remove.isPending}
      confirmLabel={t.yes}
      busyLabel={t.busy}
      cancelLabel={catalogueTexts.editor.cancel}
      onConfirm={() => remove.mutate(data.version)}
      close={close}
    />
  );
}
