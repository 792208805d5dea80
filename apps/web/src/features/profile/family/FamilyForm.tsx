import { useState, type ReactNode } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { SEXES, RELATIONSHIPS, TITLES, ownTexts, type FamilyForm as FamilyFormModel } from '@portal/contracts';
import { Button } from '../../../ui/Button.tsx';
import { DateOfBirthInput } from '../../../ui/DateOfBirthInput.tsx';
import { ErrorSummary } from '../../../ui/ErrorSummary.tsx';
import { Field } from '../../../ui/Field.tsx';
import { RadioGroup } from '../../../ui/RadioGroup.tsx';
import { familyFieldId, familyFields, familyResolver, type FamilyErrors, type FamilyField, type FamilyFormValues } from './familyFormValues.ts';
import parts from '../parts.module.css';

const t = ownTexts.profile;
const sexOptions = SEXES.map((value) => ({ value, label: t.sexes[value] }));
const relationshipOptions = RELATIONSHIPS.map((value) => ({ value, label: t.relationships[value] }));
const yesNo = [
  { value: 'yes', label: t.yes },
  { value: 'no', label: t.no },
];

interface FamilyFormProps {
  initial: FamilyFormValues;
  /** Saves; resolves with the server's field errors when it refused. */
  onSave: (form: FamilyFormModel) => Promise<FamilyErrors | null>;
  onCancel: () => void;
  busy: boolean;
  /** A failure that is not about one field. */
  banner?: ReactNode;
}

/** The spec's family member form; errors show on submit, with a summary linking to each field. */
export function FamilyForm({ initial, onSave, onCancel, busy, banner }: FamilyFormProps) {
  const { register, control, handleSubmit, setError, formState } = useForm<FamilyFormValues, unknown, FamilyFormModel>({
    resolver: familyResolver,
    // The error summary takes the focus (GOV.UK), not the first field.
    shouldFocusError: false,
    defaultValues: initial,
  });
  const inEducation = useWatch({ control, name: 'fullTimeEducation' }) === 'yes';
  const [summaryKey, setSummaryKey] = useState(0);
  const showSummary = () => setSummaryKey((k) => k + 1);

  const onValid = async (form: FamilyFormModel) => {
    const refused = await onSave(form);
    if (!refused) return;
    for (const [field, message] of Object.entries(refused)) setError(field as FamilyField, { type: 'server', message });
    if (Object.keys(refused).length > 0) showSummary();
  };

  const errorOf = (field: FamilyField) => formState.errors[field]?.message;
  const summary = familyFields.flatMap((field) => {
    const message = errorOf(field);
    return message ? [{ fieldId: familyFieldId(field), message }] : [];
  });

  return (
    <form className={parts.form} noValidate onSubmit={handleSubmit(onValid, showSummary)}>
      {banner}
      {summaryKey > 0 && <ErrorSummary errors={summary} focusKey={summaryKey} />}
      <Field id={familyFieldId('title')} label={t.title} error={errorOf('title')}>
        {(a11y) => (
          <select {...a11y} className={`${a11y.className} ${parts.narrow}`} {...register('title')}>
            <option value="">{t.choose}</option>
            {TITLES.map((title) => (
              <option key={title} value={title}>
                {title}
              </option>
            ))}
          </select>
        )}
      </Field>
      <div className={parts.row}>
        <Field id={familyFieldId('firstName')} label={t.firstName} error={errorOf('firstName')}>
          {(a11y) => <input {...a11y} type="text" autoComplete="off" {...register('firstName')} />}
        </Field>
        <Field id={familyFieldId('surname')} label={t.surname} error={errorOf('surname')}>
          {(a11y) => <input {...a11y} type="text" autoComplete="off" {...register('surname')} />}
        </Field>
      </div>
      <RadioGroup id={familyFieldId('sex')} legend={t.sex} options={sexOptions} error={errorOf('sex')} inputProps={register('sex')} />
      <RadioGroup id={familyFieldId('relationship')} legend={t.relationship} options={relationshipOptions} error={errorOf('relationship')} inputProps={register('relationship')} />
      <Controller
        control={control}
        name="dateOfBirth"
        render={({ field, fieldState }) => (
          <DateOfBirthInput id={familyFieldId('dateOfBirth')} legend={t.dateOfBirth} value={field.value} onChange={field.onChange} onBlur={field.onBlur} error={fieldState.error?.message} />
        )}
      />
      <RadioGroup
        id={familyFieldId('fullTimeEducation')}
        legend={t.fullTimeEducation}
        hint={t.fullTimeEducationHint}
        options={yesNo}
        error={errorOf('fullTimeEducation')}
        inputProps={register('fullTimeEducation')}
      />
      {inEducation && (
        <Field id={familyFieldId('fullTimeEducationEndDate')} label={t.educationEnds} error={errorOf('fullTimeEducationEndDate')}>
          {(a11y) => <input {...a11y} className={`${a11y.className} ${parts.narrow}`} type="date" {...register('fullTimeEducationEndDate')} />}
        </Field>
      )}
      <div className={parts.buttons}>
        <Button variant="secondary" onClick={onCancel}>
          {ownTexts.cancel}
        </Button>
        <Button type="submit" disabled={busy}>
          {busy ? t.saving : t.saveMember}
        </Button>
      </div>
    </form>
  );
}
