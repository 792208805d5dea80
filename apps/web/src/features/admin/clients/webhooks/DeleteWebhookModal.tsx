import { messages, webhookTexts } from '@portal/contracts';
import { errorText } from '../../../../api/errors.ts';
import { Alert } from '../../../../ui/Alert.tsx';
import { Button } from '../../../../ui/Button.tsx';
import type { ModalBodyProps, Titled } from '../../../../ui/Modal/index.ts';
import confirm from '../../../../ui/confirm.module.css';
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
  if (remove.isSuccess) {
    return (
      <div className={confirm.body}>
        <p role="status">{t.removed}</p>
        <div className={confirm.actions}>
          <Button onClick={() => close({ success: true })}>{t.close}</Button>
        </div>
      </div>
    );
  }
  return (
    <div className={confirm.body}>
      <p>{t.confirm(data.url)}</p>
      {remove.isError && (
        <Alert tone="error">
          <p>{errorText(remove.error, messages.generic.somethingWrong)}</p>
        </Alert>
      )}
      <div className={confirm.actions}>
        <Button variant="secondary" disabled={remove.isPending} onClick={() => close()}>
          {t.cancel}
        </Button>
        <Button disabled={remove.isPending} onClick={() => remove.mutate(data.endpointId)}>
          {remove.isPending ? t.deleting : t.yes}
        </Button>
      </div>
    </div>
  );
}
