import { useMemo } from 'react';
import { Link, useParams } from 'react-router';
import { useAddressParams } from '../../../../../ui/useAddressParams.ts';
import { createColumnHelper } from '@tanstack/react-table';
import {
  formatLongDate,
  formatNumber,
  formatPounds,
  nextYearTexts,
  ownTexts,
  type ClientDetail,
  type RolloverChoice,
  type RolloverPerson,
  type RolloverPreview,
} from '@portal/contracts';
import { adminBenefitsPath } from '../../../../../config/paths.ts';
import { DataTable } from '../../../../../ui/DataTable.tsx';
import { Loading } from '../../../../../ui/Loading.tsx';
import { Pager } from '../../../../../ui/Pager.tsx';
import { RetryAlert } from '../../../../../ui/RetryAlert.tsx';
import { useDataTable } from '../../../../../ui/useDataTable.ts';
import { errorText } from '../../../../../api/errors.ts';
import { useRolloverPreview } from '../../api/rolloverPreview.ts';
import { signedPounds } from '../money.ts';
import styles from './Rollover.module.css';

const t = nextYearTexts.preview;
const column = createColumnHelper<RolloverPerson>();

const idOf = (value: string | undefined) => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : 0;
};

/** One choice in words: the benefit, what happens to it (and why), and its cost for the employee now and next year. */
function ChoiceLine({ choice }: { choice: RolloverChoice }) {
  const why = choice.reason ? nextYearTexts.reasons[choice.reason] : null;
  const cost =
    choice.outcome === 'kept' && choice.after
      ? t.costLine(formatPounds(choice.before.employee), formatPounds(choice.after.employee))
      : choice.outcome === 'ended'
        ? t.endsLine(formatPounds(choice.before.employee))
        : null;
  return (
    <li>
      <p>
        <strong>{choice.benefitName}</strong>: {nextYearTexts.outcomes[choice.outcome]}
        {why && ` (${why})`}
      </p>
      {choice.detail && <span className={styles.muted}>{choice.detail}</span>}
      {cost && <span className={styles.muted}>{cost}</span>}
      {choice.requestLapses && <span className={styles.muted}>{nextYearTexts.requestLapses}</span>}
    </li>
  );
}

function Totals({ preview }: { preview: RolloverPreview }) {
  const { totals } = preview;
  const lines: [string, string][] = [
    [t.totals.people, formatNumber(totals.people)],
    [t.totals.kept, formatNumber(totals.kept)],
    [t.totals.ended, formatNumber(totals.ended)],
    [t.totals.lapsing, formatNumber(totals.lapsing)],
    [t.totals.before, formatPounds(totals.before.employee)],
    [t.totals.after, formatPounds(totals.after.employee)],
    [t.totals.change, signedPounds(totals.change, t.noChange)],
    [t.totals.employerBefore, formatPounds(totals.before.employer)],
    [t.totals.employerAfter, formatPounds(totals.after.employer)],
  ];
  return (
    <section aria-labelledby="rollover-totals">
      <h3 id="rollover-totals">{t.totals.heading}</h3>
      <dl className={styles.totals}>
        {lines.map(([label, value]) => (
          <div key={label} className={styles.total}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/**
 * `/app/admin/clients/{id}/benefits/rollover/{yearId}`: the dry-run of the switch into a scheme year not begun yet (issue
 * 28 §3): per employee, each choice kept (with next year's price) or ended, their monthly cost now and next year and the
 * change, and the totals. Nothing is written; the employees are paged by the server (`?page=` in the address).
 */
export function RolloverPage({ client }: { client: ClientDetail }) {
  const yearId = idOf(useParams().yearId);
  const [params, setParams] = useAddressParams();
  const page = Math.max(1, Math.trunc(Number(params.get('page'))) || 1);
  const preview = useRolloverPreview(client.id, yearId, page);
  const columns = useMemo(
    () => [
      column.accessor('name', {
        meta: { label: t.columns.employee, rowHeader: true },
        cell: (info) => (
          <>
            {info.getValue()}
            <span className={styles.muted}>{info.row.original.email}</span>
          </>
        ),
      }),
      column.accessor('choices', {
        meta: { label: t.columns.outcome },
        cell: (info) => (
          <ul className={styles.choices}>
            {info.getValue().map((choice) => (
              <ChoiceLine key={choice.selectionId} choice={choice} />
            ))}
          </ul>
        ),
      }),
      column.display({ id: 'before', meta: { label: t.columns.before, numeric: true }, cell: (info) => formatPounds(info.row.original.before.employee) }),
      column.display({ id: 'after', meta: { label: t.columns.after, numeric: true }, cell: (info) => formatPounds(info.row.original.after.employee) }),
      column.accessor('change', { meta: { label: t.columns.change, numeric: true }, cell: (info) => signedPounds(info.getValue(), t.noChange) }),
    ],
    [],
  );
  const table = useDataTable(preview.data?.people.data ?? [], columns, (person) => String(person.userId));
  const back = (
    <p>
      <Link to={adminBenefitsPath(client.id, yearId)}>{t.back}</Link>
    </p>
  );

  if (preview.isError && !preview.data) {
    return (
      <section aria-labelledby="rollover-title">
        {back}
        <h2 id="rollover-title">{t.link}</h2>
        <RetryAlert message={errorText(preview.error, t.loadFailed)} retryLabel={ownTexts.profile.retry} onRetry={() => void preview.refetch()} />
      </section>
    );
  }
  if (!preview.data) return <Loading label={t.loading} />;
  const data = preview.data;
  const lastDay = formatLongDate(data.from.endsOn);
  return (
    <section aria-labelledby="rollover-title" aria-busy={preview.isPlaceholderData}>
      {back}
      <h2 id="rollover-title">{t.title(data.to.year)}</h2>
      <p>{t.intro(lastDay, formatLongDate(data.to.startsOn))}</p>
      <p className="muted">{t.requestsNote}</p>
      <Totals preview={data} />
      <DataTable table={table} caption={t.caption(data.to.year)} captionStyle="title" empty={t.empty} />
      {data.people.lastPage > 1 && (
        <Pager label={t.columns.employee} page={data.people.currentPage} lastPage={data.people.lastPage} onPage={(next) => setParams({ page: String(next) })} />
      )}
    </section>
  );
}
