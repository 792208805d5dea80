import { useEffect } from 'react';
import { Controller, useFieldArray, useWatch } from 'react-hook-form';
import {
  NOMINEES_MAX,
  OTHER_PERSON,
  SHARE_TOTAL,
  nominationTexts as t,
  ownTexts,
  sharesTotal,
  type FamilyMember,
  type NominationRequest,
} from '@portal/contracts';
import { Button } from '../../../ui/Button.tsx';
import { DateOfBirthInput } from '../../../ui/DateOfBirthInput.tsx';
import { Field, FieldError } from '../../../ui/Field.tsx';
import { Form, useForm } from '../../../ui/form/index.ts';
import {
  emptyRow,
  formFieldOf,
  nominationFieldId,
  nominationFields,
  nominationResolver,
  shareOf,
  TOTAL_ID,
  type NominationField,
  type NominationValues,
} from './nominationFormValues.ts';
import layout from '../../../ui/form/layout.module.css';
import styles from './Nominations.module.css';

interface NominationFormProps {
  initial: NominationValues;
  family: FamilyMember[];
  /** Saves; a refusal's field errors (the server's names) land on their fields, any other failure shows above them. */
  onSave: (request: NominationRequest) => Promise<unknown>;
}

const relationshipLabel = (member: FamilyMember) => ownTexts.profile.relationships[member.relationship];

/** The running total of the shares: what is still to share out, or that they add up. Announced as it changes. */
function ShareTotal({ total, error }: { total: number; error: string | undefined }) {
  const done = total === SHARE_TOTAL;
  // Once the total's error shows (kept current as the shares change), it says what the hint would.
  const message = done || error ? null : total < SHARE_TOTAL ? t.totalShort(SHARE_TOTAL - total) : t.totalOver(total - SHARE_TOTAL);
  return (
    <div id={TOTAL_ID} tabIndex={-1} className={[styles.total, done ? styles.totalDone : '', error ? styles.totalInvalid : ''].filter(Boolean).join(' ')}>
      {error && <FieldError id={`${TOTAL_ID}-error`}>{error}</FieldError>}
      <div aria-live="polite" aria-atomic="true" className={styles.totalLine}>
        <span className={styles.totalFigure}>{t.total(total)}</span>
        {message && <span className={styles.totalMessage}>{message}</span>}
      </div>
    </div>
  );
}

/**
 * The nomination as rows of people, each a family member or someone else with a share; the shares' running total
 * below. Errors show on submit with a summary linking to each field; the same rules run on the server.
 */
export function NominationForm({ initial, family, onSave }: NominationFormProps) {
  const form = useForm<NominationValues, NominationRequest, NominationField>({
    resolver: nominationResolver,
    defaultValues: initial,
    fields: nominationFields,
    fieldId: nominationFieldId,
    serverField: formFieldOf,
  });
  const { register, control, errorOf } = form;
  const rows = useFieldArray({ control, name: 'nominees' });
  const watched = useWatch({ control, name: 'nominees' }) ?? [];
  const total = sharesTotal(watched.map((row) => ({ share: shareOf(row?.share ?? '') })));
  const chosen = watched.map((row) => row?.who);
  const full = rows.fields.length >= NOMINEES_MAX;
  // The total's error belongs to no input: checked again whenever the total moves, once it has been shown.
  const totalError = errorOf('total');
  const { trigger } = form;
  useEffect(() => {
    if (totalError) void trigger('total');
    // Only the total moving re-checks it; the error itself changing must not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [total, trigger]);
  const onSubmit = form.submit(async (request) => {
    await onSave(request);
  });
  const add = () => rows.append(emptyRow, { focusName: `nominees.${rows.fields.length}.who` });
  const id = (index: number, field: string) => nominationFieldId(`nominees.${index}.${field}` as NominationField);

  return (
    <Form form={form} className={layout.form} onSubmit={onSubmit} failureTitle={t.saveFailed}>
      <ol className={styles.rows} aria-label={t.nomineesLegend}>
        {rows.fields.map((row, index) => {
          const who = watched[index]?.who ?? '';
          const n = index + 1;
          return (
            <li key={row.id} className={styles.row}>
              <fieldset className={styles.person}>
                <legend className={styles.legend}>{t.nomineeLegend(n)}</legend>
                <div className={styles.mainLine}>
                  <Field id={id(index, 'who')} label={t.who} error={errorOf(`nominees.${index}.who`)}>
                    {(a11y) => (
                      <select {...a11y} {...register(`nominees.${index}.who`)}>
                        <option value="">{t.choose}</option>
                        {family.map((member) => (
                          <option
                            key={member.familyMemberId}
                            value={String(member.familyMemberId)}
                            disabled={chosen.some((c, i) => i !== index && c === String(member.familyMemberId))}
                          >
                            {t.familyOption(member.name, relationshipLabel(member))}
                          </option>
                        ))}
                        <option value={OTHER_PERSON}>{t.someoneElse}</option>
                      </select>
                    )}
                  </Field>
                  <Field id={id(index, 'share')} label={t.share} error={errorOf(`nominees.${index}.share`)}>
                    {(a11y) => (
                      <span className={styles.shareBox}>
                        <input
                          {...a11y}
                          className={`${a11y.className} ${styles.shareInput}`}
                          type="text"
                          inputMode="numeric"
                          autoComplete="off"
                          maxLength={3}
                          {...register(`nominees.${index}.share`)}
                        />
                        <span className={styles.suffix} aria-hidden="true">
                          {t.shareSuffix}
                        </span>
                      </span>
                    )}
                  </Field>
                </div>
                {who === OTHER_PERSON && (
                  <div className={styles.otherPerson}>
                    <div className={styles.pair}>
                      <Field id={id(index, 'name')} label={t.fullName} hint={t.fullNameHint} error={errorOf(`nominees.${index}.name`)}>
                        {(a11y) => <input {...a11y} type="text" autoComplete="off" {...register(`nominees.${index}.name`)} />}
                      </Field>
                      <Field id={id(index, 'relationship')} label={t.relationship} hint={t.relationshipHint} error={errorOf(`nominees.${index}.relationship`)}>
                        {(a11y) => <input {...a11y} type="text" autoComplete="off" {...register(`nominees.${index}.relationship`)} />}
                      </Field>
                    </div>
                    <Controller
                      control={control}
                      name={`nominees.${index}.dateOfBirth`}
                      render={({ field, fieldState }) => (
                        <DateOfBirthInput
                          id={id(index, 'dateOfBirth')}
                          legend={t.dateOfBirth}
                          value={field.value}
                          onChange={field.onChange}
                          onBlur={field.onBlur}
                          error={fieldState.error?.message}
                        />
                      )}
                    />
                    <Field id={id(index, 'address')} label={t.address} hint={t.addressHint} error={errorOf(`nominees.${index}.address`)}>
                      {(a11y) => <input {...a11y} type="text" autoComplete="off" {...register(`nominees.${index}.address`)} />}
                    </Field>
                  </div>
                )}
                {rows.fields.length > 1 && (
                  <div>
                    <Button variant="ghost" className={styles.remove} onClick={() => rows.remove(index)}>
                      {t.remove}
                      <span className="visually-hidden"> {t.nomineeLegend(n).toLowerCase()}</span>
                    </Button>
                  </div>
                )}
              </fieldset>
            </li>
          );
        })}
      </ol>
      <div className={styles.addLine}>
        <Button variant="secondary" onClick={add} disabled={full} aria-describedby={full ? 'nomination-maximum' : undefined}>
          {rows.fields.length === 0 ? t.add : t.addAnother}
        </Button>
        {full && (
          <p id="nomination-maximum" className={styles.muted}>
            {t.maximum(NOMINEES_MAX)}
          </p>
        )}
      </div>
      <ShareTotal total={total} error={totalError} />
      <div className={layout.buttons}>
        <Button type="submit" disabled={form.busy}>
          {form.busy ? t.saving : t.save}
        </Button>
      </div>
    </Form>
  );
}
