import { employeeDataTexts as t } from '@portal/contracts';
import type { ModalBodyProps } from '../../../ui/Modal/index.ts';
import { useResendWelcomeToAll } from '../api/resendWelcomeToAll.ts';
import { ConfirmBody } from '../../../ui/ConfirmBody.tsx';

export interface ResendWelcomeData {
  clientId: number;
  count: number;
}

/** Confirms a welcome e-mail to everyone not registered, naming how many people that is. */
export default function ResendWelcomeModal({ data, close }: ModalBodyProps<'resend-welcome-emails'>) {
  const { clientId, count } = data;
  const resend = useResendWelcomeToAll(clientId);
  const done = resend.isSuccess ? t.resendAllDone(resend.data.sent) : count === 0 ? t.resendAllNone : null;
  return (
    <ConfirmBody
      message={t.resendAllConfirm(count)}
      done={done}
      failed={resend.isError ? t.resendAllFailed : null}
      busy={resend.isPending}
      confirmLabel={t.send}
      busyLabel={t.sending}
      onConfirm={() => resend.mutate()}
      close={close}
    />
  );
}
