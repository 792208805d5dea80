import { platformSettingsTexts as t } from '@portal/contracts';
import type { ModalBodyProps } from '../../../ui/Modal/index.ts';
import { useChangeEnforcement } from '../api/changeEnforcement.ts';
import { ConfirmBody } from '../../../ui/ConfirmBody.tsx';

/** Confirms a change of who must use two-factor authentication, saying what it does. */
export default function ConfirmEnforcementModal({ data, close }: ModalBodyProps<'confirm-enforcement'>) {
  const { clientId, group, on } = data;
  const change = useChangeEnforcement(clientId);
  const who = t.who[group];
  return (
    <ConfirmBody
      message={on ? t.confirmBody.on(who) : t.confirmBody.off(who)}
      done={change.isSuccess ? (on ? t.saved.on(who) : t.saved.off(who)) : null}
      failed={change.isError ? t.saveFailed : null}
      busy={change.isPending}
      confirmLabel={t.confirm}
      busyLabel={t.saving}
      onConfirm={() => change.mutate({ [group]: on })}
      close={close}
    />
  );
}
