import { useEffect } from 'react';
import { createColumnHelper, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { useAddressParams } from '../../../ui/useAddressParams.ts';
import { formatNumber, formatPounds, minimumWageTexts as t, ownTexts, type MinimumWagePerson } from '@portal/contracts';
import { errorText } from '../../../api/errors.ts';
import { paths } from '../../../config/paths.ts';
import { useSession } from '../../../stores/session.ts';
import { useTheme } from '../../../theme/index.ts';
import { Alert } from '../../../ui/Alert.tsx';
import { Button } from '../../../ui/Button.tsx';
import { DataTable } from '../../../ui/DataTable.tsx';
import { Field } from '../../../ui/Field.tsx';
import { Form, useForm } from '../../../ui/form/index.ts';
import { Loading } from '../../../ui/Loading.tsx';
import { Page } from '../../../ui/Page.tsx';
import { useDocumentTitle } from '../../../ui/useDocumentTitle.ts';
import { useMinimumWage } from '../api/minimumWage.ts';
import styles from '../employer.module.css';
import own from './MinimumWagePage.module.css';

const column = createColumnHelper<MinimumWagePerson>();
const money = (key: 'hourlyRate' | 'sacrificed' | 'most') =>
  column.accessor(key, { meta: { label: t.columns[key === 'hourlyRate' ? 'rate' : key], numeric: true }, cell: (info) => formatPounds(info.getValue()) });
const columns = [
  column.accessor('name', { meta: { label: t.columns.name } }),
  column.accessor((row) => row.employeeNumber ?? '', { id: 'employeeNumber', meta: { label: t.columns.employeeNumber } }),
  column.accessor('hoursPerWeek', { meta: { label: t.columns.hours, numeric: true }, cell: (info) => formatNumber(info.getValue()) }),
  money('hourlyRate'),
  money('sacrificed'),
  money('most'),
  column.accessor('status', {
    meta: { label: t.columns.status },
    cell: (info) => <span className={info.getValue() === 'below' ? own.below : own.near}>{info.getValue() === 'below' ? t.below : t.near}</span>,
  }),
];

/**
 * HR's minimum-wage check (issue 38): whose salary sacrifices take them below or near the National Minimum or Living
 * Wage on a day, today by default or the day the rates next change. The day is in the address, so a check can be shared.
 */
export function MinimumWagePage() {
  useDocumentTitle(t.title, useTheme().benefitBrandName);
  const clientId = useSession((s) => s.user?.clientId ?? 0);
  const [search, setSearch] = useAddressParams();
  const on = search.get('on') ?? undefined;
  const check = useMinimumWage(clientId, on);
  const form = useForm<{ on: string }>({ defaultValues: { on: on ?? '' }, fields: ['on'], fieldId: () => 'minimum-wage-day' });
  const data = check.data;
  const shown = data?.on;
  // The day checked shows in the field (today's, once the server has said which day that is).
  useEffect(() => {
    if (shown) form.setValue('on', shown);
  }, [shown, form]);
  const checkOn = (value: string | undefined) => setSearch(value ? { on: value } : {}, { replace: true });
  const onSubmit = form.submit(({ on: day }) => checkOn(day || undefined), { failureText: () => null });
  // eslint-disable-next-line react-hooks/incompatible-library -- no React Compiler here: TanStack Table's API costs nothing
  const table = useReactTable({ data: data?.people ?? [], columns, getCoreRowModel: getCoreRowModel(), getRowId: (row) => String(row.employeeId) });
  const below = data?.people.filter((p) => p.status === 'below').length ?? 0;

  return (
    <Page
      title={t.title}
      intro={t.intro}
      breadcrumbs={[{ label: ownTexts.home, to: paths.app.home }, { label: ownTexts.dashboardTitle, to: paths.app.dashboard }, { label: t.title }]}
    >
      <Form form={form} className={own.day} onSubmit={onSubmit} summary={false}>
        <Field id="minimum-wage-day" label={t.dayLabel} hint={t.dayHint}>
          {(a11y) => <input {...a11y} type="date" {...form.register('on')} />}
        </Field>
        <div className={own.buttons}>
          <Button type="submit">{t.check}</Button>
          <Button type="button" variant="secondary" onClick={() => checkOn(undefined)}>
            {t.today}
          </Button>
          {data?.nextRateChange && (
            <Button type="button" variant="secondary" onClick={() => checkOn(data.nextRateChange!)}>
              {t.nextRates(data.nextRateChange)}
            </Button>
          )}
        </div>
      </Form>
      {check.isPending ? (
        <Loading label={t.loading} />
      ) : check.isError ? (
        <Alert tone="error">
          <p>{errorText(check.error, t.loadFailed)}</p>
        </Alert>
      ) : (
        <section className={styles.section} aria-label={t.result(check.data.on)}>
          {check.data.people.length === 0 ? (
            <Alert tone="success">
              <p>{t.none(check.data.on)}</p>
            </Alert>
          ) : (
            <>
              <p className={own.counts}>{t.counts(below, check.data.people.length - below)}</p>
              <DataTable table={table} caption={t.caption(check.data.on)} empty={t.none(check.data.on)} />
            </>
          )}
          {check.data.salaryNotHeld > 0 && <p className={styles.note}>{t.salaryNotHeld(check.data.salaryNotHeld)}</p>}
        </section>
      )}
    </Page>
  );
}

export { MinimumWagePage as Component };
