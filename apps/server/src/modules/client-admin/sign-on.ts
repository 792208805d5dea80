import { samlTexts, signOnTexts, ssoTexts, type SignOnSaveValues, type SignOnSettings } from '@portal/contracts';
import { publicUrl } from '../../config.ts';
import { recordAudit } from '../../db/repositories/audit-log.ts';
import { findClientById, updateClientSettings } from '../../db/repositories/clients.ts';
import type { Executor } from '../../db/repositories/executor.ts';
import type { Client, SsoProvider } from '../../db/schema/index.ts';
import { AppError, badRequest, notFound } from '../../lib/errors.ts';
import { fieldChanges } from '../../lib/field-changes.ts';
import { openSecret, sealSecret } from '../../lib/secret-box.ts';
import { platformAdminAccess } from '../../plugins/platform-admin-context.ts';
import type { SignedInContext } from '../../plugins/request-context.ts';
import {
  checkDiscovery,
  deleteSsoProvider,
  devIdpClientCodes,
  devIdpClientSecret,
  devIdpIssuer,
  devIdpLogoutUrl,
  findSsoProvider,
  hasSamlProvider,
  issueSignOnTestLink,
  ssoCallbackPath,
  upsertSsoProvider,
} from '../sso/index.ts';
import { forgetCachedClients } from '../tenant/index.ts';

const t = signOnTexts;

async function existing(db: Executor, clientId: number): Promise<Client> {
  const client = await findClientById(db, clientId);
  if (!client) throw notFound(ssoTexts.clientNotFound);
  return client;
}

/** The demo identity provider can stand in for this client: it is mounted and serves the client's code. */
const demoServes = (ctx: SignedInContext, client: Client) => ctx.config.devIdp && devIdpClientCodes(ctx.config).includes(client.code);

/** The Sign-on tab's view: never the secret, only whether one is stored. */
function present(ctx: SignedInContext, client: Client, row: SsoProvider | undefined): SignOnSettings {
  const { config } = ctx;
  return {
    issuer: row?.issuer ?? null,
    clientId: row?.oidcClientId ?? null,
    secretSet: row !== undefined,
    emailDomains: client.ssoEmailDomains,
    logoutUrl: client.ssoLogoutUrl,
    redirectUri: publicUrl(config, client.code, ssoCallbackPath(config, client.code)),
    lastTest: row?.lastTestedAt ? { at: row.lastTestedAt.toISOString(), claims: row.lastTestClaims ?? {} } : null,
    version: client.settingsVersion,
    demoProvider: { available: demoServes(ctx, client), issuer: config.devIdp ? devIdpIssuer(config) : null },
  };
}

/** 409: someone saved first; the answer carries the sign-on settings as they are now. */
async function changedSinceRead(ctx: SignedInContext, db: Executor, clientId: number) {
  const client = await existing(db, clientId);
  return new AppError(409, t.changedSinceOpened, undefined, { current: present(ctx, client, await findSsoProvider(db, clientId)) });
}

export async function getSignOn(ctx: SignedInContext, clientId: number): Promise<SignOnSettings> {
  platformAdminAccess(ctx);
  const client = await existing(ctx.db, clientId);
  return present(ctx, client, await findSsoProvider(ctx.db, clientId));
}

interface Provider {
  issuer: string;
  oidcClientId: string;
  /** Null: keep the stored one. */
  secret: string | null;
}

/** The provider a save asks for: the demo identity provider's, or the fields sent (400 when a needed one is missing). */
function providerOf(ctx: SignedInContext, client: Client, input: SignOnSaveValues, stored: SsoProvider | undefined): Provider {
  if (input.useDemoProvider) {
    if (!demoServes(ctx, client)) throw badRequest({ useDemoProvider: t.errors.demoUnavailable }, t.errors.demoUnavailable);
    return { issuer: devIdpIssuer(ctx.config), oidcClientId: client.code, secret: devIdpClientSecret(ctx.keys, client.code) };
  }
  const secret = input.clientSecret || null;
  if (secret === null && !stored) throw badRequest({ clientSecret: t.errors.secretRequired });
  // The contract has already asked for both (needsProvider).
  return { issuer: input.issuer ?? '', oidcClientId: input.clientId ?? '', secret };
}

const asAuditRecord = (row: { issuer: string | null; clientId: string | null; emailDomains: string[]; logoutUrl: string | null }) => ({
  issuer: row.issuer,
  clientId: row.clientId,
  emailDomains: row.emailDomains.join(', ') || null,
  logoutUrl: row.logoutUrl,
});

/**
 * Saves the client's identity provider. The issuer's discovery is read and checked first (400 on `issuer`, nothing
 * saved); then, in one transaction from the version the tab read (else 409 with the current values): the client's
 * domains and logout address, the provider with its secret sealed, and the audit entry (the secret's values blanked).
 * A new issuer, client id or secret clears the last test: it proved the old settings.
 */
export async function saveSignOn(ctx: SignedInContext, clientId: number, input: SignOnSaveValues): Promise<SignOnSettings> {
  const { actorId } = platformAdminAccess(ctx);
  const client = await existing(ctx.db, clientId);
  const stored = await findSsoProvider(ctx.db, clientId);
  if (client.settingsVersion !== input.version) throw await changedSinceRead(ctx, ctx.db, clientId);
  // One protocol per client (docs/decisions/saml.md): SAML is removed first.
  if (await hasSamlProvider(ctx.db, clientId)) throw new AppError(400, samlTexts.errors.samlInUse);
  const wanted = providerOf(ctx, client, input, stored);
  const logoutUrl = input.logoutUrl ?? (input.useDemoProvider ? devIdpLogoutUrl(ctx.config, client.code) : null);
  const problem = await checkDiscovery(wanted.issuer);
  if (problem !== null) throw badRequest({ issuer: t.errors.discoveryFailed(problem) }, t.errors.discoveryFailed(problem));

  const saved = await ctx.db.transaction(async (tx) => {
    const before = await findSsoProvider(tx, clientId);
    const after = await updateClientSettings(tx, clientId, input.version, { ssoEmailDomains: input.emailDomains, ssoLogoutUrl: logoutUrl });
    if (!after) throw await changedSinceRead(ctx, tx, clientId);
    const secretChanged = wanted.secret !== null && (!before || openSecret(ctx.keys.secretBox, before.clientSecretEncrypted) !== wanted.secret);
    const sealed = secretChanged || !before ? sealSecret(ctx.keys.secretBox, wanted.secret ?? '') : before.clientSecretEncrypted;
    const settingsChanged = !before || secretChanged || before.issuer !== wanted.issuer || before.oidcClientId !== wanted.oidcClientId;
    const row = await upsertSsoProvider(tx, {
      clientId,
      issuer: wanted.issuer,
      oidcClientId: wanted.oidcClientId,
      clientSecretEncrypted: sealed,
      ...(settingsChanged && { lastTestedAt: null, lastTestClaims: null }),
    });
    const was = asAuditRecord({
      issuer: before?.issuer ?? null,
      clientId: before?.oidcClientId ?? null,
      emailDomains: client.ssoEmailDomains,
      logoutUrl: client.ssoLogoutUrl,
    });
    const now = asAuditRecord({ issuer: row.issuer, clientId: row.oidcClientId, emailDomains: after.ssoEmailDomains, logoutUrl: after.ssoLogoutUrl });
    const changes = fieldChanges(was, now, ['issuer', 'clientId', 'emailDomains', 'logoutUrl']);
    // The audit repository blanks a change of a field named as a secret: what stays is that it changed.
    if (secretChanged) changes.push({ field: 'clientSecret', before: before ? 'stored' : null, after: 'changed' });
    if (changes.length > 0) await recordAudit(tx, { action: 'client.sign-on.updated', clientId, actorId, subjectId: null, details: { changes } });
    return present(ctx, after, row);
  });
  forgetCachedClients(ctx.db);
  return saved;
}

/**
 * Removes the identity provider with the domains routed to it and the logout address, in one transaction, audited.
 * Refused while the client is single-sign-on only: nobody could log in.
 */
export async function removeSignOn(ctx: SignedInContext, clientId: number, version: number): Promise<SignOnSettings> {
  const { actorId } = platformAdminAccess(ctx);
  const saved = await ctx.db.transaction(async (tx) => {
    const client = await existing(tx, clientId);
    if (client.settingsVersion !== version) throw await changedSinceRead(ctx, tx, clientId);
    if (client.ssoAccessOnly) throw new AppError(400, t.remove.ssoOnly);
    // The domains of a client that signs on with SAML are SAML's: they stay (docs/decisions/saml.md).
    const samlKeepsDomains = await hasSamlProvider(tx, clientId);
    const after = await updateClientSettings(tx, clientId, version, { ...(!samlKeepsDomains && { ssoEmailDomains: [] }), ssoLogoutUrl: null });
    if (!after) throw await changedSinceRead(ctx, tx, clientId);
    const removed = await deleteSsoProvider(tx, clientId);
    if (removed || client.ssoEmailDomains.length > 0 || client.ssoLogoutUrl) {
      await recordAudit(tx, { action: 'client.sign-on.removed', clientId, actorId, subjectId: null, details: removed ? { issuer: removed.issuer } : {} });
    }
    return present(ctx, after, undefined);
  });
  forgetCachedClients(ctx.db);
  return saved;
}

/** A one-time address on the client's host that runs a real sign-in and records what the provider sent. */
export async function testSignOn(ctx: SignedInContext, clientId: number) {
  const { actorId } = platformAdminAccess(ctx);
  const client = await existing(ctx.db, clientId);
  if (!(await findSsoProvider(ctx.db, clientId))) throw new AppError(400, t.test.saveFirst);
  return issueSignOnTestLink(ctx.db, ctx.config, client, actorId, ctx.now);
}
