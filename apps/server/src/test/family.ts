/** What the web app sends to add a family member: a child not in full-time education. */
export const childPayload = {
  title: 'Mr',
  first_name: 'Noah',
  surname: 'Taylor',
  date_of_birth: '2019-03-04',
  sex: 'male',
  fmember_type: 2,
  education_check: false,
  education: null,
  registered_disabled: false,
};
