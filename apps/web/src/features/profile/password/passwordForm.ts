import { messages, ownTexts } from '@portal/contracts';

export interface PasswordValues {
  current_password: string;
  password: string;
  password_confirmation: string;
}
export type PasswordField = keyof PasswordValues;
export type PasswordErrors = Partial<Record<PasswordField, string>>;

export const passwordFields: PasswordField[] = ['current_password', 'password', 'password_confirmation'];
export const passwordFieldId = (field: PasswordField) => `change-${field.replace('_', '-')}`;

/** Checked before sending: all three given, every rule met (as the server last judged it), both new ones alike. */
export function passwordErrors(values: PasswordValues, rulesMet: boolean): PasswordErrors {
  const errors: PasswordErrors = {};
  if (!values.current_password) errors.current_password = messages.generic.required;
  if (!rulesMet) errors.password = messages.password.meetRequirements;
  if (!values.password_confirmation) errors.password_confirmation = messages.generic.required;
  else if (values.password_confirmation !== values.password) errors.password_confirmation = ownTexts.passwordsDoNotMatch;
  return errors;
}
