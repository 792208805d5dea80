import {
  ADMIN_PAGE_SIZE,
  clientAdminTexts,
  pageShape,
  ssoTexts,
  ukToday,
  type AuditVia,
  type ClientDetail,
  type ClientDetailsUpdate,
  type ClientFeatures,
} from '@portal/contracts';
import { recordAudit } from '../../db/repositories/audit-log.ts';
import { findClientByCodeAnyCase, findClientById, insertClient, updateClientSettings } from '../../db/repositories/clients.ts';
import type { Executor } from '../../db/repositories/executor.ts';
import type { Client } from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { fieldChanges } from '../../lib/field-changes.ts';
import { platformAdminAccess } from '../../plugins/platform-admin-context.ts';
import type { SignedInContext } from '../../plugins/request-context.ts';
import { forgetCachedClients } from '../tenant/index.ts';
import { sendHeldWelcomeMails } from '../account/index.ts';
import { changedSinceRead, featureFields, features, presentClient } from './present.ts';
import { clientHasPeople, pageClients } from './queries.ts';
import { checklist } from './readiness.ts';

const e = clientAdminTexts.errors;

export async function listClients(ctx: SignedInContext, input: { search?: string | undefined; page: number }) {
  platformAdminAccess(ctx);
  const { total, rows } = await pageClients(ctx.db, input.search || undefined, ADMIN_PAGE_SIZE, (input.page - 1) * ADMIN_PAGE_SIZE);
  return pageShape(rows, total, input.page, ADMIN_PAGE_SIZE);
}

async function existing(db: Executor, clientId: number): Promise<Client> {
  const client = await findClientById(db, clientId);
  if (!client) throw notFound(ssoTexts.clientNotFound);
  return client;
}

const detailOf = async (db: Executor, client: Client) => presentClient(client, await clientHasPeople(db, client.id));

export async function getClient(ctx: SignedInContext, input: { id: number }): Promise<ClientDetail> {
  platformAdminAccess(ctx);
  return detailOf(ctx.db, await existing(ctx.db, input.id));
}

/** Who a console write's audit entry names: the administrator, or none (actor null) for an operator's command. */
export interface ConsoleActor {
  actorId: number | null;
  via?: AuditVia;
}

/** In the caller's transaction: a new client in draft, branded with its own name until the Branding tab says otherwise; audited. */
export async function insertDraftClient(tx: Executor, input: { name: string; code: string }, { actorId, via }: ConsoleActor): Promise<Client> {
  if (await findClientByCodeAnyCase(tx, input.code)) throw badRequest({ code: e.codeTaken });
  const client = await insertClient(tx, { name: input.name, code: input.code, benefitBrandName: input.name, supportEmail: '', status: 'draft' });
  if (!client) throw badRequest({ code: e.codeTaken });
  const details = { name: client.name, clientCode: client.code, ...(via && { via }) };
  await recordAudit(tx, { action: 'client.created', clientId: client.id, actorId, subjectId: null, details });
  return client;
}

export async function createClient(ctx: SignedInContext, input: { name: string; code: string }): Promise<ClientDetail> {
  const { actorId } = platformAdminAccess(ctx);
  const created = await ctx.db.transaction((tx) => insertDraftClient(tx, input, { actorId }));
  forgetCachedClients(ctx.db);
  return presentClient(created, false);
}

/**
 * The one way the console changes a client row, in the caller's transaction: only from the version read (else 409 with
 * the current values), checked by `change` (400, nothing saved), audited with each field's before and after.
 */
export async function writeClientSettings(
  tx: Executor,
  clientId: number,
  version: number,
  section: string,
  { actorId, via }: ConsoleActor,
  change: (before: Client, locked: boolean, tx: Executor) => Promise<Partial<Client>>,
): Promise<ClientDetail> {
  const before = await existing(tx, clientId);
  const locked = await clientHasPeople(tx, clientId);
  if (before.settingsVersion !== version) throw changedSinceRead(presentClient(before, locked));
  const values = await change(before, locked, tx);
  const after = await updateClientSettings(tx, clientId, version, values);
  if (!after) throw changedSinceRead(await detailOf(tx, await existing(tx, clientId)));
  // The code is audited as clientCode: the log blanks any `code` (one-time codes).
  const changes = fieldChanges(
    before as unknown as Record<string, string | number | boolean | null>,
    after as unknown as Record<string, string | number | boolean | null>,
    Object.keys(values),
  ).map((change) => (change.field === 'code' ? { ...change, field: 'clientCode' } : change));
  if (changes.length > 0) {
    await recordAudit(tx, { action: 'client.updated', clientId, actorId, subjectId: null, details: { section, changes, ...(via && { via }) } });
  }
  return presentClient(after, locked);
}

/** One console save of the client row, in a transaction of its own; the tenant cache forgets the client. */
async function saveSettings(
  ctx: SignedInContext,
  clientId: number,
  version: number,
  section: string,
  change: (before: Client, locked: boolean, tx: Executor) => Promise<Partial<Client>>,
): Promise<ClientDetail> {
  const { actorId } = platformAdminAccess(ctx);
  const saved = await ctx.db.transaction((tx) => writeClientSettings(tx, clientId, version, section, { actorId }, change));
  forgetCachedClients(ctx.db);
  return saved;
}

export function updateClientDetails(ctx: SignedInContext, input: { id: number } & ClientDetailsUpdate): Promise<ClientDetail> {
  return saveSettings(ctx, input.id, input.version, 'details', async (before, locked, tx) => {
    if (input.code !== before.code) {
      if (locked) throw badRequest({ code: e.codeLocked });
      const other = await findClientByCodeAnyCase(tx, input.code);
      if (other && other.id !== before.id) throw badRequest({ code: e.codeTaken });
    }
    return { name: input.name, code: input.code };
  });
}

export function updateClientFeatures(ctx: SignedInContext, input: { id: number; version: number } & ClientFeatures): Promise<ClientDetail> {
  return saveSettings(ctx, input.id, input.version, 'features', async (before) => {
    const wanted = Object.fromEntries(featureFields.map((field) => [field, input[field]])) as ClientFeatures;
    // Only what differs is written and audited.
    const current = features(before);
    return Object.fromEntries(featureFields.filter((field) => current[field] !== wanted[field]).map((field) => [field, wanted[field]]));
  });
}

/** Draft to live, once every line of the checklist is green. */
export async function goLive(ctx: SignedInContext, input: { id: number; version: number }): Promise<ClientDetail> {
  const { actorId } = platformAdminAccess(ctx);
  const saved = await ctx.db.transaction(async (tx) => {
    const before = await existing(tx, input.id);
    const locked = await clientHasPeople(tx, input.id);
    if (before.settingsVersion !== input.version) throw changedSinceRead(presentClient(before, locked));
    if (before.status === 'live') throw badRequest({ status: clientAdminTexts.readiness.alreadyLive }, clientAdminTexts.readiness.alreadyLive);
    const { ready } = await checklist(tx, before, ukToday(ctx.now));
    if (!ready) throw badRequest({ status: clientAdminTexts.readiness.notReady }, clientAdminTexts.readiness.notReady);
    const after = await updateClientSettings(tx, input.id, input.version, { status: 'live' });
    if (!after) throw changedSinceRead(await detailOf(tx, await existing(tx, input.id)));
    // The welcome e-mails the draft held go with it, or none does (a failure leaves the client in draft).
    const welcomed = await sendHeldWelcomeMails(tx, ctx.config, after, ctx.now);
    await recordAudit(tx, { action: 'client.live', clientId: input.id, actorId, subjectId: null, details: { name: after.name, welcomed } });
    return presentClient(after, locked);
  });
  forgetCachedClients(ctx.db);
  return saved;
}

export async function readiness(ctx: SignedInContext, input: { id: number }) {
  platformAdminAccess(ctx);
  const client = await existing(ctx.db, input.id);
  const { items, ready } = await checklist(ctx.db, client, ukToday(ctx.now));
  return { status: client.status, settingsVersion: client.settingsVersion, items, ready };
}
