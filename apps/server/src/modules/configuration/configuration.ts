import { configurationTexts, type ClientConfigurationDocument, type ConfigurationMode, type ConfigurationOnExisting } from '@portal/contracts';
import type { Db } from '../../db/connect.ts';
import { findClientByCodeAnyCase } from '../../db/repositories/clients.ts';
import { notFound } from '../../lib/errors.ts';
import { platformAdminAccess } from '../../plugins/platform-admin-context.ts';
import type { SignedInContext } from '../../plugins/request-context.ts';
import { exportClient } from './export.ts';
import { importClientConfiguration } from './import.ts';

/**
 * Configuration as a file (issue 27 §3): a client's whole set-up exported as one versioned document and imported
 * again, here or on another installation. The admin console's calls are platform administrators' only; the command
 * line and the demo seed call `exportClientConfiguration` and `importClientConfiguration` with a database.
 */

/** The document of the client with this code; 404 when no client has it. */
export async function exportClientConfiguration(db: Db, code: string): Promise<ClientConfigurationDocument> {
  return db.transaction(
    async (tx) => {
      const client = await findClientByCodeAnyCase(tx, code);
      if (!client) throw notFound(configurationTexts.clientNotFound);
      return exportClient(tx, client);
    },
    { accessMode: 'read only' },
  );
}

export function getClientConfiguration(ctx: SignedInContext, input: { code: string }) {
  platformAdminAccess(ctx);
  return exportClientConfiguration(ctx.db, input.code);
}

export function importConfiguration(ctx: SignedInContext, query: { mode: ConfigurationMode; onExisting: ConfigurationOnExisting }, document: unknown) {
  const { actorId } = platformAdminAccess(ctx);
  return importClientConfiguration(ctx.db, document, { ...query, actorId, now: ctx.now, apiBase: ctx.config.API_BASE });
}
