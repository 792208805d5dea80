import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { cmsBlocks, enquiries, enquiryOptions } from '../../db/schema/index.ts';

export type NewEnquiry = typeof enquiries.$inferInsert;

export async function insertEnquiry(db: Db, enquiry: NewEnquiry) {
  const [row] = await db.insert(enquiries).values(enquiry).returning({ id: enquiries.id });
  return row;
}

export const listEnquiryOptions = (db: Db, clientId: number) =>
  db.select().from(enquiryOptions).where(eq(enquiryOptions.clientId, clientId)).orderBy(asc(enquiryOptions.sortOrder));

export async function findCmsBlock(db: Db, clientId: number, key: string) {
  const [block] = await db
    .select()
    .from(cmsBlocks)
    .where(and(eq(cmsBlocks.clientId, clientId), eq(cmsBlocks.key, key)))
    .limit(1);
  return block;
}
