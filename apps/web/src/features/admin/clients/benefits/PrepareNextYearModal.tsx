import { formatLongDate, nextYearTexts, schemeYearTexts, type ClientSchemeYear, type nextYearDates } from '@portal/contracts';
import { errorText } from '../../../../api/errors.ts';
import type { ModalBodyProps, Titled } from '../../../../ui/Modal/index.ts';
import { newerSchemeYears } from '../api/schemeYears.ts';
import { usePrepareNextYear } from '../api/prepareNextYear.ts';
import { ConfirmBody } from '../../../../ui/ConfirmBody.tsx';

const t = nextYearTexts.prepare;

export interface PrepareNextYearData extends Titled {
  clientId: number;
  /** The current year, which the next is prepared from. */
  year: Pick<ClientSchemeYear, 'id' | 'year'>;
  /** The next year's number and days, as the server will make them. */
  next: ReturnType<typeof nextYearDates>;
  /** The client's settings version the tab read. */
  version: number;
  /** Called with the prepared year's id when the dialog closes after preparing it. */
  onPrepared: (yearId: number) => void;
}

/** Confirms "Prepare next year": the new year's dates, and that every benefit offered now is copied into it. */
export default function PrepareNextYearModal({ data, close }: ModalBodyProps<'prepare-next-year'>) {
  const prepare = usePrepareNextYear(data.clientId);
  const newer = newerSchemeYears(prepare.error);
  // Someone saved the client meanwhile: the newer values are shown, and confirming again names their version.
  const version = newer?.version ?? data.version;
  const failed = prepare.isError ? (newer ? schemeYearTexts.changedSinceOpened : errorText(prepare.error, t.failed)) : null;
  const prepared = prepare.data?.prepared;
  return (
    <ConfirmBody
      message={t.confirm.body(data.next.year, formatLongDate(data.next.startsOn), formatLongDate(data.next.endsOn))}
      done={prepared ? t.done(prepared.year, prepared.benefits) : null}
      onDone={() => prepared && data.onPrepared(prepared.id)}
      failed={failed}
      busy={prepare.isPending}
      confirmLabel={t.confirm.yes}
      busyLabel={t.confirm.busy}
      cancelLabel={t.confirm.cancel}
      onConfirm={() => prepare.mutate({ yearId: data.year.id, version })}
      close={close}
    />
  );
}
