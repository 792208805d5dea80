import { createHash } from 'node:crypto';
import { generateServiceProviderMetadata, SAML, SamlStatusError, ValidateInResponseTo, type CacheProvider, type Profile } from '@node-saml/node-saml';
import { samlTexts } from '@portal/contracts';
import { publicUrl, type Config } from '../../config.ts';
import type { SamlProvider } from '../../db/schema/index.ts';
import { samlPath } from '../sso/index.ts';

/** The person's e-mail address as NameID: what the identity provider is asked for. */
export const NAMEID_EMAIL = 'urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress';
/** Clocks of the identity provider and this server may differ this much. */
export const CLOCK_SKEW_MS = 60_000;
const REQUEST_TTL_MS = 10 * 60_000;

/** This portal as a SAML service provider for one client: its entity id is its metadata's address on the client's host. */
export function serviceProvider(config: Pick<Config, 'API_BASE' | 'PUBLIC_URL' | 'PORT'>, clientCode: string) {
  const at = (leaf: 'start' | 'acs' | 'metadata') => publicUrl(config, clientCode, samlPath(config, clientCode, leaf));
  return { entityId: at('metadata'), acsUrl: at('acs'), metadataUrl: at('metadata') };
}

/** Our metadata for the identity provider: entity id, the ACS (HTTP-POST), NameID e-mail, signed assertions wanted. */
export function serviceProviderMetadata(config: Pick<Config, 'API_BASE' | 'PUBLIC_URL' | 'PORT'>, clientCode: string): string {
  const sp = serviceProvider(config, clientCode);
  return generateServiceProviderMetadata({ issuer: sp.entityId, callbackUrl: sp.acsUrl, identifierFormat: NAMEID_EMAIL, wantAssertionsSigned: true });
}

/** The settings a sign-on test ran with: a test recorded against other ones would prove nothing. */
export const samlFingerprint = (row: Pick<SamlProvider, 'idpEntityId' | 'ssoUrl' | 'certificates'>) =>
  createHash('sha256')
    .update(JSON.stringify([row.idpEntityId, row.ssoUrl, row.certificates]))
    .digest('base64url')
    .slice(0, 22);

/**
 * node-saml checks InResponseTo against a cache of the requests made. The only request this browser may answer is the
 * one in its state cookie, so the cache is that one id: nothing is kept on the server, any instance can take the answer.
 */
class OneRequest implements CacheProvider {
  id: string | null = null;
  createdAt: string | null = null;
  constructor(pending?: { requestId: string; createdAt: string }) {
    if (pending) [this.id, this.createdAt] = [pending.requestId, pending.createdAt];
  }
  saveAsync(key: string, value: string) {
    [this.id, this.createdAt] = [key, value];
    return Promise.resolve({ value, createdAt: Date.now() });
  }
  getAsync(key: string) {
    return Promise.resolve(key === this.id ? this.createdAt : null);
  }
  removeAsync(key: string | null) {
    return Promise.resolve(key);
  }
}

function samlFor(config: Pick<Config, 'API_BASE' | 'PUBLIC_URL' | 'PORT'>, clientCode: string, row: SamlProvider, cache: OneRequest, forceAuthn = false) {
  const sp = serviceProvider(config, clientCode);
  return new SAML({
    issuer: sp.entityId,
    callbackUrl: sp.acsUrl,
    audience: sp.entityId,
    entryPoint: row.ssoUrl,
    idpCert: row.certificates,
    identifierFormat: NAMEID_EMAIL,
    // The assertion must carry a signature by one of the client's certificates; many providers sign only the assertion.
    wantAssertionsSigned: true,
    wantAuthnResponseSigned: false,
    acceptedClockSkewMs: CLOCK_SKEW_MS,
    validateInResponseTo: ValidateInResponseTo.always,
    requestIdExpirationPeriodMs: REQUEST_TTL_MS,
    cacheProvider: cache,
    disableRequestedAuthnContext: true,
    forceAuthn,
  });
}

/** Where to send the browser (HTTP-Redirect binding) and the request id the answer must name. */
export async function authnRequest(
  config: Pick<Config, 'API_BASE' | 'PUBLIC_URL' | 'PORT'>,
  clientCode: string,
  row: SamlProvider,
  options: { relayState?: string; loginHint?: string; forceAuthn?: boolean } = {},
): Promise<{ location: string; requestId: string; createdAt: string }> {
  const cache = new OneRequest();
  const saml = samlFor(config, clientCode, row, cache, options.forceAuthn);
  const additionalParams: Record<string, string> = options.loginHint ? { login_hint: options.loginHint } : {};
  const location = await saml.getAuthorizeUrlAsync(options.relayState ?? '', undefined, { additionalParams });
  if (!cache.id || !cache.createdAt) throw new Error('node-saml made no request id');
  return { location, requestId: cache.id, createdAt: cache.createdAt };
}

/** A SAML response refused, with the reason in words (the sign-on test shows it; a sign-in only logs it). */
export class SamlRefusal extends Error {}

const r = samlTexts.refused;

function refusalOf(error: unknown): SamlRefusal {
  if (error instanceof SamlRefusal) return error;
  if (error instanceof SamlStatusError) return new SamlRefusal(r.status);
  const message = error instanceof Error ? error.message : '';
  if (/signature|signed data/i.test(message)) return new SamlRefusal(r.unsigned);
  if (/InResponseTo/i.test(message)) return new SamlRefusal(r.inResponseTo);
  if (/audience/i.test(message)) return new SamlRefusal(r.audience);
  if (/expired|not yet valid|subject confirmation/i.test(message)) return new SamlRefusal(r.expired);
  return new SamlRefusal(r.malformed);
}

export interface SamlIdentity {
  /** The person's e-mail: NameID when it is one, else a usual e-mail attribute. */
  email: string | null;
  nameId: string;
  /** The attributes and NameID as received, for the sign-on test. */
  attributes: Record<string, unknown>;
}

const EMAIL_ATTRIBUTES = ['email', 'mail', 'urn:oid:0.9.2342.19200300.100.1.3', 'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/emailaddress'];
const looksLikeEmail = (value: unknown): value is string => typeof value === 'string' && /^[^\s@]+@[^\s@]+$/.test(value) && value.length <= 254;

/**
 * Checks a POSTed SAMLResponse as node-saml does (a signed assertion by a trusted certificate, InResponseTo the request
 * in the cookie, audience ours, timestamps within the clock skew) and, beside it, that the assertion's Issuer is the
 * client's identity provider (node-saml checks that only for logout messages).
 */
export async function verifyResponse(
  config: Pick<Config, 'API_BASE' | 'PUBLIC_URL' | 'PORT'>,
  clientCode: string,
  row: SamlProvider,
  pending: { requestId: string; createdAt: string },
  samlResponse: string,
): Promise<SamlIdentity> {
  let profile: Profile | null;
  try {
    ({ profile } = await samlFor(config, clientCode, row, new OneRequest(pending)).validatePostResponseAsync({ SAMLResponse: samlResponse }));
  } catch (error) {
    throw refusalOf(error);
  }
  if (!profile) throw new SamlRefusal(r.status);
  if (profile.issuer !== row.idpEntityId) throw new SamlRefusal(r.issuer);
  const {
    issuer: _issuer,
    inResponseTo: _inResponseTo,
    sessionIndex: _session,
    getAssertion: _a,
    getAssertionXml: _x,
    getSamlResponseXml: _s,
    ...attributes
  } = profile;
  const named = EMAIL_ATTRIBUTES.map((name) => profile[name]).find(looksLikeEmail);
  const email = looksLikeEmail(profile.nameID) ? profile.nameID : (named ?? null);
  return { email, nameId: profile.nameID, attributes };
}
