import { ownTexts } from '@portal/contracts';
import type { Client, User } from '../../db/schema/index.ts';
import type { Db } from '../../db/connect.ts';
import { minutesFrom } from '../../clock.ts';
import { badRequest } from '../../lib/errors.ts';
import { claimTimeStep, setPendingSecret } from './queries.ts';
import { openTotpSecret, sealTotpSecret, type SecretKeys } from './sealed.ts';
import { matchingTimeStep, newTotpSecret, setupDetails, type MfaSetupDetails } from './totp.ts';

/** Time to scan the QR code and type a code, also during the longer activation wizard. */
const PENDING_SECRET_MINUTES = 30;

/**
 * A new secret to set up, remembered on the user row: only a secret the server handed out can be
 * enabled later, so a client cannot choose its own.
 */
export async function offerSecret(
  ctx: { db: Db; keys: SecretKeys; now: Date },
  user: Pick<User, 'id' | 'email'>,
  client: Pick<Client, 'benefitBrandName'> | null,
): Promise<MfaSetupDetails> {
  const secret = newTotpSecret();
  await setPendingSecret(ctx.db, user.id, sealTotpSecret(ctx.keys, secret), minutesFrom(ctx.now, PENDING_SECRET_MINUTES));
  return setupDetails(secret, client?.benefitBrandName ?? ownTexts.defaultBrandName, user.email);
}

export function isPendingSecret(keys: SecretKeys, user: Pick<User, 'mfaPendingSecret' | 'mfaPendingExpiresAt'>, secret: string, now: Date): boolean {
  return openTotpSecret(keys, user.mfaPendingSecret) === secret && user.mfaPendingExpiresAt !== null && user.mfaPendingExpiresAt > now;
}

export type CodeCheck = 'ok' | 'invalid' | 'replayed';

/** Checks a code without using it up (the first, "temporary" pass of a setup). */
export const codeMatches = (secret: string, code: string, now: Date): CodeCheck => (matchingTimeStep(secret, code, now) === null ? 'invalid' : 'ok');

/** Checks a code and uses it up: the same time step never works twice for that user. */
export async function useCode(db: Db, userId: number, secret: string, code: string, now: Date): Promise<CodeCheck> {
  const step = matchingTimeStep(secret, code, now);
  if (step === null) return 'invalid';
  return (await claimTimeStep(db, userId, step)) ? 'ok' : 'replayed';
}

export const codeRefused = (check: Exclude<CodeCheck, 'ok'>) => badRequest({ code: check === 'replayed' ? ownTexts.mfaCodeUsed : ownTexts.mfaInvalidCode });

export const setupExpired = () => badRequest({ code: ownTexts.mfaSetupExpired });
