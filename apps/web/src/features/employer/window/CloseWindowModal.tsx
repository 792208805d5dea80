import { formatLongDate, messages, selectionWindowTexts as t } from '@portal/contracts';
import { errorText } from '../../../api/errors.ts';
import type { ModalBodyProps, Titled } from '../../../ui/Modal/index.ts';
import { newerSelectionWindow, useChangeSelectionWindow } from '../api/changeSelectionWindow.ts';
import { ConfirmBody } from '../../../ui/ConfirmBody.tsx';

/** What the close-selection-window modal is opened with. */
export interface CloseWindowData extends Titled {
  clientId: number;
  /** The client's settings version the card read. */
  version: number;
  /** Today in the UK as the server counts it: the window's new last day. */
  today: string;
}

/** Confirms closing the selection window at the end of today, saying that employees can still choose until then. */
export default function CloseWindowModal({ data, close }: ModalBodyProps<'close-selection-window'>) {
  const change = useChangeSelectionWindow(data.clientId);
  const today = formatLongDate(data.today);
  const failed = change.isError ? (newerSelectionWindow(change.error) ? t.changedSinceOpened : errorText(change.error, messages.generic.somethingWrong)) : null;
  return (
    <ConfirmBody
      message={t.confirmClose.body(today)}
      done={change.isSuccess ? t.closed(today) : null}
      failed={failed}
      busy={change.isPending}
      confirmLabel={t.confirmClose.yes}
      busyLabel={t.confirmClose.busy}
      onConfirm={() => change.mutate({ action: 'close', version: data.version })}
      close={close}
    />
  );
}
