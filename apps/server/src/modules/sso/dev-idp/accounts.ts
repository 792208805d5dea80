import type { Account } from 'oidc-provider';
import { messages, ownTexts } from '@portal/contracts';
import type { Db } from '../../../db/connect.ts';
import { verifyPasswordTimingSafe } from '../../../lib/password.ts';
import type { RequestContext } from '../../../plugins/request-context.ts';
import { attemptState, clearPasswordFailures, countPasswordFailure } from '../../auth/index.ts';
import { findServedUserByEmail, findServedUserById, type ServedUser } from './queries.ts';

const accountOf = (user: ServedUser): Account => ({
  accountId: String(user.id),
  claims: () => ({
    sub: String(user.id),
    email: user.email,
    email_verified: true,
    name: `${user.firstName} ${user.surname}`,
    given_name: user.firstName,
    family_name: user.surname,
  }),
});

/** oidc-provider's `findAccount`: the subject is the portal's user id. */
export async function findDevAccount(db: Db, clientCodes: string[], sub: string): Promise<Account | undefined> {
  const id = Number(sub);
  if (!Number.isSafeInteger(id) || id <= 0) return undefined;
  const user = await findServedUserById(db, clientCodes, id);
  return user ? accountOf(user) : undefined;
}

export type DevLoginResult = { ok: true; accountId: string } | { ok: false; message: string };

/** The portal's own password check and lock: a wrong password here counts like one on the login page. */
export async function checkDevLogin(ctx: RequestContext, input: { clientCodes: string[]; email: string; password: string }): Promise<DevLoginResult> {
  const { db, now } = ctx;
  const { clientCodes, email, password } = input;
  if ((await attemptState(db, email, now)).locked) return { ok: false, message: ownTexts.accountLocked };
  const user = await findServedUserByEmail(db, clientCodes, email);
  const matches = await verifyPasswordTimingSafe(password, user?.passwordHash);
  if (!user || !matches) {
    const locked = await countPasswordFailure(db, email, now);
    return { ok: false, message: locked ? ownTexts.accountLocked : messages.login.tryAgain };
  }
  await clearPasswordFailures(db, email);
  return { ok: true, accountId: String(user.id) };
}
