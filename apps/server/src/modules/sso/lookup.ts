import type { RequestContext } from '../../plugins/request-context.ts';
import { samlPath, ssoStartPath } from './paths.ts';
import { findSsoProvider, hasSamlProvider } from './queries.ts';

/**
 * Single sign-on for the e-mail when the host's client routes its domain there (an SSO-only client:
 * every e-mail): its OIDC or SAML start when it has an identity provider, else its configured login address.
 */
export async function lookupLogin(ctx: RequestContext, input: { email: string }): Promise<{ hasSSO: boolean; url: string | null }> {
  const { email } = input;
  const host = ctx.client;
  const domain = email.split('@').pop()?.toLowerCase() ?? '';
  const routed = host !== null && host.ssoEmailDomains.includes(domain);
  if (host && (routed || host.ssoAccessOnly) && (await findSsoProvider(ctx.db, host.id))) {
    return { hasSSO: true, url: `${ssoStartPath(ctx.config, host.code)}?login_hint=${encodeURIComponent(email)}` };
  }
  // A client signs on with OpenID Connect or SAML, never both (docs/decisions/saml.md).
  if (host && (routed || host.ssoAccessOnly) && (await hasSamlProvider(ctx.db, host.id))) {
    return { hasSSO: true, url: `${samlPath(ctx.config, host.code, 'start')}?login_hint=${encodeURIComponent(email)}` };
  }
  if (routed && host.ssoLoginUrl) return { hasSSO: true, url: host.ssoLoginUrl };
  return { hasSSO: false, url: null };
}
