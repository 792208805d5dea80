import { isReturnPath, samlTexts, signOnTexts } from '@portal/contracts';
import { recordAudit } from '../../db/repositories/audit-log.ts';
import { findActivatedClientUser } from '../../db/repositories/users.ts';
import type { Client, SamlProvider } from '../../db/schema/index.ts';
import type { RequestContext } from '../../plugins/request-context.ts';
import { keptClaims, signInByEmail, SignOnTestFailure, SsoFailure, useTestToken } from '../sso/index.ts';
import { findSamlProvider, recordSamlTest } from './queries.ts';
import { authnRequest, samlFingerprint, verifyResponse } from './service-provider.ts';
import { openPendingSaml, sealPendingSaml, type PendingSaml } from './state-cookie.ts';

const words = signOnTexts.testPage;

/** The host's client and its SAML identity provider: the round trip runs on that client's own host. */
async function providerOf(ctx: RequestContext, code: string): Promise<{ client: Client; row: SamlProvider }> {
  const client = ctx.client;
  if (!client || client.code !== code) throw new SsoFailure('not on the client host');
  const row = await findSamlProvider(ctx.db, client.id);
  if (!row) throw new SsoFailure('no SAML identity provider configured');
  return { client, row };
}

interface StartInput {
  client: string;
  loginHint?: string | undefined;
  returnTo?: string | undefined;
}

/**
 * Where to send the browser (the AuthnRequest, HTTP-Redirect binding) and the sealed request id for the cookie. The
 * portal page to come back to travels as RelayState; only a path of this portal is sent, and only one is taken back.
 */
export async function startSaml(ctx: RequestContext, input: StartInput): Promise<{ location: string; sealed: string }> {
  const { row } = await providerOf(ctx, input.client);
  const relayState = input.returnTo && isReturnPath(input.returnTo) ? input.returnTo : '';
  const request = await authnRequest(ctx.config, input.client, row, { relayState, ...(input.loginHint && { loginHint: input.loginHint }) });
  const pending: PendingSaml = { client: input.client, requestId: request.requestId, createdAt: request.createdAt };
  return { location: request.location, sealed: await sealPendingSaml(ctx.keys.ssoState, pending, ctx.now) };
}

interface FinishInput {
  client: string;
  samlResponse: string;
  relayState: string | undefined;
  /** The state cookie set at the start. */
  sealed: string | null;
}

/** Checks the response and signs in the activated person of THIS client it names, exactly as OpenID Connect's callback does. */
export async function finishSaml(ctx: RequestContext, input: FinishInput): Promise<string> {
  const { client, row } = await providerOf(ctx, input.client);
  const pending = await openPendingSaml(ctx.keys.ssoState, input.sealed, ctx.now);
  if (!pending || pending.client !== input.client || pending.test) throw new SsoFailure('no pending SAML sign-in for this client in this browser');
  const identity = await verifyResponse(ctx.config, input.client, row, pending, input.samlResponse);
  if (!identity.email) throw new SsoFailure('the identity provider sent no e-mail');
  return signInByEmail(ctx, client, identity.email, input.relayState);
}

/** Starts the console's sign-on test: the one-time link is used up, the provider is asked to sign in afresh. */
export async function startSamlTest(ctx: RequestContext, code: string, token: string): Promise<{ location: string; sealed: string }> {
  const client = ctx.client;
  if (!client || client.code !== code) throw new SignOnTestFailure(words.linkUsed);
  const row = await findSamlProvider(ctx.db, client.id);
  if (!row) throw new SignOnTestFailure(words.notConfigured);
  const actorId = await useTestToken(ctx, client, token);
  const request = await authnRequest(ctx.config, code, row, { forceAuthn: true });
  const pending: PendingSaml = {
    client: code,
    requestId: request.requestId,
    createdAt: request.createdAt,
    test: { actorId, fingerprint: samlFingerprint(row) },
  };
  return { location: request.location, sealed: await sealPendingSaml(ctx.keys.ssoState, pending, ctx.now) };
}

/** What the test received: the attributes (NameID first) as short texts. */
function keptAttributes(nameId: string, attributes: Record<string, unknown>): Record<string, string | null> {
  const kept = keptClaims({ NameID: nameId, ...attributes });
  return Object.fromEntries(Object.entries(kept).map(([name, value]) => [name, value === null ? null : String(value)]));
}

/** Ends a test: checks the response as a sign-in would, records the attributes on the provider (audited), logs nobody in. */
export async function finishSamlTest(ctx: RequestContext, input: { client: string; samlResponse: string; pending: PendingSaml }) {
  const { client: code, pending } = input;
  const client = ctx.client;
  if (!client || client.code !== code || !pending.test || pending.client !== code) throw new SignOnTestFailure(words.linkUsed);
  const row = await findSamlProvider(ctx.db, client.id);
  if (!row) throw new SignOnTestFailure(words.notConfigured);
  if (samlFingerprint(row) !== pending.test.fingerprint) throw new SignOnTestFailure(words.changedMeanwhile);
  const identity = await verifyResponse(ctx.config, code, row, pending, input.samlResponse);
  const attributes = keptAttributes(identity.nameId, identity.attributes);
  const actorId = pending.test.actorId;
  await ctx.db.transaction(async (tx) => {
    if (!(await recordSamlTest(tx, row, ctx.now, attributes))) throw new SignOnTestFailure(words.changedMeanwhile);
    await recordAudit(tx, {
      action: 'client.sign-on.tested',
      clientId: client.id,
      actorId,
      subjectId: null,
      details: { issuer: row.idpEntityId, claims: Object.keys(attributes) },
    });
  });
  const person = identity.email ? await findActivatedClientUser(ctx.db, client.id, identity.email) : undefined;
  return { clientName: client.name, claims: attributes, email: identity.email, unverified: false, personFound: person !== undefined };
}

export { openPendingSaml };
export const samlTestNoEmail = samlTexts.testPage.noEmail;
