import { enquiryFormSchema, type EnquiryForm } from '@portal/contracts';

/** Visitors who are not logged in must say who they are; logged-in users are known to the server. */
export const loggedOutEnquirySchema = enquiryFormSchema.required({ firstName: true, surname: true, email: true });

export type EnquiryField = keyof EnquiryForm;

/** Field order on the page, which is also the error summary's order. */
export const enquiryFields: EnquiryField[] = ['firstName', 'surname', 'email', 'subject', 'comments'];

/** Server field names (some legacy) mapped to form fields. */
const serverFieldAliases: Record<string, EnquiryField> = {
  _person_enq: 'subject',
  _message: 'comments',
};

export function toEnquiryField(serverField: string): EnquiryField | undefined {
  if ((enquiryFields as string[]).includes(serverField)) return serverField as EnquiryField;
  return serverFieldAliases[serverField];
}

export const fieldId = (field: EnquiryField) => `contact-${field}`;
