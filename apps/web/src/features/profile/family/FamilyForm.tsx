import { Controller, useWatch } from 'react-hook-form';
import { SEXES, RELATIONSHIPS, TITLES, messages, ownTexts, type FamilyForm as FamilyFormModel } from '@portal/contracts';
import { errorText } from '../../../api/errors.ts';
import { Button } from '../../../ui/Button.tsx';
import { DateOfBirthInput } from '../../../ui/DateOfBirthInput.tsx';
import { Field } from '../../../ui/Field.tsx';
import { Form, useForm } from '../../../ui/form/index.ts';
import { RadioGroup } from '../../../ui/RadioGroup.tsx';
import { familyFieldId, familyFields, familyResolver, formFieldOf, type FamilyField, type FamilyFormValues } from './familyFormValues.ts';
import layout from '../../../ui/form/layout.module.css';
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
  /** Saves; a refusal's field errors (the server's names) land on their fields, any other failure shows above them. */
  onSave: (form: FamilyFormModel) => Promise<unknown>;
  onCancel: () => void;
}

/**
 * The spec's family member form; errors show on submit, with a summary linking to each field (spec §4 family
 * status: 'error' marks the fields, 'server error' says so above them).
 */
export function FamilyForm({ initial, onSave, onCancel }: FamilyFormProps) {
  const form = useForm<FamilyFormValues, FamilyFormModel, FamilyField>({
    resolver: familyResolver,
    defaultValues: initial,
    fields: familyFields,
    fieldId: familyFieldId,
    serverField: formFieldOf,
  });
  const { register, control, errorOf } = form;
  const inEducation = useWatch({ control, name: 'fullTimeEducation' }) === 'yes';
  const onSubmit = form.submit(onSave, { failureText: (error) => errorText(error, messages.generic.somethingWrong) });

  return (
    <Form form={form} className={layout.form} onSubmit={onSubmit}>
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
      <RadioGroup
        id={familyFieldId('relationship')}
        legend={t.relationship}
        options={relationshipOptions}
        error={errorOf('relationship')}
        inputProps={register('relationship')}
      />
      <Controller
        control={control}
        name="dateOfBirth"
        render={({ field, fieldState }) => (
          <DateOfBirthInput
            id={familyFieldId('dateOfBirth')}
            legend={t.dateOfBirth}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
          />
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
      <div className={layout.buttons}>
        <Button variant="secondary" onClick={onCancel}>
          {ownTexts.cancel}
        </Button>
        <Button type="submit" disabled={form.busy}>
          {form.busy ? t.saving : t.saveMember}
        </Button>
      </div>
    </Form>
  );
}
