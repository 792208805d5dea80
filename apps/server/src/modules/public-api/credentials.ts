import {
  apiCredentialKinds,
  apiAccessTexts as t,
  SCIM_SCOPE,
  type ApiCredentialKind,
  type ApiCredentialView,
  type ApiScope,
  type CreateApiCredential,
  type CreatedApiCredential,
} from '@portal/contracts';
import { recordAudit } from '../../db/repositories/audit-log.ts';
import type { ApiCredential } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import type { SignedInContext } from '../../plugins/request-context.ts';
import { clientCredentials, issueCredential, revokeCredential } from '../api-credentials/index.ts';
import { integrationManager, integrationWriter } from '../integration-access/index.ts';
import { peopleNames } from './queries.ts';

const viewOf = (row: ApiCredential, names: Map<number, string>): ApiCredentialView => ({
  id: row.id,
  kind: row.kind,
  name: row.name,
  keyId: row.keyId,
  scopes: row.scopes,
  createdAt: row.createdAt.toISOString(),
  createdBy: (row.createdBy !== null && names.get(row.createdBy)) || null,
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  revokedAt: row.revokedAt?.toISOString() ?? null,
});

async function viewsOf(ctx: SignedInContext, rows: ApiCredential[]) {
  const names = await peopleNames(ctx.db, [...new Set(rows.flatMap((row) => (row.createdBy === null ? [] : [row.createdBy])))]);
  return rows.map((row) => viewOf(row, names));
}

async function allOf(ctx: SignedInContext, clientId: number, kind: ApiCredentialKind | undefined) {
  const rows = (await Promise.all((kind ? [kind] : apiCredentialKinds).map((k) => clientCredentials(ctx.db, clientId, k)))).flat();
  return rows.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id);
}

export async function listCredentials(ctx: SignedInContext, clientId: number, kind: ApiCredentialKind | undefined) {
  await integrationManager(ctx, clientId);
  return { data: await viewsOf(ctx, await allOf(ctx, clientId, kind)) };
}

/** Makes the credential; the secret is in this answer only (its hash is kept). SCIM tokens get the one scope `scim`. */
export async function createCredential(ctx: SignedInContext, clientId: number, body: CreateApiCredential): Promise<CreatedApiCredential> {
  const who = await integrationWriter(ctx, clientId);
  const scopes: ApiScope[] = body.kind === 'scim' ? [SCIM_SCOPE] : body.scopes;
  return ctx.db.transaction(async (tx) => {
    const issued = await issueCredential(tx, { clientId, kind: body.kind, name: body.name, scopes, createdBy: ctx.user.id });
    await recordAudit(tx, {
      action: 'api-credential.created',
      clientId,
      actorId: who.actorId,
      subjectId: null,
      details: { kind: body.kind, name: body.name, keyId: issued.keyId, scopes: [...scopes], ...(who.actingAs && { actingAs: who.actingAs }) },
    });
    const [credential] = await viewsOf({ ...ctx, db: tx as SignedInContext['db'] }, [issued.credential]);
    return { credential: credential!, secret: issued.secret, token: issued.token };
  });
}

/** Revokes one of the client's credentials for good; revoking one already revoked answers it as it is. */
export async function revokeClientCredential(ctx: SignedInContext, clientId: number, credentialId: number) {
  const who = await integrationWriter(ctx, clientId);
  const revoked = await ctx.db.transaction(async (tx) => {
    const row = await revokeCredential(tx, clientId, credentialId, ctx.now);
    if (!row) return undefined;
    await recordAudit(tx, {
      action: 'api-credential.revoked',
      clientId,
      actorId: who.actorId,
      subjectId: null,
      details: { kind: row.kind, name: row.name, keyId: row.keyId, ...(who.actingAs && { actingAs: who.actingAs }) },
    });
    return row;
  });
  const row = revoked ?? (await allOf(ctx, clientId, undefined)).find((c) => c.id === credentialId);
  if (!row) throw notFound(t.notFound);
  const [credential] = await viewsOf(ctx, [row]);
  return { credential: credential! };
}
