import type { FieldErrors, Resolver } from 'react-hook-form';
import { familyFormSchema, messages, toFamilyForm, type FamilyForm, type FamilyMember } from '@portal/contracts';
import { dateOfBirthError, emptyDate, toIsoDate, type DateParts } from '../../../ui/dateOfBirth.ts';

/** What the add / edit form holds: nothing chosen yet is '', the date of birth is three boxes. */
export interface FamilyFormValues {
  title: string;
  firstName: string;
  surname: string;
  sex: string;
  relationship: string;
  dateOfBirth: DateParts;
  fullTimeEducation: string;
  fullTimeEducationEndDate: string;
}
export type FamilyField = keyof FamilyFormValues;
export type FamilyErrors = Partial<Record<FamilyField, string>>;

/** In the order the form shows them, which is the error summary's order too. */
export const familyFields: FamilyField[] = [
  'title',
  'firstName',
  'surname',
  'sex',
  'relationship',
  'dateOfBirth',
  'fullTimeEducation',
  'fullTimeEducationEndDate',
];
export const familyFieldId = (field: FamilyField) => `family-member-${field}`;

export const emptyFamilyValues: FamilyFormValues = {
  title: '',
  firstName: '',
  surname: '',
  sex: '',
  relationship: '',
  dateOfBirth: emptyDate,
  fullTimeEducation: '',
  fullTimeEducationEndDate: '',
};

function toParts(iso: string): DateParts {
  const [year = '', month = '', day = ''] = iso.split('-');
  return { day, month, year };
}

/** A member to edit, through the shared model → form mapping. */
export function familyValuesOf(member: FamilyMember): FamilyFormValues {
  const form = toFamilyForm(member);
  return { ...form, dateOfBirth: toParts(form.dateOfBirth), fullTimeEducationEndDate: form.fullTimeEducationEndDate ?? '' };
}

/** Spec §5 through the shared schema ('X is required'); the date of birth as the date input checks it. */
export function validateFamilyForm(values: FamilyFormValues): { form: FamilyForm; errors: null } | { form: null; errors: FamilyErrors } {
  const inEducation = values.fullTimeEducation === 'yes';
  const parsed = familyFormSchema.safeParse({
    ...values,
    dateOfBirth: toIsoDate(values.dateOfBirth),
    fullTimeEducation: values.fullTimeEducation || undefined,
    fullTimeEducationEndDate: inEducation ? values.fullTimeEducationEndDate || null : null,
  });
  const errors: FamilyErrors = {};
  for (const issue of parsed.error?.issues ?? []) {
    const field = issue.path[0] as FamilyField;
    errors[field] ??= issue.message;
  }
  // The schema checks the end date only once the rest is valid; the form shows every error at once.
  if (inEducation && !values.fullTimeEducationEndDate) errors.fullTimeEducationEndDate ??= messages.family.required('Full time education end date');
  const dobError = dateOfBirthError(values.dateOfBirth);
  if (dobError) errors.dateOfBirth = dobError;
  if (parsed.success && !dobError) return { form: parsed.data, errors: null };
  return { form: null, errors };
}

export const familyResolver: Resolver<FamilyFormValues, unknown, FamilyForm> = (values) => {
  const result = validateFamilyForm(values);
  if (result.form) return { values: result.form, errors: {} };
  const errors = Object.fromEntries(Object.entries(result.errors).map(([field, message]) => [field, { type: 'validate', message }]));
  return { values: {}, errors: errors as FieldErrors<FamilyFormValues> };
};

/** The server names the payload's fields (spec §3 outgoing form); the form has its own names. */
const serverFields: Record<string, FamilyField> = {
  title: 'title',
  first_name: 'firstName',
  surname: 'surname',
  sex: 'sex',
  fmember_type: 'relationship',
  date_of_birth: 'dateOfBirth',
  education_check: 'fullTimeEducation',
  education: 'fullTimeEducationEndDate',
};
export const formFieldOf = (serverField: string): FamilyField | undefined => serverFields[serverField];
