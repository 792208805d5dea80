import { messages } from '@portal/contracts';
import { countWrongDob } from '../../db/repositories/link-tokens.ts';
import type { ValidLink } from '../../lib/link-state.ts';
import { badRequest } from '../../lib/errors.ts';
import type { RequestContext } from '../../plugins/request-context.ts';

/** Wrong dates of birth a link survives; the fifth uses it up. */
export const MAX_DOB_ATTEMPTS = 5;

/** DD/MM/YYYY as the calls send it, to the stored YYYY-MM-DD. */
const isoDate = (dob: string) => {
  const [day, month, year] = dob.split('/');
  return `${year}-${month}-${day}`;
};

/** Refuses a date of birth that does not match (400 on date_of_birth) and counts it against the link. */
export async function assertDateOfBirth(ctx: Pick<RequestContext, 'db' | 'now'>, link: ValidLink, dob: string): Promise<void> {
  if (link.user.dateOfBirth !== null && link.user.dateOfBirth === isoDate(dob)) return;
  await countWrongDob(ctx.db, link.token.id, MAX_DOB_ATTEMPTS, ctx.now);
  throw badRequest({ date_of_birth: messages.dob.noMatch }, messages.dob.noMatch);
}
