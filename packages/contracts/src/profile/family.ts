import { z } from 'zod';
import { messages } from '../shared/messages.ts';
import { idField, realIsoDate, textField } from '../shared/fields.ts';

/** Family members (spec §3): the server form, the mapped model the screens use, and the outgoing payload. */

export const TITLES = ['Mr', 'Mrs', 'Miss', 'Ms', 'Mx', 'Dr'] as const;
export const SEXES = ['female', 'male'] as const;
export const RELATIONSHIPS = ['partner', 'dependant'] as const;
export type Sex = (typeof SEXES)[number];
export type Relationship = (typeof RELATIONSHIPS)[number];

const GENDER_IDS: Record<Sex, 1 | 2> = { female: 1, male: 2 };
const PARTNER_FAMTYPE = 1;
/** The one rule for who is a partner: family type 1 (anything else is a dependant). */
export const isPartnerFamtype = (famtypeId: number): boolean => famtypeId === PARTNER_FAMTYPE;
const DEPENDANT_FAMTYPE = 2;

/** As the server answers it. */
export const familyServerFormSchema = z.object({
  family_id: z.number().int(),
  family_fname: z.string(),
  family_sname: z.string(),
  family_dob: z.string(),
  family_gender_id: z.number().int(),
  family_famtype_id: z.number().int(),
  family_tname: z.string().nullable(),
  family_active: z.boolean(),
  family_ft_edu_ends: z.string().nullable(),
});
export type FamilyServerForm = z.infer<typeof familyServerFormSchema>;
export const familyListResponse = z.object({ family: z.array(familyServerFormSchema) });

export interface FamilyMember {
  familyMemberId: number;
  firstName: string;
  surname: string;
  name: string;
  /** Y-MM-dd, e.g. 2014-06-09. */
  dateOfBirth: string;
  gender: Sex;
  relationship: Relationship;
  title: string | null;
  active: boolean;
  fullTimeEducationEndDate: string | null;
}

/** Server form -> model: gender 1 is female, 2 male; famtype 1 is a partner, anything else a dependant. */
export function toFamilyMember(form: FamilyServerForm): FamilyMember {
  return {
    familyMemberId: form.family_id,
    firstName: form.family_fname,
    surname: form.family_sname,
    name: `${form.family_fname} ${form.family_sname}`.trim(),
    dateOfBirth: form.family_dob.slice(0, 10),
    gender: form.family_gender_id === GENDER_IDS.female ? 'female' : 'male',
    relationship: isPartnerFamtype(form.family_famtype_id) ? 'partner' : 'dependant',
    title: form.family_tname,
    active: form.family_active,
    fullTimeEducationEndDate: form.family_ft_edu_ends ? form.family_ft_edu_ends.slice(0, 10) : null,
  };
}

const required = (field: string) => messages.family.required(field);
const isoDate = realIsoDate;

/** The add / edit form (spec §2 add-family-member, §5 family member). */
export const familyFormSchema = z
  .object({
    title: z.enum(TITLES, { error: required('Title') }),
    firstName: textField({ error: required('First name') })
      .trim()
      .min(1, { error: required('First name') })
      .max(100),
    surname: textField({ error: required('Surname') })
      .trim()
      .min(1, { error: required('Surname') })
      .max(100),
    sex: z.enum(SEXES, { error: required('Sex') }),
    relationship: z.enum(RELATIONSHIPS, { error: required('Relationship') }),
    dateOfBirth: isoDate(messages.dob.invalid),
    fullTimeEducation: z.enum(['yes', 'no'], { error: required('Full time education') }),
    fullTimeEducationEndDate: isoDate(messages.dob.invalid).nullable().optional(),
    registeredDisabled: z.boolean().default(false),
  })
  .refine((form) => form.fullTimeEducation === 'no' || Boolean(form.fullTimeEducationEndDate), {
    path: ['fullTimeEducationEndDate'],
    error: required('Full time education end date'),
  });
export type FamilyForm = z.infer<typeof familyFormSchema>;

/** What the web app sends to add or edit a family member. */
export const familyPayloadSchema = z.object({
  familyMemberId: idField().optional(),
  title: z.enum(TITLES, { error: required('Title') }),
  first_name: textField({ error: required('First name') })
    .trim()
    .min(1, { error: required('First name') })
    .max(100),
  surname: textField({ error: required('Surname') })
    .trim()
    .min(1, { error: required('Surname') })
    .max(100),
  date_of_birth: isoDate(messages.dob.invalid),
  sex: z.enum(SEXES, { error: required('Sex') }),
  fmember_type: z.union([z.literal(PARTNER_FAMTYPE), z.literal(DEPENDANT_FAMTYPE)], { error: required('Relationship') }),
  education_check: z.boolean({ error: required('Full time education') }),
  education: isoDate(messages.dob.invalid).nullable(),
  registered_disabled: z.boolean(),
});
export type FamilyPayload = z.infer<typeof familyPayloadSchema>;

export function toFamilyPayload(form: FamilyForm, familyMemberId?: number): FamilyPayload {
  const inEducation = form.fullTimeEducation === 'yes';
  return {
    ...(familyMemberId ? { familyMemberId } : {}),
    title: form.title,
    first_name: form.firstName.trim(),
    surname: form.surname.trim(),
    date_of_birth: form.dateOfBirth,
    sex: form.sex,
    fmember_type: form.relationship === 'partner' ? PARTNER_FAMTYPE : DEPENDANT_FAMTYPE,
    education_check: inEducation,
    education: inEducation ? (form.fullTimeEducationEndDate ?? null) : null,
    registered_disabled: form.registeredDisabled,
  };
}

/** Model -> form values, to edit a member. */
export function toFamilyForm(member: FamilyMember): FamilyForm {
  return {
    title: (TITLES as readonly string[]).includes(member.title ?? '') ? (member.title as FamilyForm['title']) : 'Mx',
    firstName: member.firstName,
    surname: member.surname,
    sex: member.gender,
    relationship: member.relationship,
    dateOfBirth: member.dateOfBirth,
    fullTimeEducation: member.fullTimeEducationEndDate ? 'yes' : 'no',
    fullTimeEducationEndDate: member.fullTimeEducationEndDate,
    registeredDisabled: false,
  };
}

/** Payload -> stored columns (server side). */
export const genderIdOf = (sex: Sex): 1 | 2 => GENDER_IDS[sex];
