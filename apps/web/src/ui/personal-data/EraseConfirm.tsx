import type { UseMutationResult } from '@tanstack/react-query';
import { retentionTexts as t, type ErasureResponse } from '@portal/contracts';
import { errorText } from '../../api/errors.ts';
import { ConfirmBody } from '../ConfirmBody.tsx';
import type { ModalBodyProps } from '../Modal/index.ts';

interface EraseConfirmProps {
  /** HR's erasure or the admin console's: the caller's mutation, which knows its route and what to reload. */
  erase: UseMutationResult<ErasureResponse, Error, void>;
  close: ModalBodyProps['close'];
}

/** Issue 39: confirms erasing a leaver's personal data ("This cannot be undone"), then says how they appear from now on. */
export function EraseConfirm({ erase, close }: EraseConfirmProps) {
  return (
    <ConfirmBody
      message={t.eraseWarning}
      done={erase.isSuccess ? t.erased(erase.data.pseudonym) : null}
      failed={erase.isError ? errorText(erase.error, t.eraseFailed) : null}
      busy={erase.isPending}
      confirmLabel={t.eraseConfirm}
      busyLabel={t.erasing}
      onConfirm={() => erase.mutate()}
      close={close}
    />
  );
}
