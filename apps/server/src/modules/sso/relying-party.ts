import * as oidc from 'openid-client';
import { isLocalhostName, loopbackAwareFetch } from './loopback-fetch.ts';

export interface IdentityProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  scopes: string;
}

/** What the portal learns from a finished authorization: the identity provider's subject and e-mail. */
export interface Identity {
  subject: string;
  /** Null when the provider sent none, or said it is not verified. */
  email: string | null;
  /** Everything the ID token and (when it was asked) the userinfo answer said: the admin console's sign-on test shows them. */
  claims: Record<string, unknown>;
}

export interface PendingAuthorization {
  state: string;
  nonce: string;
  verifier: string;
}

const DISCOVERY_TTL_MS = 10 * 60_000;
const isLoopback = (hostname: string) => isLocalhostName(hostname) || hostname === '127.0.0.1' || hostname === '[::1]';

/**
 * An OpenID Connect relying party (authorization code + PKCE + state + nonce). Discovered provider
 * metadata is cached for a few minutes: a cache only, every instance rebuilds it on demand.
 */
export class RelyingParty {
  readonly #discovered = new Map<string, { config: oidc.Configuration; at: number }>();

  async #configuration(idp: IdentityProvider): Promise<oidc.Configuration> {
    const key = `${idp.issuer}\n${idp.clientId}\n${idp.clientSecret}`;
    const hit = this.#discovered.get(key);
    if (hit && Date.now() - hit.at < DISCOVERY_TTL_MS) return hit.config;
    const issuer = new URL(idp.issuer);
    // Plain http only for a provider on this machine (the demo one); anything else must be https.
    const insecure = issuer.protocol === 'http:' && isLoopback(issuer.hostname);
    const config = await oidc.discovery(issuer, idp.clientId, undefined, oidc.ClientSecretBasic(idp.clientSecret), {
      [oidc.customFetch]: loopbackAwareFetch,
      execute: insecure ? [oidc.allowInsecureRequests] : [],
      timeout: 10,
    });
    this.#discovered.set(key, { config, at: Date.now() });
    return config;
  }

  /** `prompt: 'login'` asks the provider to sign in again even if its session is open (the console's sign-on test). */
  async authorizationUrl(
    idp: IdentityProvider,
    redirectUri: string,
    loginHint?: string,
    prompt?: 'login',
  ): Promise<{ url: URL; pending: PendingAuthorization }> {
    const config = await this.#configuration(idp);
    const pending = { state: oidc.randomState(), nonce: oidc.randomNonce(), verifier: oidc.randomPKCECodeVerifier() };
    const url = oidc.buildAuthorizationUrl(config, {
      redirect_uri: redirectUri,
      scope: idp.scopes,
      code_challenge: await oidc.calculatePKCECodeChallenge(pending.verifier),
      code_challenge_method: 'S256',
      state: pending.state,
      nonce: pending.nonce,
      ...(loginHint && { login_hint: loginHint }),
      ...(prompt && { prompt }),
    });
    return { url, pending };
  }

  /** Exchanges the code (the callback URL as registered, with the provider's query) and reads who signed in. */
  async identify(idp: IdentityProvider, callbackUrl: URL, pending: PendingAuthorization): Promise<Identity> {
    const config = await this.#configuration(idp);
    const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
      pkceCodeVerifier: pending.verifier,
      expectedState: pending.state,
      expectedNonce: pending.nonce,
      idTokenExpected: true,
    });
    const idClaims = tokens.claims();
    if (!idClaims) throw new Error('No ID token claims');
    // Providers that follow the spec strictly put profile claims only in the userinfo answer.
    const claims: Record<string, unknown> =
      typeof idClaims.email === 'string' ? { ...idClaims } : { ...idClaims, ...(await oidc.fetchUserInfo(config, tokens.access_token, idClaims.sub)) };
    const { email, email_verified: verified } = claims;
    return { subject: idClaims.sub, email: typeof email === 'string' && verified !== false ? email : null, claims };
  }
}
