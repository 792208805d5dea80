import { errorText } from '../../../api/errors.ts';
import { retentionTexts as t } from '@portal/contracts';
import type { ModalBodyProps } from '../../../ui/Modal/index.ts';
import { useEraseEmployee } from '../api/eraseEmployee.ts';
import { ConfirmBody } from '../ConfirmBody.tsx';

export interface EraseEmployeeData {
  clientId: number;
  employeeId: number;
  name: string;
}

/** Issue 39: confirms erasing a leaver's personal data ("This cannot be undone"), then says how they appear from now on. */
export default function EraseEmployeeModal({ data, close }: ModalBodyProps<'erase-employee'>) {
  const erase = useEraseEmployee(data.clientId, data.employeeId);
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
