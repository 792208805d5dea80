import { and, eq, sql } from 'drizzle-orm';
import { clientSectionVersions } from '../schema/index.ts';
import type { Executor } from './executor.ts';

/** A part of a client's set-up the admin console saves as a whole, with its own version. */
/** What a section never saved reads as (versions a caller sends are 1 or more). */
export const FIRST_VERSION = 1;

export type ClientSection = 'branding' | 'faqs' | 'enquiry-options' | 'carousel';

export async function sectionVersion(db: Executor, clientId: number, section: ClientSection): Promise<number> {
  const [row] = await db
    .select({ version: clientSectionVersions.version })
    .from(clientSectionVersions)
    .where(and(eq(clientSectionVersions.clientId, clientId), eq(clientSectionVersions.section, section)));
  return row?.version ?? FIRST_VERSION;
}

/**
 * Moves the section from `expected` to the next version, in the caller's transaction; false when it is no longer at
 * `expected` (someone saved since it was opened). A concurrent save waits on the row's lock, then finds it moved.
 */
export async function claimSectionVersion(tx: Executor, clientId: number, section: ClientSection, expected: number): Promise<number | null> {
  await tx.insert(clientSectionVersions).values({ clientId, section, version: FIRST_VERSION }).onConflictDoNothing();
  const [row] = await tx
    .update(clientSectionVersions)
    .set({ version: sql`${clientSectionVersions.version} + 1` })
    .where(and(eq(clientSectionVersions.clientId, clientId), eq(clientSectionVersions.section, section), eq(clientSectionVersions.version, expected)))
    .returning({ version: clientSectionVersions.version });
  return row?.version ?? null;
}
