import { describe, expect, it } from 'vitest';
import { familyFormSchema, familyPayloadSchema, toFamilyForm, toFamilyMember, toFamilyPayload, type FamilyServerForm } from './family.ts';

const partner: FamilyServerForm = {
  family_id: 7,
  family_fname: 'Jordan',
  family_sname: 'Taylor',
  family_dob: '1980-02-14',
  family_gender_id: 1,
  family_famtype_id: 1,
  family_tname: 'Mrs',
  family_active: true,
  family_ft_edu_ends: null,
};
const child: FamilyServerForm = {
  ...partner,
  family_id: 8,
  family_fname: 'Mia',
  family_dob: '2014-06-09T00:00:00.000Z',
  family_gender_id: 2,
  family_famtype_id: 3,
  family_tname: 'Miss',
  family_ft_edu_ends: '2032-07-31',
};

describe('family member mapping (golden cases)', () => {
  it('maps the server form of a partner', () => {
    expect(toFamilyMember(partner)).toEqual({
      familyMemberId: 7,
      firstName: 'Jordan',
      surname: 'Taylor',
      name: 'Jordan Taylor',
      dateOfBirth: '1980-02-14',
      gender: 'female',
      relationship: 'partner',
      title: 'Mrs',
      active: true,
      fullTimeEducationEndDate: null,
    });
  });

  it('maps gender 2 to male, any famtype but 1 to dependant, and dates to Y-MM-dd', () => {
    expect(toFamilyMember(child)).toMatchObject({
      gender: 'male',
      relationship: 'dependant',
      dateOfBirth: '2014-06-09',
      fullTimeEducationEndDate: '2032-07-31',
    });
  });

  it('builds the outgoing payload from the form', () => {
    const form = familyFormSchema.parse({
      title: 'Miss',
      firstName: ' Mia ',
      surname: 'Taylor',
      sex: 'female',
      relationship: 'dependant',
      dateOfBirth: '2014-06-09',
      fullTimeEducation: 'yes',
      fullTimeEducationEndDate: '2032-07-31',
    });
    expect(toFamilyPayload(form, 8)).toEqual({
      familyMemberId: 8,
      title: 'Miss',
      first_name: 'Mia',
      surname: 'Taylor',
      date_of_birth: '2014-06-09',
      sex: 'female',
      fmember_type: 2,
      education_check: true,
      education: '2032-07-31',
      registered_disabled: false,
    });
  });

  it('round-trips a member through the form and payload', () => {
    const payload = toFamilyPayload(toFamilyForm(toFamilyMember(partner)), 7);
    expect(payload).toMatchObject({ first_name: 'Jordan', sex: 'female', fmember_type: 1, education_check: false, education: null });
    expect(familyPayloadSchema.parse(payload)).toEqual(payload);
  });

  it('names each missing field the way the spec says', () => {
    const result = familyFormSchema.safeParse({ dateOfBirth: '2014-06-09' });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
    expect(messages).toMatchObject({
      title: 'Title is required',
      firstName: 'First name is required',
      surname: 'Surname is required',
      sex: 'Sex is required',
      relationship: 'Relationship is required',
      fullTimeEducation: 'Full time education is required',
    });
  });

  it('asks for the end date when the dependant is in full-time education', () => {
    const result = familyFormSchema.safeParse({
      title: 'Mr',
      firstName: 'A',
      surname: 'B',
      sex: 'male',
      relationship: 'dependant',
      dateOfBirth: '2010-01-01',
      fullTimeEducation: 'yes',
    });
    expect(result.error?.issues[0]).toMatchObject({ path: ['fullTimeEducationEndDate'], message: 'Full time education end date is required' });
  });
});
