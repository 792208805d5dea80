import { exportJWK, generateKeyPair } from 'jose';
import type { Provider, ProviderContext } from 'oidc-provider';
import { publicUrl, type Config } from '../../../config.ts';
import type { Db } from '../../../db/connect.ts';
import type { AuthKeys } from '../../../lib/auth-keys.ts';
import { ssoCallbackPath } from '../paths.ts';
import { findDevAccount } from './accounts.ts';
import { errorPage, loggedOutPage, logoutPage } from './pages.ts';
import { DEV_IDP_MOUNT, devIdpClientCodes, devIdpClientSecret, devIdpCookieKey, devIdpIssuer } from './settings.ts';

const SCOPE = 'openid email profile';

/** First-party demo clients: consent is given on the user's behalf (the portal asks for nothing else). */
async function autoConsent(ctx: ProviderContext) {
  const { oidc } = ctx;
  const clientId = oidc.client?.clientId;
  const accountId = oidc.session?.accountId;
  if (!clientId || !accountId) return undefined;
  const grantId = oidc.result?.consent?.grantId ?? oidc.session?.grantIdFor(clientId);
  const existing = grantId ? await oidc.provider.Grant.find(grantId) : undefined;
  if (existing) return existing;
  const grant = new oidc.provider.Grant({ clientId, accountId });
  grant.addOIDCScope(SCOPE);
  await grant.save();
  return grant;
}

const sendHtml = async (ctx: ProviderContext, body: string) => {
  ctx.type = 'html';
  ctx.body = body;
};

/**
 * The demo OpenID provider. Development only: its keys are generated at start and it keeps sessions,
 * codes and grants in oidc-provider's in-memory adapter, so it is for one instance and forgets on restart.
 */
export async function createDevProvider(db: Db, config: Config, keys: AuthKeys): Promise<Provider> {
  const { default: OidcProvider } = await import('oidc-provider');
  const codes = devIdpClientCodes(config);
  const { privateKey } = await generateKeyPair('ES256', { extractable: true });
  const signingKey = { ...(await exportJWK(privateKey)), alg: 'ES256', use: 'sig', kid: `dev-${Date.now().toString(36)}` };

  const provider = new OidcProvider(devIdpIssuer(config), {
    clients: codes.map((code) => ({
      client_id: code,
      client_name: code,
      client_secret: devIdpClientSecret(keys, code),
      redirect_uris: [publicUrl(config, code, ssoCallbackPath(config, code))],
      post_logout_redirect_uris: [publicUrl(config, code, '/logout-success')],
      id_token_signed_response_alg: 'ES256',
    })),
    findAccount: (_ctx: unknown, sub: string) => findDevAccount(db, codes, sub),
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'given_name', 'family_name'] },
    scopes: ['openid', 'email', 'profile'],
    interactions: { url: (_ctx: unknown, interaction: { uid: string }) => `${DEV_IDP_MOUNT}/interaction/${interaction.uid}` },
    cookies: { keys: [devIdpCookieKey(keys)] },
    jwks: { keys: [signingKey] },
    pkce: { required: () => true },
    loadExistingGrant: autoConsent,
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: (ctx: ProviderContext, form: string) => sendHtml(ctx, logoutPage(form)),
        postLogoutSuccessSource: (ctx: ProviderContext) => sendHtml(ctx, loggedOutPage()),
      },
    },
    renderError: (ctx: ProviderContext) => sendHtml(ctx, errorPage('Something went wrong while signing you in. Go back to the portal and try again.')),
    ttl: { AccessToken: 600, AuthorizationCode: 60, IdToken: 600, Interaction: 600, Session: 3600, Grant: 3600 },
  });
  provider.proxy = config.TRUST_PROXY;
  return provider;
}
