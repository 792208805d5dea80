import { messages, ownTexts, type TokenResponse } from '@portal/contracts';
import type { Client } from '../../db/schema/index.ts';
import { clock } from '../../lib/clock.ts';
import { AppError, badRequest } from '../../lib/errors.ts';
import type { AuthDeps, Caller } from '../auth/deps.ts';
import { completeLogin } from '../auth/login.ts';
import { hashPassword } from '../auth/password.ts';
import { findUserById } from '../auth/queries.ts';
import { codeRefused, isPendingSecret, offerSecret, setupExpired, useCode } from '../mfa/codes.ts';
import { mfaEnforcedFor } from '../mfa/policy.ts';
import { enableMfa } from '../mfa/queries.ts';
import type { MfaSetupDetails } from '../mfa/totp.ts';
import { trustBrowser, type BrowserTrust } from '../mfa/trusted-devices.ts';
import { assertDateOfBirth, linkState, type ValidLink } from './links.ts';
import { assertNewPassword } from './password-rules.ts';
import { activateUser, markLinkTokenUsed, storePassword } from './queries.ts';

/** A valid activation link of someone not yet activated, or null. */
async function activationLink(deps: AuthDeps, id: string, host: Client | null): Promise<ValidLink | null> {
  const state = await linkState(deps.db, id, ['activation'], host, clock.now());
  return state.status === 'valid' && state.user.activatedAt === null ? state : null;
}

const activationRefused = () => new AppError(400, messages.activation.error, { id: messages.activation.error });

async function usableActivationLink(deps: AuthDeps, id: string, host: Client | null): Promise<ValidLink> {
  const link = await activationLink(deps, id, host);
  if (!link) throw activationRefused();
  return link;
}

/** The spec answers 200 either way: status 'error' tells the page to show the error view. */
export async function checkActivation(deps: AuthDeps, id: string, host: Client | null) {
  const link = await activationLink(deps, id, host);
  if (!link) return { status: 'error' as const, error: messages.activation.error, firstName: null, surname: null, email: null, mfaEnforced: false };
  const { user } = link;
  return { status: 'ok' as const, error: null, firstName: user.firstName, surname: user.surname, email: user.email, mfaEnforced: mfaEnforcedFor(link.client, user.userType) };
}

export async function verifyActivationDob(deps: AuthDeps, input: { id: string; date_of_birth: string }, host: Client | null) {
  const link = await usableActivationLink(deps, input.id, host);
  await assertDateOfBirth(deps.db, link, input.date_of_birth, clock.now());
  return { verified: true as const };
}

export async function activationMfaSecret(deps: AuthDeps, id: string, host: Client | null): Promise<MfaSetupDetails> {
  const link = await usableActivationLink(deps, id, host);
  return offerSecret(deps.db, link.user, link.client, clock.now());
}

interface ActivateInput {
  id: string;
  date_of_birth: string;
  password: string;
  password_confirmation: string;
  deviceToken: string;
  mfa?: { secret: string; code: string };
}

/** Checks the date of birth, the password rules and (when asked for) the two-factor code, then logs in. */
export async function activate(deps: AuthDeps, input: ActivateInput, caller: Caller, trust: BrowserTrust): Promise<TokenResponse> {
  const link = await usableActivationLink(deps, input.id, caller.client);
  const { user } = link;
  const now = clock.now();
  await assertDateOfBirth(deps.db, link, input.date_of_birth, now);
  await assertNewPassword(deps.db, input, user);
  if (!input.mfa && mfaEnforcedFor(link.client, user.userType)) throw badRequest({ code: ownTexts.mfaCodeRequired });
  if (input.mfa) {
    if (!isPendingSecret(user, input.mfa.secret, now)) throw setupExpired();
    const check = await useCode(deps.db, user.id, input.mfa.secret, input.mfa.code, now);
    if (check !== 'ok') throw codeRefused(check);
  }
  const passwordHash = await hashPassword(input.password);
  await deps.db.transaction(async (tx) => {
    if (!(await markLinkTokenUsed(tx, link.token.id, now))) throw activationRefused();
    await storePassword(tx, user.id, passwordHash, now);
    await activateUser(tx, user.id, link.client?.termsRevision ?? 0, now);
    if (input.mfa) await enableMfa(tx, user.id, input.mfa.secret, user.id);
  });
  // The code just typed makes this browser a trusted one (a cookie), as after a login with a code.
  if (input.mfa) await trustBrowser(deps.db, user.id, trust, caller.userAgent, now);
  const activated = await findUserById(deps.db, user.id);
  if (!activated) throw activationRefused();
  return completeLogin(deps, activated, caller);
}
