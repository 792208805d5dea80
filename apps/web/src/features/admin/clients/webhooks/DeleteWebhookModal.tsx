import { messages, webhookTexts } from '@portal/contracts';
import { errorText } from '../../../../api/errors.ts';
import { ConfirmBody } from '../../../../ui/ConfirmBody.tsx';
import type { ModalBodyProps, Titled } from '../../../../ui/Modal/index.ts';
import { useDeleteWebhook } from './api.ts';

const t = webhookTexts.remove;

export interface DeleteWebhookData extends Titled {
  clientId: number;
  endpointId: number;
  url: string;
}

/** Confirms deleting an endpoint: nothing more is sent there, and its delivery log goes with it. */
export default function DeleteWebhookModal({ data, close }: ModalBodyProps<'delete-webhook'>) {
  const remove = useDeleteWebhook(data.clientId);
  return (
    <ConfirmBody
      message={t.confirm(data.url)}
      done={remove.isSuccess ? t.removed : null}
      failed={remove.isError ? errorText(remove.error, messages.generic.somethingWrong) : null}
      busy={remove.isPending}
      confirmLabel={t.yes}
      busyLabel={t.deleting}
      cancelLabel={t.cancel}
      doneLabel={t.close}
      onConfirm={() => remove.mutate(data.endpointId)}
      close={close}
    />
  );
}
