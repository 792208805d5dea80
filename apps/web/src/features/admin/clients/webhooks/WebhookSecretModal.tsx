import { webhookTexts } from '@portal/contracts';
import { Alert } from '../../../../ui/Alert.tsx';
import { Button } from '../../../../ui/Button.tsx';
import type { ModalBodyProps, Titled } from '../../../../ui/Modal/index.ts';
import confirm from '../../../../ui/confirm.module.css';
import { SecretLine } from './SecretLine.tsx';

const t = webhookTexts.secret;

export interface WebhookSecretData extends Titled {
  secret: string;
}

/** A new endpoint's signing secret, shown this once (it is stored sealed and never answered again). */
export default function WebhookSecretModal({ data, close }: ModalBodyProps<'webhook-secret'>) {
  return (
    <div className={confirm.body}>
      <Alert tone="info">
        <p>{t.help}</p>
      </Alert>
      <SecretLine secret={data.secret} />
      <div className={confirm.actions}>
        <Button onClick={() => close({ success: true })}>{t.done}</Button>
      </div>
    </div>
  );
}
