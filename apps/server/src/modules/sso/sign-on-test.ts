import { createHash } from 'node:crypto';
import { AuthorizationResponseError, ResponseBodyError, WWWAuthenticateChallengeError } from 'openid-client';
import { SIGN_ON_TEST_TTL_SECONDS, signOnTexts, type ClaimValue } from '@portal/contracts';
import { publicUrl, type Config } from '../../config.ts';
import { recordAudit } from '../../db/repositories/audit-log.ts';
import { findLinkToken, insertLinkTokens, markLinkTokenUsed } from '../../db/repositories/link-tokens.ts';
import type { Executor } from '../../db/repositories/executor.ts';
import { findActivatedClientUser } from '../../db/repositories/users.ts';
import type { Client, SsoProvider } from '../../db/schema/index.ts';
import { openSecret } from '../../lib/secret-box.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import type { RequestContext } from '../../plugins/request-context.ts';
import type { SsoContext } from './flow.ts';
import { ssoCallbackPath, ssoStartPath } from './paths.ts';
import { findSsoProvider, recordSsoTest } from './queries.ts';
import type { IdentityProvider } from './relying-party.ts';
import { sealPendingLogin, type PendingLogin } from './state-cookie.ts';

const words = signOnTexts.testPage;

/** A test that cannot go on, with the reason in words for the page it ends on. */
export class SignOnTestFailure extends Error {}

/** The query parameter of the SSO start that makes it a test. */
export const TEST_PARAM = 'test';

/**
 * The token names the client it tests (`sot_<client id>_<random>`); only its hash is stored, so the client id in it
 * cannot be changed without the token failing.
 */
const TOKEN = /^sot_([1-9][0-9]{0,9})_[A-Za-z0-9_-]{20,100}$/;

/** The provider settings a test runs with: a test recorded against other ones would prove nothing. */
export const providerFingerprint = (row: Pick<SsoProvider, 'issuer' | 'oidcClientId' | 'clientSecretEncrypted'>) =>
  createHash('sha256').update(`${row.issuer}\n${row.oidcClientId}\n${row.clientSecretEncrypted}`).digest('base64url').slice(0, 22);

/** A one-time address on the client's host that starts a sign-on test; a platform administrator asks for it. */
export async function issueSignOnTestLink(
  db: Executor,
  config: Config,
  client: Pick<Client, 'id' | 'code'>,
  actorId: number,
  now: Date,
  /** The start it opens: the OpenID Connect one unless said (the SAML start). */
  startPath: string = ssoStartPath(config, client.code),
) {
  const token = `sot_${client.id}_${newToken().token}`;
  const expiresAt = new Date(now.getTime() + SIGN_ON_TEST_TTL_SECONDS * 1000);
  await insertLinkTokens(db, [{ userId: actorId, purpose: 'sso_test', tokenHash: hashToken(token), expiresAt, actorId }]);
  const url = publicUrl(config, client.code, `${startPath}?${TEST_PARAM}=${encodeURIComponent(token)}`);
  return { url, expiresAt: expiresAt.toISOString() };
}

/** The host's client and its provider as a test needs them; the test fails in words when they are missing. */
async function providerFor(ctx: SsoContext, code: string): Promise<{ client: Client; row: SsoProvider; idp: IdentityProvider }> {
  const client = ctx.client;
  if (!client || client.code !== code) throw new SignOnTestFailure(words.linkUsed);
  const row = await findSsoProvider(ctx.db, client.id);
  if (!row) throw new SignOnTestFailure(words.notConfigured);
  const clientSecret = openSecret(ctx.keys.secretBox, row.clientSecretEncrypted);
  if (clientSecret === null)
    throw new SignOnTestFailure(words.unexpected('the stored client secret cannot be opened with this DATA_ENCRYPTION_KEY; save it again'));
  return { client, row, idp: { issuer: row.issuer, clientId: row.oidcClientId, clientSecret, scopes: row.scopes } };
}

/** Uses the test link up: for this client, unexpired, unused, asked for by someone who is still a platform administrator. */
export async function useTestToken(ctx: RequestContext, client: Client, token: string): Promise<number> {
  const match = TOKEN.exec(token);
  if (!match || Number(match[1]) !== client.id) throw new SignOnTestFailure(words.linkUsed);
  const found = await findLinkToken(ctx.db, hashToken(token), ['sso_test']);
  const usable =
    found && !found.token.usedAt && found.token.expiresAt > ctx.now && found.user.userType === 'admin' && found.user.clientId === null && found.token.actorId;
  if (!usable || !(await markLinkTokenUsed(ctx.db, found.token.id, ctx.now))) throw new SignOnTestFailure(words.linkUsed);
  return found.user.id;
}

const redirectUriOf = (ctx: SsoContext, code: string) => publicUrl(ctx.config, code, ssoCallbackPath(ctx.config, code));

/** Starts a test: the provider is asked to sign in afresh; the state cookie marks it a test of these settings. */
export async function startSignOnTest(ctx: SsoContext, code: string, token: string): Promise<{ location: string; sealed: string }> {
  const { client, row, idp } = await providerFor(ctx, code);
  const actorId = await useTestToken(ctx, client, token);
  const { url, pending } = await ctx.relyingParty.authorizationUrl(idp, redirectUriOf(ctx, code), undefined, 'login');
  const test = { actorId, fingerprint: providerFingerprint(row) };
  return { location: url.href, sealed: await sealPendingLogin(ctx.keys.ssoState, { client: code, ...pending, test }, ctx.now) };
}

/** Protocol claims say nothing about the person: left out. */
const PROTOCOL = new Set(['aud', 'exp', 'iat', 'nbf', 'nonce', 'at_hash', 'c_hash', 's_hash', 'azp', 'sid', 'jti', 'auth_time']);
const MAX_CLAIMS = 40;
const MAX_TEXT = 200;

/** What is kept of the claims: a small JSON of names and short values (lists and objects as JSON text). */
export function keptClaims(claims: Record<string, unknown>): Record<string, ClaimValue> {
  const kept: Record<string, ClaimValue> = {};
  for (const [name, value] of Object.entries(claims)) {
    if (PROTOCOL.has(name) || name.length > 100 || Object.keys(kept).length >= MAX_CLAIMS) continue;
    if (typeof value === 'boolean' || value === null || (typeof value === 'number' && Number.isFinite(value))) kept[name] = value;
    else if (value !== undefined) {
      const text = typeof value === 'string' ? value : JSON.stringify(value);
      kept[name] = text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT)}…` : text;
    }
  }
  return kept;
}

export interface SignOnTestResult {
  clientName: string;
  claims: Record<string, ClaimValue>;
  /** The e-mail a login would use (verified), or null. */
  email: string | null;
  /** An e-mail was sent, but not as verified. */
  unverified: boolean;
  /** An activated person of the client has that e-mail. */
  personFound: boolean;
}

/** Ends a test: exchanges the code, records the claims on the provider (audited), logs nobody in. */
export async function finishSignOnTest(ctx: SsoContext, input: { client: string; query: string; pending: PendingLogin }): Promise<SignOnTestResult> {
  const { client: code, pending } = input;
  const { client, row, idp } = await providerFor(ctx, code);
  if (!pending.test || pending.client !== code || providerFingerprint(row) !== pending.test.fingerprint) throw new SignOnTestFailure(words.changedMeanwhile);
  const callbackUrl = new URL(redirectUriOf(ctx, code));
  callbackUrl.search = input.query;
  const identity = await ctx.relyingParty.identify(idp, callbackUrl, pending);
  const claims = keptClaims(identity.claims);
  const actorId = pending.test.actorId;
  await ctx.db.transaction(async (tx) => {
    if (!(await recordSsoTest(tx, row, ctx.now, claims))) throw new SignOnTestFailure(words.changedMeanwhile);
    await recordAudit(tx, {
      action: 'client.sign-on.tested',
      clientId: client.id,
      actorId,
      subjectId: null,
      details: { issuer: row.issuer, claims: Object.keys(claims) },
    });
  });
  const person = identity.email ? await findActivatedClientUser(ctx.db, client.id, identity.email) : undefined;
  const unverified = identity.email === null && typeof identity.claims.email === 'string';
  return { clientName: client.name, claims, email: identity.email, unverified, personFound: person !== undefined };
}

/** Why a test failed, in words: the provider's own refusal, a rejected client, or what went wrong. */
export function testFailureWords(error: unknown): string {
  if (error instanceof SignOnTestFailure) return error.message;
  if (error instanceof ResponseBodyError && error.error === 'invalid_client') return words.clientRejected;
  if (error instanceof WWWAuthenticateChallengeError && error.status === 401) return words.clientRejected;
  if (error instanceof AuthorizationResponseError || error instanceof ResponseBodyError) return words.refused(error.error_description || error.error);
  return words.unexpected(error instanceof Error ? error.message : String(error));
}
