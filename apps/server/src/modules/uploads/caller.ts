import type { AuditCredential, AuditPerson } from '@portal/contracts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/connect.ts';
import type { EmployerContext } from '../../plugins/employer-context.ts';
import { auditActor } from '../masquerade/index.ts';

/** What reading an upload's outcome needs: the client (already decided to be the caller's) and the clock. */
export interface UploadScope {
  db: Db;
  clientId: number;
  now: Date;
}

/**
 * Who sends or applies an upload, and for which client: an HR administrator in the upload screen, or a client's API key
 * (issue 39: an HR system pushing rows). Both go through the one pipeline; only who is recorded differs.
 */
export interface UploadContext extends UploadScope {
  config: Config;
  /** The client's data version, as caches key on it. */
  clientVersion: number;
  /** The person stored as uploader and applier; null for an API key. */
  userId: number | null;
  /** Who the audit entries name: the person (and whom they acted as), or the credential with no person. */
  audit: { actorId: number | null; actingAs?: AuditPerson; credentialId: number | null; credential?: AuditCredential };
}

/** An HR administrator's request as an upload's context. */
export function personUpload(ctx: EmployerContext): UploadContext {
  const { actorId, actingAs } = auditActor(ctx.user);
  return {
    db: ctx.db,
    config: ctx.config,
    now: ctx.now,
    clientId: ctx.clientId,
    clientVersion: ctx.user.versions.client,
    userId: ctx.user.id,
    audit: { actorId, ...(actingAs && { actingAs }), credentialId: null },
  };
}

/** A machine credential's call (already proved, its client decided by the credential) as an upload's context. */
export function credentialUpload(
  base: { db: Db; config: Config; now: Date },
  credential: { credentialId: number; clientId: number; kind: AuditCredential['kind']; name: string; keyId: string },
  clientVersion: number,
): UploadContext {
  const { kind, name, keyId } = credential;
  return {
    ...base,
    clientId: credential.clientId,
    clientVersion,
    userId: null,
    audit: { actorId: null, credentialId: credential.credentialId, credential: { kind, name, keyId } },
  };
}
