import { isReturnPath, loginLinkPath, RETURN_PARAM } from '@portal/contracts';
import { publicUrl } from '../../config.ts';
import { findActivatedClientUser } from '../../db/repositories/users.ts';
import type { Client } from '../../db/schema/index.ts';
import { openSecret } from '../../lib/secret-box.ts';
import type { RequestContext } from '../../plugins/request-context.ts';
import { currentSchemeYear, issueLoginLink } from '../login-links/index.ts';
import { ssoCallbackPath } from './paths.ts';
import { findSsoProvider } from './queries.ts';
import type { IdentityProvider, RelyingParty } from './relying-party.ts';
import { openPendingLogin, sealPendingLogin } from './state-cookie.ts';

export type SsoContext = RequestContext & { relyingParty: RelyingParty };

/** Why a sign-in ended on the error page; logged, never shown. */
export class SsoFailure extends Error {}

/** The identity provider of the host's client; the start and callback run on that client's own host. */
async function providerOf(ctx: SsoContext, code: string): Promise<{ client: Client; idp: IdentityProvider }> {
  const host = ctx.client;
  if (!host || host.code !== code) throw new SsoFailure('not on the client host');
  const row = await findSsoProvider(ctx.db, host.id);
  if (!row) throw new SsoFailure('no identity provider configured');
  const clientSecret = openSecret(ctx.keys.secretBox, row.clientSecretEncrypted);
  if (clientSecret === null) throw new SsoFailure('the client secret cannot be opened with this key');
  return { client: host, idp: { issuer: row.issuer, clientId: row.oidcClientId, clientSecret, scopes: row.scopes } };
}

const redirectUriOf = (ctx: SsoContext, code: string) => publicUrl(ctx.config, code, ssoCallbackPath(ctx.config, code));

interface StartInput {
  /** The client code in the path. */
  client: string;
  loginHint?: string | undefined;
  returnTo?: string | undefined;
}

/** Where to send the browser to sign in, and the sealed state for the cookie. */
export async function startSso(ctx: SsoContext, input: StartInput): Promise<{ location: string; sealed: string }> {
  const { client: code, loginHint, returnTo } = input;
  const { idp } = await providerOf(ctx, code);
  const { url, pending } = await ctx.relyingParty.authorizationUrl(idp, redirectUriOf(ctx, code), loginHint);
  // Anything but a path of this portal is dropped: the sign-in still works and ends on the home page.
  const back = returnTo && isReturnPath(returnTo) ? { returnTo } : {};
  return { location: url.href, sealed: await sealPendingLogin(ctx.keys.ssoState, { client: code, ...pending, ...back }, ctx.now) };
}

interface FinishInput {
  client: string;
  /** The identity provider's query string, `?` included. */
  query: string;
  /** The state cookie set at the start. */
  sealed: string | null;
}

/**
 * Exchanges the code and matches the e-mail to an activated person of THIS client, then answers the
 * web route that logs them in with a one-time token (60 s).
 */
export async function finishSso(ctx: SsoContext, input: FinishInput): Promise<string> {
  const code = input.client;
  const { client, idp } = await providerOf(ctx, code);
  const pending = await openPendingLogin(ctx.keys.ssoState, input.sealed, ctx.now);
  if (!pending || pending.client !== code) throw new SsoFailure('no pending sign-in for this client');
  const callbackUrl = new URL(redirectUriOf(ctx, code));
  callbackUrl.search = input.query;
  const identity = await ctx.relyingParty.identify(idp, callbackUrl, pending);
  if (!identity.email) throw new SsoFailure('the identity provider sent no verified e-mail');
  return signInByEmail(ctx, client, identity.email, pending.returnTo);
}

/**
 * The end of every single sign-on (OpenID Connect and SAML) once the identity provider has vouched for an e-mail: an
 * activated person of THIS client with it gets a one-time login link (60 s) for the web route that logs them in.
 */
export async function signInByEmail(ctx: RequestContext, client: Client, email: string, returnTo?: string): Promise<string> {
  const user = await findActivatedClientUser(ctx.db, client.id, email);
  if (!user) throw new SsoFailure('no activated person of this client has that e-mail');
  const schemeYear = await currentSchemeYear(ctx.db, client.id, ctx.now);
  const token = await issueLoginLink(ctx.db, { prefix: 'sso', userId: user.id, actorId: null, schemeYear }, ctx.now);
  const link = loginLinkPath('sso', token, schemeYear);
  return returnTo && isReturnPath(returnTo) ? `${link}?${RETURN_PARAM}=${encodeURIComponent(returnTo)}` : link;
}
