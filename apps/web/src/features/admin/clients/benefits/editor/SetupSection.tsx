import { useWatch, type Control, type FieldValues, type UseFieldArrayReturn } from 'react-hook-form';
import { benefitKinds, catalogueTexts, CATALOGUE_LIMITS, amountUnits, defaultTaxTreatment, optionCovers, taxTreatments } from '@portal/contracts';
import { Button } from '../../../../../ui/Button.tsx';
import { Field } from '../../../../../ui/Field.tsx';
import { FieldGroup } from '../../../../../ui/FieldGroup.tsx';
import { CheckboxField, NumberField, TextField, type FormBits } from './controls.tsx';
import type { EditorValues } from './formValues.ts';
import styles from './Editor.module.css';

const f = catalogueTexts.fields;

interface SetupSectionProps {
  bits: FormBits;
  control: Control<FieldValues>;
  options: UseFieldArrayReturn<EditorValues, 'setup.options', 'key'>;
  /** People have chosen the benefit: its kind and amount unit stay, and the options they chose keep their codes. */
  inUse: boolean;
  usedOptions: string[];
}

/** A select of the form, or (locked) its value as read-only text. */
/**
 * The tax treatment (issue 38): exempt, a benefit in kind, or left to the benefit, whose default the first choice names
 * as the benefit's name, category and pricing now make it.
 */
function TaxTreatmentField({ bits, control }: { bits: FormBits; control: Control<FieldValues> }) {
  const [name, category, pricingKind] = useWatch({ control, name: ['name', 'category', 'pricing.kind'] }) as [string, string, string];
  const t = f.taxTreatment;
  const byDefault = defaultTaxTreatment({ name: name ?? '', category: category ?? '', pricingKind: pricingKind ?? 'none' });
  return (
    <ChoiceField
      bits={bits}
      path="setup.taxTreatment"
      label={t.label}
      hint={t.help}
      choices={[{ value: '', label: t.byDefault(byDefault) }, ...taxTreatments.map((value) => ({ value, label: t.choices[value] }))]}
      locked={null}
    />
  );
}

function ChoiceField<V extends string>({
  bits,
  path,
  label,
  hint,
  choices,
  locked,
}: {
  bits: FormBits;
  path: string;
  label: string;
  hint?: string;
  choices: readonly { value: V; label: string }[];
  locked: V | null;
}) {
  return (
    <Field id={bits.idOf(path)} label={label} hint={hint} error={bits.errorOf(path)}>
      {(a11y) =>
        locked !== null ? (
          <input {...a11y} readOnly value={choices.find((choice) => choice.value === locked)?.label ?? locked} />
        ) : (
          <select {...a11y} {...bits.register(path)}>
            {choices.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </select>
        )
      }
    </Field>
  );
}

/** The benefit's kind and what people choose: options (each with who it covers) or an amount; people covered; start date. */
export function SetupSection({ bits, control, options, inUse, usedOptions }: SetupSectionProps) {
  const kind = useWatch({ control, name: 'kind' }) as EditorValues['kind'];
  const unit = useWatch({ control, name: 'setup.amount.unit' }) as EditorValues['setup']['amount']['unit'];
  const labels = useWatch({ control, name: 'setup.options' }) as EditorValues['setup']['options'] | undefined;
  const o = f.options;
  return (
    <section className={styles.section} aria-labelledby="benefit-setup-title">
      <h3 id="benefit-setup-title">{catalogueTexts.editor.sections.setup}</h3>
      <ChoiceField
        bits={bits}
        path="kind"
        label={f.kind.label}
        hint={f.kind.help}
        choices={benefitKinds.map((value) => ({ value, label: catalogueTexts.kinds[value] }))}
        locked={inUse ? kind : null}
      />
      {kind === 'options' && (
        <FieldGroup legend={o.legend} hint={o.help} idBase={bits.idOf('setup.options')} error={bits.errorOf('setup.options')}>
          <ol className={styles.entries}>
            {options.fields.map((option, index) => {
              const path = `setup.options.${index}`;
              const used = usedOptions.includes(option.value);
              return (
                <li key={option.key}>
                  <fieldset className={styles.entry}>
                    <legend>{o.entry(index + 1)}</legend>
                    <div className={styles.grid}>
                      <TextField bits={bits} path={`${path}.value`} label={o.value.label} hint={o.value.help} readOnly={used} />
                      <TextField bits={bits} path={`${path}.label`} label={o.label.label} />
                    </div>
                    <TextField bits={bits} path={`${path}.description`} label={o.description.label} hint={o.description.help} />
                    <ChoiceField
                      bits={bits}
                      path={`${path}.covers`}
                      label={o.covers.label}
                      choices={optionCovers.map((value) => ({ value, label: o.covers.choices[value] }))}
                      locked={null}
                    />
                    {!used && (
                      <div>
                        <Button variant="ghost" onClick={() => options.remove(index)}>
                          {o.remove(labels?.[index]?.label ?? '')}
                        </Button>
                      </div>
                    )}
                  </fieldset>
                </li>
              );
            })}
          </ol>
          {options.fields.length < CATALOGUE_LIMITS.optionsMax && (
            <div>
              <Button
                variant="secondary"
                id={bits.idOf('setup.options')}
                onClick={() => options.append({ value: '', label: '', description: '', covers: 'self' })}
              >
                {o.add}
              </Button>
            </div>
          )}
        </FieldGroup>
      )}
      {(kind === 'amount' || kind === 'voucher') && (
        <FieldGroup legend={f.amount.legend} idBase={bits.idOf('setup.amount.group')} error={bits.errorOf('setup.amount')}>
          <div className={styles.part}>
            <div id={bits.idOf('setup.amount')} tabIndex={-1} className={styles.anchor}>
              <TextField bits={bits} path="setup.amount.label" label={f.amount.label.label} hint={f.amount.label.help} />
            </div>
            <ChoiceField
              bits={bits}
              path="setup.amount.unit"
              label={f.amount.unit.label}
              choices={amountUnits.map((value) => ({ value, label: f.amount.unit.choices[value] }))}
              locked={inUse ? unit : null}
            />
            <div className={styles.grid}>
              <NumberField bits={bits} path="setup.amount.min" label={f.amount.min.label} />
              <NumberField bits={bits} path="setup.amount.max" label={f.amount.max.label} />
              <NumberField bits={bits} path="setup.amount.step" label={f.amount.step.label} hint={f.amount.step.help} />
            </div>
          </div>
        </FieldGroup>
      )}
      <CheckboxField bits={bits} path="setup.peopleCovered" label={f.peopleCovered.label} hint={f.peopleCovered.help} />
      <CheckboxField bits={bits} path="setup.startDate" label={f.startDate.label} hint={f.startDate.help} />
      <TaxTreatmentField bits={bits} control={control} />
    </section>
  );
}
