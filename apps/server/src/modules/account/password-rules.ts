import { messages, ownTexts, PASSWORD_MIN_LENGTH, PASSWORD_RULES, type PasswordCheck } from '@portal/contracts';
import type { Db } from '../../db/connect.ts';
import { recentPasswordHashes } from '../../db/repositories/users.ts';
import type { User } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { verifyPassword } from '../../lib/password.ts';
import { containsPersonalDetails, findPatterns } from './password-patterns.ts';

/** Whose password it is; the personal-details and previous-password rules need one. */
export type PasswordOwner = Pick<User, 'id' | 'firstName' | 'surname' | 'email' | 'dateOfBirth' | 'passwordHash'>;

async function usedBefore(db: Db, owner: PasswordOwner, password: string): Promise<boolean> {
  const hashes = new Set([...(owner.passwordHash ? [owner.passwordHash] : []), ...(await recentPasswordHashes(db, owner.id))]);
  const matches = await Promise.all([...hashes].map((hash) => verifyPassword(password, hash)));
  return matches.some(Boolean);
}

/**
 * Every rule of spec §5 with its status: the live checklist. Rule 512 ("not a previous password") is
 * always shown met for a typed password: it is decided only when the password is submitted, after
 * the link's date of birth or the current password has been verified (assertNewPassword), so this
 * check can never tell whether a guess is someone's current or an earlier password.
 */
export function checkPassword(password: string, owner: PasswordOwner | null): PasswordCheck[] {
  const patterns = findPatterns(password);
  const status: Record<number, boolean> = {
    [PASSWORD_RULES.minLength]: [...password].length >= PASSWORD_MIN_LENGTH,
    [PASSWORD_RULES.noRepeats]: password.length > 0 && !patterns.repeats,
    [PASSWORD_RULES.noSequences]: password.length > 0 && !patterns.sequences,
    [PASSWORD_RULES.noCommonWords]: password.length > 0 && !patterns.commonWords,
    [PASSWORD_RULES.upperCase]: /\p{Lu}/u.test(password),
    [PASSWORD_RULES.number]: /\p{Nd}/u.test(password),
    [PASSWORD_RULES.specialCharacter]: /[^\p{L}\p{Nd}]/u.test(password),
    [PASSWORD_RULES.noPersonalDetails]: password.length > 0 && !(owner && containsPersonalDetails(password, owner)),
    [PASSWORD_RULES.notPrevious]: password.length > 0,
  };
  return Object.values(PASSWORD_RULES).map((flag) => ({ flag, name: messages.password.rules[flag] ?? String(flag), status: status[flag] ?? false }));
}

interface NewPassword {
  password: string;
  password_confirmation: string;
}

/**
 * Refuses a new password that breaks a rule or does not match its confirmation (400, with the checks).
 * Callers verify the link's date of birth or the current password first. Whether it is a previous
 * password is asked only of a password submitted with a matching confirmation, so a strong guess that
 * is not one gets stored (and uses a reset link up) rather than being answered for free.
 */
export async function assertNewPassword(db: Db, input: NewPassword, owner: PasswordOwner | null): Promise<void> {
  const checks = checkPassword(input.password, owner);
  const mismatch = input.password !== input.password_confirmation;
  if (!mismatch && input.password.length > 0 && owner && (await usedBefore(db, owner, input.password))) {
    for (const check of checks) if (check.flag === PASSWORD_RULES.notPrevious) check.status = false;
  }
  const errors: Record<string, string> = {};
  if (!checks.every((c) => c.status)) errors.password = messages.password.meetRequirements;
  if (mismatch) errors.password_confirmation = ownTexts.passwordsDoNotMatch;
  if (Object.keys(errors).length > 0) throw new AppError(400, messages.reset.reviewForm, errors, { checks });
}
