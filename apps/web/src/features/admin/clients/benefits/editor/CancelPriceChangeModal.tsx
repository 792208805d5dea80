import { priceChangeTexts as t } from '@portal/contracts';
import { errorText } from '../../../../../api/errors.ts';
import type { ModalBodyProps, Titled } from '../../../../../ui/Modal/index.ts';
import { useCancelPriceChange } from '../../api/cancelPriceChange.ts';
import { ConfirmBody } from '../../../../../ui/ConfirmBody.tsx';

export interface CancelPriceChangeData extends Titled {
  clientId: number;
  benefitId: number;
  changeId: number;
  /** The day it would take effect, in words. */
  date: string;
}

/** Confirms cancelling a price change not applied yet. */
export default function CancelPriceChangeModal({ data, close }: ModalBodyProps<'cancel-price-change'>) {
  const cancel = useCancelPriceChange(data.clientId, data.benefitId);
  return (
    <ConfirmBody
      message={t.confirmCancel.body(data.date)}
      done={cancel.isSuccess ? t.cancelled(data.date) : null}
      failed={cancel.isError ? errorText(cancel.error, t.failed) : null}
      busy={cancel.isPending}
      confirmLabel={t.confirmCancel.yes}
      busyLabel={t.confirmCancel.busy}
      cancelLabel={t.confirmCancel.no}
      onConfirm={() => cancel.mutate(data.changeId)}
      close={close}
    />
  );
}
