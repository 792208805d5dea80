import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { clientAssets, clients, type Client } from '../../db/schema/index.ts';
import type { CheckedLogo } from './logo.ts';

export async function findClient(db: Db, clientId: number): Promise<Client | undefined> {
  const [client] = await db.select().from(clients).where(eq(clients.id, clientId)).limit(1);
  return client;
}

export type BrandingColumns = Pick<
  Client,
  'benefitBrandName' | 'primaryColour' | 'secondaryColour' | 'baseFont' | 'headerFont' | 'supportEmail' | 'supportPhone' | 'brandHeaderLogo' | 'mobileLogo'
>;

export async function updateBranding(db: Db, clientId: number, values: Partial<BrandingColumns>): Promise<void> {
  await db.update(clients).set(values).where(eq(clients.id, clientId));
}

/** Kept once per client and content: uploading the same file again reuses its row (and its URL). */
export async function storeAsset(db: Db, clientId: number, kind: 'logo' | 'mobile', logo: CheckedLogo): Promise<void> {
  await db
    .insert(clientAssets)
    .values({ clientId, kind, contentType: logo.contentType, sha256: logo.sha256, bytes: logo.bytes })
    .onConflictDoNothing({ target: [clientAssets.clientId, clientAssets.sha256] });
}

export async function findAsset(db: Db, code: string, sha256: string) {
  const [asset] = await db
    .select({ contentType: clientAssets.contentType, bytes: clientAssets.bytes })
    .from(clientAssets)
    .innerJoin(clients, eq(clients.id, clientAssets.clientId))
    .where(and(eq(clients.code, code), eq(clientAssets.sha256, sha256)))
    .limit(1);
  return asset;
}
