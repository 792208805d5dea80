import { apiAccessTexts as t, messages } from '@portal/contracts';
import { errorText } from '../../../../api/errors.ts';
import { Alert } from '../../../../ui/Alert.tsx';
import { Button } from '../../../../ui/Button.tsx';
import type { ModalBodyProps, Titled } from '../../../../ui/Modal/index.ts';
import confirm from '../../../../ui/confirm.module.css';
import { useRevokeApiCredential } from './api.ts';

export interface RevokeCredentialData extends Titled {
  clientId: number;
  credentialId: number;
  name: string;
}

/** Confirms revoking a key or token: whatever uses it stops working at once, for good. */
export default function RevokeCredentialModal({ data, close }: ModalBodyProps<'revoke-api-credential'>) {
  const revoke = useRevokeApiCredential(data.clientId);
  if (revoke.isSuccess) {
    return (
      <div className={confirm.body}>
        <p role="status">{t.revoked(data.name)}</p>
        <div className={confirm.actions}>
          <Button onClick={() => close({ success: true })}>{t.close}</Button>
        </div>
      </div>
    );
  }
  return (
    <div className={confirm.body}>
      <p>{t.revokeBody}</p>
      {revoke.isError && (
        <Alert tone="error">
          <p>{errorText(revoke.error, messages.generic.somethingWrong)}</p>
        </Alert>
      )}
      <div className={confirm.actions}>
        <Button variant="secondary" disabled={revoke.isPending} onClick={() => close()}>
          {t.cancel}
        </Button>
        <Button disabled={revoke.isPending} onClick={() => revoke.mutate(data.credentialId)}>
          {t.revokeConfirm}
        </Button>
      </div>
    </div>
  );
}
