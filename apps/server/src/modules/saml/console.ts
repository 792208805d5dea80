import { samlTexts, signOnTexts, ssoTexts, type SamlSaveValues, type SamlSettings } from '@portal/contracts';
import { recordAudit } from '../../db/repositories/audit-log.ts';
import { findClientById, updateClientSettings } from '../../db/repositories/clients.ts';
import type { Executor } from '../../db/repositories/executor.ts';
import type { Client, SamlProvider } from '../../db/schema/index.ts';
import { AppError, badRequest, notFound } from '../../lib/errors.ts';
import { fieldChanges } from '../../lib/field-changes.ts';
import { platformAdminAccess } from '../../plugins/platform-admin-context.ts';
import type { SignedInContext } from '../../plugins/request-context.ts';
import { findSsoProvider, issueSignOnTestLink, samlPath } from '../sso/index.ts';
import { forgetCachedClients } from '../tenant/index.ts';
import { certificatePem, describeCertificate } from './certificates.ts';
import { MetadataProblem, parseIdpMetadata } from './metadata.ts';
import { deleteSamlProvider, findSamlProvider, upsertSamlProvider } from './queries.ts';
import { serviceProvider } from './service-provider.ts';

const e = samlTexts.errors;

async function existing(db: Executor, clientId: number): Promise<Client> {
  const client = await findClientById(db, clientId);
  if (!client) throw notFound(ssoTexts.clientNotFound);
  return client;
}

/** The Sign-on tab's SAML view: the identity provider, what to give it, the last test. */
function present(ctx: SignedInContext, client: Client, row: SamlProvider | undefined, oidcInUse: boolean): SamlSettings {
  return {
    idpEntityId: row?.idpEntityId ?? null,
    ssoUrl: row?.ssoUrl ?? null,
    certificates: (row?.certificates ?? []).map(describeCertificate),
    imported: Boolean(row?.metadataXml),
    emailDomains: client.ssoEmailDomains,
    sp: serviceProvider(ctx.config, client.code),
    lastTest: row?.lastTestedAt ? { at: row.lastTestedAt.toISOString(), attributes: row.lastTestAttributes ?? {} } : null,
    oidcInUse,
    version: client.settingsVersion,
  };
}

async function current(ctx: SignedInContext, db: Executor, clientId: number): Promise<SamlSettings> {
  const client = await existing(db, clientId);
  return present(ctx, client, await findSamlProvider(db, clientId), (await findSsoProvider(db, clientId)) !== undefined);
}

/** 409: someone saved first; the answer carries the settings as they are now. */
const changedSinceRead = async (ctx: SignedInContext, db: Executor, clientId: number) =>
  new AppError(409, signOnTexts.changedSinceOpened, undefined, { current: await current(ctx, db, clientId) });

export async function getSaml(ctx: SignedInContext, clientId: number): Promise<SamlSettings> {
  platformAdminAccess(ctx);
  return current(ctx, ctx.db, clientId);
}

interface Idp {
  idpEntityId: string;
  ssoUrl: string;
  certificates: string[];
  metadataXml: string | null;
}

/** The identity provider a save asks for: read from the metadata when given, else the fields; 400 with the field at fault. */
function idpOf(ctx: SignedInContext, input: SamlSaveValues): Idp {
  let idp: Idp;
  if (input.metadataXml?.trim()) {
    try {
      const read = parseIdpMetadata(input.metadataXml);
      idp = { idpEntityId: read.entityId, ssoUrl: read.ssoUrl, certificates: read.certificates, metadataXml: input.metadataXml.trim() };
    } catch (error) {
      if (error instanceof MetadataProblem) throw badRequest({ metadataXml: error.message }, error.message);
      throw error;
    }
    if (idp.idpEntityId.length > 1000) throw badRequest({ metadataXml: e.tooLong(1000) });
  } else {
    const certificates = (input.certificates ?? []).map(certificatePem);
    const bad = certificates.findIndex((pem) => pem === null);
    if (bad >= 0) throw badRequest({ certificates: e.certificateInvalid(bad + 1) }, e.certificateInvalid(bad + 1));
    idp = { idpEntityId: input.idpEntityId ?? '', ssoUrl: input.ssoUrl ?? '', certificates: [...new Set(certificates as string[])], metadataXml: null };
  }
  const field = idp.metadataXml ? 'metadataXml' : 'ssoUrl';
  let url: URL;
  try {
    url = new URL(idp.ssoUrl);
  } catch {
    throw badRequest({ [field]: e.ssoUrlInvalid });
  }
  // http only for a provider on this machine, and never in production on PostgreSQL (the tests' and demo's); https everywhere else.
  const loopback = ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname) || url.hostname.endsWith('.localhost');
  const production = ctx.config.NODE_ENV === 'production' && Boolean(ctx.config.DATABASE_URL);
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && loopback && !production)) {
    throw badRequest({ [field]: e.ssoUrlHttps }, e.ssoUrlHttps);
  }
  if (url.username || url.password) throw badRequest({ [field]: e.ssoUrlInvalid });
  return idp;
}

/**
 * Saves the client's SAML identity provider and the e-mail domains routed to it, in one transaction from the version
 * the tab read (else 409), audited. Refused while the client has an OpenID Connect provider: one protocol per client.
 * Another entity id, address or certificate clears the last test: it proved the old settings.
 */
export async function saveSaml(ctx: SignedInContext, clientId: number, input: SamlSaveValues): Promise<SamlSettings> {
  const { actorId } = platformAdminAccess(ctx);
  const client = await existing(ctx.db, clientId);
  if (client.settingsVersion !== input.version) throw await changedSinceRead(ctx, ctx.db, clientId);
  if (await findSsoProvider(ctx.db, clientId)) throw new AppError(400, e.otherProtocol);
  const idp = idpOf(ctx, input);

  const saved = await ctx.db.transaction(async (tx) => {
    const before = await findSamlProvider(tx, clientId);
    const after = await updateClientSettings(tx, clientId, input.version, { ssoEmailDomains: input.emailDomains });
    if (!after) throw await changedSinceRead(ctx, tx, clientId);
    const settingsChanged =
      !before ||
      before.idpEntityId !== idp.idpEntityId ||
      before.ssoUrl !== idp.ssoUrl ||
      JSON.stringify(before.certificates) !== JSON.stringify(idp.certificates);
    const row = await upsertSamlProvider(tx, { clientId, ...idp, ...(settingsChanged && { lastTestedAt: null, lastTestAttributes: null }) });
    const record = (r: { idpEntityId: string | null; ssoUrl: string | null; certificates: string[]; emailDomains: string[] }) => ({
      idpEntityId: r.idpEntityId,
      ssoUrl: r.ssoUrl,
      certificates: r.certificates.map((pem) => describeCertificate(pem).fingerprint).join(', ') || null,
      emailDomains: r.emailDomains.join(', ') || null,
    });
    const was = record({
      idpEntityId: before?.idpEntityId ?? null,
      ssoUrl: before?.ssoUrl ?? null,
      certificates: before?.certificates ?? [],
      emailDomains: client.ssoEmailDomains,
    });
    const now = record({ ...row, emailDomains: after.ssoEmailDomains });
    const changes = fieldChanges(was, now, ['idpEntityId', 'ssoUrl', 'certificates', 'emailDomains']);
    if (changes.length > 0) await recordAudit(tx, { action: 'client.sign-on.updated', clientId, actorId, subjectId: null, details: { changes } });
    return present(ctx, after, row, false);
  });
  forgetCachedClients(ctx.db);
  return saved;
}

/** Removes the SAML identity provider with the domains routed to it, audited; refused while single-sign-on only. */
export async function removeSaml(ctx: SignedInContext, clientId: number, version: number): Promise<SamlSettings> {
  const { actorId } = platformAdminAccess(ctx);
  const saved = await ctx.db.transaction(async (tx) => {
    const client = await existing(tx, clientId);
    if (client.settingsVersion !== version) throw await changedSinceRead(ctx, tx, clientId);
    if (client.ssoAccessOnly) throw new AppError(400, signOnTexts.remove.ssoOnly);
    const removed = await deleteSamlProvider(tx, clientId);
    const oidc = (await findSsoProvider(tx, clientId)) !== undefined;
    // The domains belong to whichever provider the client has: an OpenID Connect one keeps them.
    const after = oidc ? client : await updateClientSettings(tx, clientId, version, { ssoEmailDomains: [] });
    if (!after) throw await changedSinceRead(ctx, tx, clientId);
    if (removed) {
      await recordAudit(tx, { action: 'client.sign-on.removed', clientId, actorId, subjectId: null, details: { issuer: removed.idpEntityId } });
    }
    return present(ctx, after, undefined, oidc);
  });
  forgetCachedClients(ctx.db);
  return saved;
}

/** A one-time address on the client's host that runs a real SAML sign-in and records the attributes received. */
export async function testSaml(ctx: SignedInContext, clientId: number) {
  const { actorId } = platformAdminAccess(ctx);
  const client = await existing(ctx.db, clientId);
  if (!(await findSamlProvider(ctx.db, clientId))) throw new AppError(400, signOnTexts.test.saveFirst);
  return issueSignOnTestLink(ctx.db, ctx.config, client, actorId, ctx.now, samlPath(ctx.config, client.code, 'start'));
}
