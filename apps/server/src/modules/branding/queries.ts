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
  | 'benefitBrandName'
  | 'primaryColour'
  | 'secondaryColour'
  | 'baseFont'
  | 'headerFont'
  | 'supportEmail'
  | 'supportPhone'
  | 'brandHeaderLogo'
  | 'mobileLogo'
  // Set by a configuration document only (not on the Branding tab): the client company's logo and the avatar set.
  | 'logoFileUrl'
  | 'avatarSetUrl'
>;

export async function updateBranding(db: Db, clientId: number, values: Partial<BrandingColumns>): Promise<void> {
  await db.update(clients).set(values).where(eq(clients.id, clientId));
}

/** Kept once per client and content: uploading the same file again reuses its row (and its URL). */
export async function storeAsset(db: Db, clientId: number, kind: 'logo' | 'mobile' | 'client', logo: CheckedLogo): Promise<void> {
  await db
    .insert(clientAssets)
    .values({ clientId, kind, contentType: logo.contentType, sha256: logo.sha256, bytes: logo.bytes })
    .onConflictDoNothing({ target: [clientAssets.clientId, clientAssets.sha256] });
}

/** One of the client's own logos by the SHA-256 of its bytes. */
export async function findOwnAsset(db: Db, clientId: number, sha256: string) {
  const [asset] = await db
    .select({ contentType: clientAssets.contentType, bytes: clientAssets.bytes })
    .from(clientAssets)
    .where(and(eq(clientAssets.clientId, clientId), eq(clientAssets.sha256, sha256)))
    .limit(1);
  return asset;
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
