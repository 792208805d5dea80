import { useEffect, useMemo } from 'react';
import { createColumnHelper } from '@tanstack/react-table';
import { useWatch, type Control, type FieldValues } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  contributionWords,
  formatLongDate,
  ownTexts,
  priceChangeFormSchema,
  priceChangeTexts as t,
  pricingWords,
  type BenefitPriceChanges,
  type PriceChange,
  type PriceChangeForm,
  type PricingRule,
  type SchedulePriceChangeValues,
} from '@portal/contracts';
import { errorText } from '../../../../../api/errors.ts';
import { Button } from '../../../../../ui/Button.tsx';
import { DataTable } from '../../../../../ui/DataTable.tsx';
import { Field } from '../../../../../ui/Field.tsx';
import { Form, useForm } from '../../../../../ui/form/index.ts';
import layout from '../../../../../ui/form/layout.module.css';
import { Loading } from '../../../../../ui/Loading.tsx';
import { useModals } from '../../../../../ui/Modal/index.ts';
import { RetryAlert } from '../../../../../ui/RetryAlert.tsx';
import { useDataTable } from '../../../../../ui/useDataTable.ts';
import { usePriceChanges } from '../../api/priceChanges.ts';
import { useSchedulePriceChange } from '../../api/schedulePriceChange.ts';
import { bitsOf, controlId, errorAt } from './controls.tsx';
import { errorList } from './formValues.ts';
import { ContributionEditor, PricingEditor } from './PricingEditor.tsx';
import { PRICE_CHANGES_ID } from './BenefitEditor.tsx';
import styles from './Editor.module.css';

const PREFIX = 'price-change';
const column = createColumnHelper<PriceChange>();

const defaultsOf = (data: BenefitPriceChanges): PriceChangeForm => ({
  effectiveOn: data.defaultEffectiveOn,
  pricing: data.benefit.pricing,
  employerContribution: data.benefit.employerContribution,
});

/** "Change price from a date": the benefit's new pricing and employer contribution, from the first of a month. */
function ScheduleForm({ clientId, data }: { clientId: number; data: BenefitPriceChanges }) {
  const schedule = useSchedulePriceChange(clientId, data.benefit.id);
  const form = useForm<PriceChangeForm, SchedulePriceChangeValues>({
    resolver: zodResolver(priceChangeFormSchema),
    defaultValues: defaultsOf(data),
    serverField: (name) => name as 'effectiveOn',
  });
  const { register, reset } = form;
  // A schedule or a cancellation brings the pricing now and the next default day.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the list of changes says when the defaults are new
  useEffect(() => reset(defaultsOf(data)), [data.changes.length, data.defaultEffectiveOn, reset]);
  const bits = bitsOf(form, PREFIX);
  const control = form.control as unknown as Control<FieldValues>;
  const effectiveOn = useWatch({ control: form.control, name: 'effectiveOn' });
  const summary = errorList(form.formState.errors).map(({ path, message }) => ({ fieldId: controlId(PREFIX, path), message }));
  const onSubmit = form.submit((values) => schedule.mutateAsync(values), {
    successText: t.form.scheduled(formatLongDate(effectiveOn || data.defaultEffectiveOn)),
    failureText: (error) => errorText(error, t.failed),
  });
  const options = data.benefit.options ?? [];
  return (
    <Form form={{ ...form, summary }} className={layout.form} onSubmit={onSubmit} aria-labelledby="price-change-title">
      <h4 id="price-change-title">{t.form.heading}</h4>
      <Field
        id={bits.idOf('effectiveOn')}
        label={t.form.effectiveOn.label}
        hint={t.form.effectiveOn.help}
        error={errorAt(form.formState.errors, 'effectiveOn')}
      >
        {(a11y) => <input {...a11y} type="date" {...register('effectiveOn')} />}
      </Field>
      <PricingEditor bits={bits} control={control} options={options} current={() => form.getValues('pricing') as PricingRule} />
      <ContributionEditor bits={bits} control={control} />
      <div className={`${layout.buttons} ${layout.start}`}>
        <Button type="submit" disabled={form.busy}>
          {form.busy ? t.form.saving : t.form.save}
        </Button>
      </div>
    </Form>
  );
}

/**
 * A benefit people chose changes its price from a date (issue 28 §3 "Locked once used"): its price changes, pending and
 * applied, each pending one cancellable, and the form that schedules one (by default from the first of next month).
 */
export function PriceChanges({ clientId, benefitId }: { clientId: number; benefitId: number }) {
  const query = usePriceChanges(clientId, benefitId);
  const openModal = useModals((s) => s.openModal);
  const options = query.data?.benefit.options ?? null;
  const columns = useMemo(
    () => [
      column.accessor('effectiveOn', { meta: { label: t.columns.effectiveOn, rowHeader: true }, cell: (info) => formatLongDate(info.getValue()) }),
      column.accessor('pricing', { meta: { label: t.columns.pricing }, cell: (info) => pricingWords(info.getValue(), options) }),
      column.accessor('employerContribution', { meta: { label: t.columns.employerContribution }, cell: (info) => contributionWords(info.getValue()) }),
      column.accessor('status', {
        meta: { label: t.columns.status },
        cell: (info) => {
          const { appliedAt } = info.row.original;
          return info.getValue() === 'applied' && appliedAt ? t.appliedOn(formatLongDate(appliedAt)) : t.status[info.getValue()];
        },
      }),
      column.accessor('createdBy', { meta: { label: t.columns.createdBy }, cell: (info) => info.getValue() ?? '' }),
      column.display({
        id: 'actions',
        meta: { label: t.columns.actions, hideLabel: true },
        cell: (info) => {
          const change = info.row.original;
          if (change.status !== 'pending') return null;
          const date = formatLongDate(change.effectiveOn);
          return (
            <Button
              variant="secondary"
              aria-label={t.cancelLabel(date)}
              onClick={() => openModal('cancel-price-change', { title: t.confirmCancel.title, clientId, benefitId, changeId: change.id, date })}
            >
              {t.cancel}
            </Button>
          );
        },
      }),
    ],
    [clientId, benefitId, options, openModal],
  );
  const table = useDataTable(query.data?.changes ?? [], columns, (change) => String(change.id));

  let body;
  if (query.isError && !query.data) body = <RetryAlert message={t.loadFailed} retryLabel={ownTexts.profile.retry} onRetry={() => void query.refetch()} />;
  else if (!query.data) body = <Loading />;
  else {
    body = (
      <>
        <p>{t.inUse(query.data.benefit.selections)}</p>
        <DataTable table={table} caption={t.caption} empty={t.empty} />
        <ScheduleForm clientId={clientId} data={query.data} />
      </>
    );
  }
  return (
    // Not a landmark of its own: its table is the region named "Price changes".
    <div id={PRICE_CHANGES_ID} className={styles.section} tabIndex={-1}>
      <h3>{t.heading}</h3>
      <p className="muted">{t.intro}</p>
      {body}
    </div>
  );
}
