import { messages, ownTexts, type TokenResponse } from '@portal/contracts';
import { markLinkTokenUsed } from '../../db/repositories/link-tokens.ts';
import { linkState, type ValidLink } from '../../lib/link-state.ts';
import { activateUser, findUserById, storePassword } from '../../db/repositories/users.ts';
import { AppError, badRequest } from '../../lib/errors.ts';
import { hashPassword } from '../../lib/password.ts';
import type { BrowserTrust } from '../../lib/trusted-device-cookie.ts';
import type { RequestContext } from '../../plugins/request-context.ts';
import type { User } from '../../db/schema/index.ts';
import { completeLogin } from '../auth/index.ts';
import {
  codeRefused,
  isPendingSecret,
  mfaEnforcedFor,
  offerSecret,
  setupExpired,
  trustBrowser,
  turnOnTwoFactor,
  useCode,
  type MfaSetupDetails,
} from '../mfa/index.ts';
import { assertDateOfBirth } from './links.ts';
import { assertNewPassword } from './password-rules.ts';

/** A valid activation link of someone not yet activated, or null. */
async function activationLink(ctx: RequestContext, id: string): Promise<ValidLink | null> {
  const state = await linkState(ctx.db, id, ['activation'], ctx.client, ctx.now);
  return state.status === 'valid' && state.user.activatedAt === null ? state : null;
}

/**
 * A platform administrator (made by `npm run admin -- create-platform-admin`) has no date of birth on file and no
 * client's terms to accept; the link, printed to whoever runs the command, is the proof. Two-factor is set up there.
 */
const isPlatformAdmin = (user: Pick<User, 'userType' | 'clientId'>) => user.userType === 'admin' && user.clientId === null;
/**
 * An HR administrator invited from the admin console (issue 27 §2) has no date of birth on file either: only a name and
 * an e-mail were given, so, as for a platform administrator, the link sent to that address is the proof.
 */
const isInvitedAdministrator = (user: Pick<User, 'userType' | 'dateOfBirth'>) => user.userType === 'employer' && user.dateOfBirth === null;
const noDateOfBirthAsked = (user: Pick<User, 'userType' | 'clientId' | 'dateOfBirth'>) => isPlatformAdmin(user) || isInvitedAdministrator(user);
const twoFactorAtActivation = (link: ValidLink) => isPlatformAdmin(link.user) || mfaEnforcedFor(link.client, link.user.userType);

/** The date of birth on file must match, for everyone who has to give one. */
async function checkDateOfBirth(ctx: RequestContext, link: ValidLink, dob: string | undefined): Promise<void> {
  if (noDateOfBirthAsked(link.user)) return;
  if (dob === undefined) throw badRequest({ date_of_birth: messages.dob.required });
  await assertDateOfBirth(ctx, link, dob);
}

const activationRefused = () => new AppError(400, messages.activation.error, { id: messages.activation.error });

async function usableActivationLink(ctx: RequestContext, id: string): Promise<ValidLink> {
  const link = await activationLink(ctx, id);
  if (!link) throw activationRefused();
  return link;
}

/** The spec answers 200 either way: status 'error' tells the page to show the error view. */
export async function checkActivation(ctx: RequestContext, input: { id: string }) {
  const link = await activationLink(ctx, input.id);
  if (!link) return { status: 'error' as const, error: messages.activation.error, firstName: null, surname: null, email: null, mfaEnforced: false };
  const { user } = link;
  return {
    status: 'ok' as const,
    error: null,
    firstName: user.firstName,
    surname: user.surname,
    email: user.email,
    mfaEnforced: twoFactorAtActivation(link),
    // Sent only when false, so the answer everyone else gets is the spec's.
    ...(noDateOfBirthAsked(user) && { dobRequired: false }),
    // An invited HR administrator accepts their client's terms as its employees do; a platform administrator has none.
    ...(isPlatformAdmin(user) && { termsRequired: false }),
  };
}

export async function verifyActivationDob(ctx: RequestContext, input: { id: string; date_of_birth: string }) {
  const link = await usableActivationLink(ctx, input.id);
  await checkDateOfBirth(ctx, link, input.date_of_birth);
  return { verified: true as const };
}

export async function activationMfaSecret(ctx: RequestContext, input: { id: string }): Promise<MfaSetupDetails> {
  const link = await usableActivationLink(ctx, input.id);
  return offerSecret(ctx, link.user, link.client);
}

interface ActivateInput {
  id: string;
  /** Not asked of platform administrators. */
  date_of_birth?: string | undefined;
  password: string;
  password_confirmation: string;
  deviceToken: string;
  mfa?: { secret: string; code: string };
}

/** Checks the date of birth, the password rules and (when asked for) the two-factor code, then logs in. */
export async function activate(ctx: RequestContext, input: ActivateInput, browser: BrowserTrust): Promise<TokenResponse> {
  const link = await usableActivationLink(ctx, input.id);
  const { user } = link;
  const { now } = ctx;
  await checkDateOfBirth(ctx, link, input.date_of_birth);
  await assertNewPassword(ctx.db, input, user);
  if (!input.mfa && twoFactorAtActivation(link)) throw badRequest({ code: ownTexts.mfaCodeRequired });
  if (input.mfa) {
    if (!isPendingSecret(ctx.keys, user, input.mfa.secret, now)) throw setupExpired();
    const check = await useCode(ctx.db, user.id, input.mfa.secret, input.mfa.code, now);
    if (check !== 'ok') throw codeRefused(check);
  }
  const passwordHash = await hashPassword(input.password);
  await ctx.db.transaction(async (tx) => {
    if (!(await markLinkTokenUsed(tx, link.token.id, now))) throw activationRefused();
    await storePassword(tx, user.id, passwordHash, now);
    await activateUser(tx, user.id, link.client?.termsRevision ?? 0, now);
    if (input.mfa) await turnOnTwoFactor(tx, ctx, user, input.mfa.secret, user.id);
  });
  // The code just typed makes this browser a trusted one (a cookie), as after a login with a code.
  if (input.mfa) await trustBrowser(ctx.db, user.id, browser, ctx.userAgent, now);
  const activated = await findUserById(ctx.db, user.id);
  if (!activated) throw activationRefused();
  return completeLogin(ctx, activated);
}
