import { isReturnPath, loginLinkPath, RETURN_PARAM } from '@portal/contracts';
import { publicUrl } from '../../config.ts';
import type { Client } from '../../db/schema/index.ts';
import { clock } from '../../lib/clock.ts';
import { openSecret } from '../../lib/secret-box.ts';
import type { AuthDeps } from '../auth/deps.ts';
import { issueLoginLink } from '../login-links/index.ts';
import { ssoCallbackPath } from './paths.ts';
import { currentSchemeYear, findActivatedClientUser, findSsoProvider } from './queries.ts';
import type { IdentityProvider, RelyingParty } from './relying-party.ts';
import { openPendingLogin, sealPendingLogin } from './state-cookie.ts';

export interface SsoDeps extends AuthDeps {
  relyingParty: RelyingParty;
}

/** Why a sign-in ended on the error page; logged, never shown. */
export class SsoFailure extends Error {}

/** The identity provider of the host's client; the start and callback run on that client's own host. */
async function providerOf(deps: SsoDeps, code: string, host: Client | null): Promise<{ client: Client; idp: IdentityProvider }> {
  if (!host || host.code !== code) throw new SsoFailure('not on the client host');
  const row = await findSsoProvider(deps.db, host.id);
  if (!row) throw new SsoFailure('no identity provider configured');
  const clientSecret = openSecret(deps.keys.secretBox, row.clientSecretEncrypted);
  if (clientSecret === null) throw new SsoFailure('the client secret cannot be opened with this key');
  return { client: host, idp: { issuer: row.issuer, clientId: row.oidcClientId, clientSecret, scopes: row.scopes } };
}

const redirectUriOf = (deps: SsoDeps, code: string) => publicUrl(deps.config, code, ssoCallbackPath(deps.config, code));

/** Where to send the browser to sign in, and the sealed state for the cookie. */
export async function startSso(deps: SsoDeps, code: string, host: Client | null, loginHint?: string, returnTo?: string): Promise<{ location: string; sealed: string }> {
  const { idp } = await providerOf(deps, code, host);
  const { url, pending } = await deps.relyingParty.authorizationUrl(idp, redirectUriOf(deps, code), loginHint);
  // Anything but a path of this portal is dropped: the sign-in still works and ends on the home page.
  const back = returnTo && isReturnPath(returnTo) ? { returnTo } : {};
  return { location: url.href, sealed: await sealPendingLogin(deps.keys.ssoState, { client: code, ...pending, ...back }, clock.now()) };
}

/**
 * Exchanges the code and matches the e-mail to an activated person of THIS client, then answers the
 * web route that logs them in with a one-time token (60 s).
 */
export async function finishSso(deps: SsoDeps, code: string, host: Client | null, query: string, sealed: string | null): Promise<string> {
  const { client, idp } = await providerOf(deps, code, host);
  const now = clock.now();
  const pending = await openPendingLogin(deps.keys.ssoState, sealed, now);
  if (!pending || pending.client !== code) throw new SsoFailure('no pending sign-in for this client');
  const callbackUrl = new URL(redirectUriOf(deps, code));
  callbackUrl.search = query;
  const identity = await deps.relyingParty.identify(idp, callbackUrl, pending);
  if (!identity.email) throw new SsoFailure('the identity provider sent no verified e-mail');
  const user = await findActivatedClientUser(deps.db, client.id, identity.email);
  if (!user) throw new SsoFailure('no activated person of this client has that e-mail');
  const schemeYear = await currentSchemeYear(deps.db, client.id, now);
  const token = await issueLoginLink(deps.db, { prefix: 'sso', userId: user.id, actorId: null, schemeYear }, now);
  const link = loginLinkPath('sso', token, schemeYear);
  return pending.returnTo ? `${link}?${RETURN_PARAM}=${encodeURIComponent(pending.returnTo)}` : link;
}
