import { useRef, useState } from 'react';
import { useFieldArray, useWatch, type Control, type FieldValues } from 'react-hook-form';
import {
  catalogueTexts,
  CATALOGUE_LIMITS,
  pensionableEarnings,
  pricingKinds,
  type EmployerContribution,
  type PricingKind,
  type PricingRule,
} from '@portal/contracts';
import { Button } from '../../../../../ui/Button.tsx';
import { Field } from '../../../../../ui/Field.tsx';
import { FieldGroup } from '../../../../../ui/FieldGroup.tsx';
import { RadioGroup } from '../../../../../ui/RadioGroup.tsx';
import { CheckboxField, NumberField, type FormBits } from './controls.tsx';
import styles from './Editor.module.css';

const f = catalogueTexts.fields;

/** An option a price names: its code, and the label the editor shows. */
export interface PricedOption {
  value: string;
  label: string;
}

type Prices = Record<string, number>;

/** What a pricing kind starts as when chosen: option prices carry over between a flat price and a single age band. */
function startOf(kind: PricingKind, from: PricingRule): PricingRule {
  const prices: Prices = from.kind === 'option-flat' ? from.prices : from.kind === 'option-age-banded' ? (from.bands[0]?.prices ?? {}) : {};
  const none = undefined as unknown as number;
  switch (kind) {
    case 'none':
      return { kind };
    case 'option-flat':
      return { kind, prices: { ...prices } };
    case 'option-age-banded':
      return { kind, bands: [{ minAge: CATALOGUE_LIMITS.lowestAge, maxAge: CATALOGUE_LIMITS.ageMax, prices: { ...prices } }] };
    case 'per-person':
      return { kind, employee: none, perPerson: none };
    case 'cover-multiple':
      return { kind, ratePer1000: none, freeCoverLimit: null };
    case 'salary-sacrifice':
      return { kind, months: 1 };
    case 'pension':
      return { kind, employerPercent: none, passOnNiSaving: false, earnings: 'qualifying' };
  }
}

interface PartProps {
  bits: FormBits;
  control: Control<FieldValues>;
  options: PricedOption[];
  readOnly?: boolean;
}

/** A price for each option under `path` (`pricing.prices`, `pricing.bands.2.prices`). */
function OptionPrices({ bits, options, path, readOnly }: Omit<PartProps, 'control'> & { path: string }) {
  return (
    <div className={styles.grid}>
      {options
        .filter((option) => option.value !== '')
        .map((option) => (
          <NumberField
            key={option.value}
            bits={bits}
            path={`${path}.${option.value}`}
            label={f.prices.label(option.label || option.value)}
            readOnly={readOnly}
          />
        ))}
    </div>
  );
}

const ageText = (age: unknown) => (typeof age === 'number' && Number.isFinite(age) ? age : 0);

/** Age bands as rows: from and to age, a price per option; bands are added after the last and removed one by one. */
function AgeBands({ bits, control, options, readOnly }: PartProps) {
  const bands = useFieldArray({ control, name: 'pricing.bands' });
  const values = useWatch({ control, name: 'pricing.bands' }) as { minAge?: number; maxAge?: number }[] | undefined;
  const addBand = () => {
    const last = values?.[values.length - 1];
    bands.append({ minAge: last ? ageText(last.maxAge) + 1 : CATALOGUE_LIMITS.lowestAge, maxAge: CATALOGUE_LIMITS.ageMax, prices: {} });
  };
  return (
    <FieldGroup legend={f.bands.legend} hint={f.bands.help} idBase={bits.idOf('pricing.bands')} error={bits.errorOf('pricing.bands')}>
      <ol className={styles.entries}>
        {bands.fields.map((band, index) => (
          <li key={band.id}>
            <fieldset className={styles.entry}>
              <legend>{f.bands.entry(index + 1)}</legend>
              <div className={styles.pair}>
                <NumberField bits={bits} path={`pricing.bands.${index}.minAge`} label={f.bands.minAge.label} whole readOnly={readOnly} />
                <NumberField bits={bits} path={`pricing.bands.${index}.maxAge`} label={f.bands.maxAge.label} whole readOnly={readOnly} />
              </div>
              <OptionPrices bits={bits} options={options} path={`pricing.bands.${index}.prices`} readOnly={readOnly} />
              {!readOnly && bands.fields.length > 1 && (
                <div>
                  <Button variant="ghost" onClick={() => bands.remove(index)}>
                    {f.bands.remove(ageText(values?.[index]?.minAge), ageText(values?.[index]?.maxAge))}
                  </Button>
                </div>
              )}
            </fieldset>
          </li>
        ))}
      </ol>
      {!readOnly && bands.fields.length < CATALOGUE_LIMITS.bandsMax && (
        <div>
          <Button variant="secondary" id={bits.idOf('pricing.bands')} onClick={addBand}>
            {f.bands.add}
          </Button>
        </div>
      )}
    </FieldGroup>
  );
}

/**
 * The pricing of a benefit, an editor per pricing kind: a flat price per option; age bands with a price per option; the
 * employee's price and one per person covered; cover as a multiple of salary at a rate per £1,000 with a free cover
 * limit; salary sacrifice spread over months; or a pension's employer percentage, pensionable pay and NI saving.
 * Changing the kind starts it afresh (coming back to a kind brings back what was typed for it). Shared by the benefit
 * editor and the price change form.
 */
export function PricingEditor({ bits, control, options, readOnly = false, current }: PartProps & { current: () => PricingRule }) {
  const kind = useWatch({ control, name: 'pricing.kind' }) as PricingKind;
  const typed = useRef(new Map<PricingKind, PricingRule>());
  // The bands' list reads the pricing when it mounts: a new kind (or the same one brought back) mounts it afresh.
  const [round, setRound] = useState(0);
  const choose = (next: PricingKind) => {
    const now = current();
    typed.current.set(now.kind, now);
    bits.setValue('pricing', typed.current.get(next) ?? startOf(next, now));
    setRound((n) => n + 1);
  };
  return (
    <div className={styles.part}>
      <Field id={bits.idOf('pricing.kind')} label={f.pricingKind.label} error={bits.errorOf('pricing.kind')}>
        {(a11y) =>
          readOnly ? (
            <input {...a11y} readOnly value={catalogueTexts.pricingKinds[kind]} />
          ) : (
            <select {...a11y} value={kind} onChange={(event) => choose(event.target.value as PricingKind)}>
              {pricingKinds.map((value) => (
                <option key={value} value={value}>
                  {catalogueTexts.pricingKinds[value]}
                </option>
              ))}
            </select>
          )
        }
      </Field>
      {kind === 'option-flat' && <OptionPrices bits={bits} options={options} path="pricing.prices" readOnly={readOnly} />}
      {kind === 'option-age-banded' && <AgeBands key={round} bits={bits} control={control} options={options} readOnly={readOnly} />}
      {kind === 'per-person' && (
        <div className={styles.grid}>
          <NumberField bits={bits} path="pricing.employee" label={f.employeePrice.label} readOnly={readOnly} />
          <NumberField bits={bits} path="pricing.perPerson" label={f.perPerson.label} readOnly={readOnly} />
        </div>
      )}
      {kind === 'cover-multiple' && (
        <div className={styles.grid}>
          <NumberField bits={bits} path="pricing.ratePer1000" label={f.ratePer1000.label} hint={f.ratePer1000.help} readOnly={readOnly} />
          <NumberField bits={bits} path="pricing.freeCoverLimit" label={f.freeCoverLimit.label} hint={f.freeCoverLimit.help} nullable readOnly={readOnly} />
        </div>
      )}
      {kind === 'salary-sacrifice' && (
        <div className={styles.grid}>
          <NumberField bits={bits} path="pricing.months" label={f.months.label} hint={f.months.help} whole readOnly={readOnly} />
          <NumberField bits={bits} path="pricing.pauseMonths" label={f.pauseMonths.label} hint={f.pauseMonths.help} whole readOnly={readOnly} />
        </div>
      )}
      {kind === 'pension' && <PensionFields bits={bits} readOnly={readOnly} />}
    </div>
  );
}

/** A pension's employer percentage, its pensionable pay and whether the employer's NI saving is paid in too. */
function PensionFields({ bits, readOnly }: Pick<PartProps, 'bits' | 'readOnly'>) {
  const choices = pensionableEarnings.map((value) => ({ value, label: f.earnings.choices[value] }));
  return (
    <div className={styles.part}>
      <NumberField bits={bits} path="pricing.employerPercent" label={f.employerPercent.label} readOnly={readOnly} />
      <Field id={bits.idOf('pricing.earnings')} label={f.earnings.label} error={bits.errorOf('pricing.earnings')}>
        {(a11y) => (
          <select {...a11y} {...bits.register('pricing.earnings')} disabled={readOnly}>
            {choices.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </select>
        )}
      </Field>
      <CheckboxField
        bits={bits}
        path="pricing.passOnNiSaving"
        label={f.passOnNiSaving.label}
        error={bits.errorOf('pricing.passOnNiSaving')}
        disabled={readOnly}
      />
    </div>
  );
}

const contributionKinds = ['none', 'fixed', 'percent'] as const;
type ContributionKind = (typeof contributionKinds)[number];

/** What the employer pays: nothing, up to an amount a month, or a percentage of the cost. */
export function ContributionEditor({ bits, control, readOnly = false }: Omit<PartProps, 'options'>) {
  const contribution = useWatch({ control, name: 'employerContribution' }) as EmployerContribution;
  const kind: ContributionKind = contribution?.kind ?? 'none';
  const typed = useRef(new Map<ContributionKind, EmployerContribution>());
  const c = f.employerContribution;
  const choose = (next: ContributionKind) => {
    typed.current.set(kind, contribution);
    const none = undefined as unknown as number;
    bits.setValue(
      'employerContribution',
      typed.current.get(next) ?? (next === 'none' ? null : next === 'fixed' ? { kind: next, monthly: none } : { kind: next, percent: none }),
    );
  };
  const id = bits.idOf('employerContribution');
  return (
    <div className={styles.part}>
      <RadioGroup
        id={id}
        legend={c.kind.label}
        options={contributionKinds.map((value) => ({ value, label: c.kind.choices[value] }))}
        value={kind}
        error={bits.errorOf('employerContribution')}
        inputProps={{ name: id, disabled: readOnly, onChange: (event) => choose(event.target.value as ContributionKind) }}
      />
      {kind === 'fixed' && <NumberField bits={bits} path="employerContribution.monthly" label={c.monthly.label} readOnly={readOnly} />}
      {kind === 'percent' && <NumberField bits={bits} path="employerContribution.percent" label={c.percent.label} readOnly={readOnly} />}
    </div>
  );
}
