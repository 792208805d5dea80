import { messages, webhookTexts } from '@portal/contracts';
import { errorText } from '../../../../api/errors.ts';
import { Alert } from '../../../../ui/Alert.tsx';
import { Button } from '../../../../ui/Button.tsx';
import type { ModalBodyProps, Titled } from '../../../../ui/Modal/index.ts';
import confirm from '../../../../ui/confirm.module.css';
import { useRotateWebhookSecret } from './api.ts';
import { SecretLine } from './SecretLine.tsx';

const t = webhookTexts.rotate;

export interface RotateWebhookSecretData extends Titled {
  clientId: number;
  endpointId: number;
}

/** Confirms a new signing secret, then shows it once: the old one keeps signing beside it for a day (WEBHOOK_SECRET_OVERLAP_HOURS). */
export default function RotateWebhookSecretModal({ data, close }: ModalBodyProps<'rotate-webhook-secret'>) {
  const rotate = useRotateWebhookSecret(data.clientId);
  if (rotate.isSuccess) {
    return (
      <div className={confirm.body}>
        <Alert tone="info">
          <p>{webhookTexts.secret.help}</p>
        </Alert>
        <SecretLine secret={rotate.data.secret} />
        <div className={confirm.actions}>
          <Button onClick={() => close({ success: true })}>{webhookTexts.secret.done}</Button>
        </div>
      </div>
    );
  }
  return (
    <div className={confirm.body}>
      <p>{t.confirm}</p>
      {rotate.isError && (
        <Alert tone="error">
          <p>{errorText(rotate.error, messages.generic.somethingWrong)}</p>
        </Alert>
      )}
      <div className={confirm.actions}>
        <Button variant="secondary" disabled={rotate.isPending} onClick={() => close()}>
          {t.cancel}
        </Button>
        <Button disabled={rotate.isPending} onClick={() => rotate.mutate(data.endpointId)}>
          {rotate.isPending ? t.making : t.yes}
        </Button>
      </div>
    </div>
  );
}
