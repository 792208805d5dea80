import { apiAccessTexts as t, messages } from '@portal/contracts';
import { errorText } from '../../../../api/errors.ts';
import { ConfirmBody } from '../../../../ui/ConfirmBody.tsx';
import type { ModalBodyProps, Titled } from '../../../../ui/Modal/index.ts';
import { useRevokeApiCredential } from './api.ts';

export interface RevokeCredentialData extends Titled {
  clientId: number;
  credentialId: number;
  name: string;
}

/** Confirms revoking a key or token: whatever uses it stops working at once, for good. */
export default function RevokeCredentialModal({ data, close }: ModalBodyProps<'revoke-api-credential'>) {
  const revoke = useRevokeApiCredential(data.clientId);
  return (
    <ConfirmBody
      message={t.revokeBody}
      done={revoke.isSuccess ? t.revoked(data.name) : null}
      failed={revoke.isError ? errorText(revoke.error, messages.generic.somethingWrong) : null}
      busy={revoke.isPending}
      confirmLabel={t.revokeConfirm}
      busyLabel={t.revoking}
      cancelLabel={t.cancel}
      doneLabel={t.close}
      onConfirm={() => revoke.mutate(data.credentialId)}
      close={close}
    />
  );
}
