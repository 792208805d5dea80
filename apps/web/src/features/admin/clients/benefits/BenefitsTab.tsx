import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useAddressParams } from '../../../../ui/useAddressParams.ts';
import { createColumnHelper } from '@tanstack/react-table';
import { catalogueTexts as t, formatLongDate, nextYearTexts, ownTexts, type CatalogueRow, type ClientDetail } from '@portal/contracts';
import { adminBenefitPath, adminClientPath, adminRolloverPath } from '../../../../config/paths.ts';
import { Button } from '../../../../ui/Button.tsx';
import { ButtonLink } from '../../../../ui/ButtonLink.tsx';
import { DataTable } from '../../../../ui/DataTable.tsx';
import { Loading } from '../../../../ui/Loading.tsx';
import { RetryAlert } from '../../../../ui/RetryAlert.tsx';
import { useDataTable } from '../../../../ui/useDataTable.ts';
import controls from '../../../../ui/ListControls.module.css';
import { useBenefits } from '../api/benefits.ts';
import { AddBenefitForm } from './AddBenefitForm.tsx';
import { PrepareNextYear } from './PrepareNextYear.tsx';
import styles from './Benefits.module.css';

const column = createColumnHelper<CatalogueRow>();

/** The `?year=` of the address: a scheme year's id, or null for the current one. */
const yearOf = (value: string | null) => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
};

/**
 * The client page's Benefits tab (issue 28 §1): one scheme year's benefits (the current one unless the address names
 * another), "Add benefit" from the library of templates, and "Prepare next year" on the current year. A year not begun
 * yet links to the preview of the rollover into it.
 */
export function BenefitsTab({ client }: { client: ClientDetail }) {
  const [params, setParams] = useAddressParams();
  const yearId = yearOf(params.get('year'));
  const list = useBenefits(client.id, yearId);
  const [adding, setAdding] = useState(false);
  const showYear = (id: number) => {
    setAdding(false);
    setParams({ year: String(id) });
  };
  const columns = useMemo(
    () => [
      column.accessor('name', {
        meta: { label: t.columns.name, rowHeader: true },
        cell: (info) => <Link to={adminBenefitPath(client.id, info.row.original.id)}>{info.getValue()}</Link>,
      }),
      column.display({
        id: 'kind',
        meta: { label: t.columns.kind },
        cell: (info) => (
          <>
            {t.kinds[info.row.original.kind]}
            <span className={styles.cellNote}>{t.pricingKinds[info.row.original.pricingKind]}</span>
          </>
        ),
      }),
      column.display({
        id: 'provider',
        meta: { label: t.columns.provider },
        cell: (info) => (
          <>
            {info.row.original.provider}
            <span className={styles.cellNote}>{info.row.original.providerEmail ?? t.noProviderEmail}</span>
          </>
        ),
      }),
      column.accessor('inUse', { meta: { label: t.columns.inUse }, cell: (info) => t.inUse(info.getValue()) }),
      column.accessor('withdrawnOn', {
        meta: { label: t.columns.status },
        cell: (info) => {
          const withdrawnOn = info.getValue();
          return withdrawnOn ? t.withdrawnFrom(formatLongDate(withdrawnOn)) : t.offered;
        },
      }),
      column.display({
        id: 'actions',
        meta: { label: t.columns.actions, hideLabel: true },
        cell: (info) => (
          <ButtonLink variant="secondary" to={adminBenefitPath(client.id, info.row.original.id)} aria-label={t.editLabel(info.row.original.name)}>
            {t.edit}
          </ButtonLink>
        ),
      }),
    ],
    [client.id],
  );
  const table = useDataTable(list.data?.benefits ?? [], columns, (row) => String(row.id));

  const heading = (
    <>
      <h2 id="benefits-title">{t.title}</h2>
      <p className="muted">{t.intro}</p>
    </>
  );
  if (list.isError && !list.data) {
    return <RetryAlert message={t.loadFailed} retryLabel={ownTexts.profile.retry} onRetry={() => void list.refetch()} />;
  }
  if (!list.data) return <Loading label={t.loading} />;
  const { years } = list.data;
  const year = years.find((y) => y.id === list.data.yearId);
  if (!year) {
    return (
      <section aria-labelledby="benefits-title">
        {heading}
        <p>
          <Link to={adminClientPath(client.id, 'scheme-years')}>{t.noYears}</Link>
        </p>
      </section>
    );
  }
  const current = years.find((y) => y.isCurrent);
  const upcoming = current !== undefined && year.year > current.year;
  return (
    <section aria-labelledby="benefits-title" aria-busy={list.isFetching && list.isPlaceholderData}>
      {heading}
      <div className={styles.toolbar}>
        <div className={controls.field}>
          <label htmlFor="benefits-year">{t.year.label}</label>
          <select id="benefits-year" value={year.id} onChange={(event) => showYear(Number(event.target.value))}>
            {years.map((y) => (
              <option key={y.id} value={y.id}>
                {t.year.option(y.year, y.isCurrent)}
              </option>
            ))}
          </select>
        </div>
        <Button onClick={() => setAdding(true)} aria-expanded={adding} aria-controls={adding ? 'add-benefit' : undefined}>
          {t.add}
        </Button>
      </div>
      {upcoming && (
        <p className={styles.yearNote}>
          <span>{nextYearTexts.upcoming(formatLongDate(year.startsOn))}</span>
          <Link to={adminRolloverPath(client.id, year.id)} aria-label={nextYearTexts.preview.linkLabel(year.year)}>
            {nextYearTexts.preview.link}
          </Link>
        </p>
      )}
      <DataTable table={table} caption={`${t.caption}: ${t.year.option(year.year, year.isCurrent)}`} empty={t.empty} />
      {adding && (
        <div className={styles.part} id="add-benefit">
          <AddBenefitForm clientId={client.id} year={year} onCancel={() => setAdding(false)} />
        </div>
      )}
      {year.isCurrent && <PrepareNextYear clientId={client.id} year={year} years={years} onPrepared={showYear} />}
    </section>
  );
}
