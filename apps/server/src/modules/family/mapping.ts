import { genderIdOf, type FamilyPayload, type FamilyServerForm } from '@portal/contracts';
import type { FamilyMember } from '../../db/schema/index.ts';
import type { FamilyValues } from './queries.ts';

/** Stored row -> the server form of spec §3. */
export const toServerForm = (member: FamilyMember): FamilyServerForm => ({
  family_id: member.id,
  family_fname: member.firstName,
  family_sname: member.surname,
  family_dob: member.dateOfBirth,
  family_gender_id: member.genderId,
  family_famtype_id: member.famtypeId,
  family_tname: member.title,
  family_active: member.active,
  family_ft_edu_ends: member.fullTimeEducationEnds,
});

/** Outgoing payload -> stored columns. */
export const toColumns = (payload: FamilyPayload): FamilyValues => ({
  title: payload.title,
  firstName: payload.first_name,
  surname: payload.surname,
  dateOfBirth: payload.date_of_birth,
  genderId: genderIdOf(payload.sex),
  famtypeId: payload.fmember_type,
  fullTimeEducationEnds: payload.education_check ? payload.education : null,
  registeredDisabled: payload.registered_disabled,
});
