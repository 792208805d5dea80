import type { Db } from '../../db/connect.ts';
import { enquiries } from '../../db/schema/index.ts';

export type NewEnquiry = typeof enquiries.$inferInsert;

export async function insertEnquiry(db: Db, enquiry: NewEnquiry) {
  const [row] = await db.insert(enquiries).values(enquiry).returning({ id: enquiries.id });
  return row;
}
