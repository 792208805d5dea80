import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { contentPages, faqs } from '../../db/schema/index.ts';
import type { ContentType } from '@portal/contracts';

/** The client's page of that type, else the platform's default page. */
export async function findContentPage(db: Db, clientId: number | null, type: ContentType) {
  const ownerMatch = clientId === null ? isNull(contentPages.clientId) : or(eq(contentPages.clientId, clientId), isNull(contentPages.clientId));
  const [page] = await db
    .select()
    .from(contentPages)
    .where(and(eq(contentPages.type, type), ownerMatch))
    .orderBy(sql`${contentPages.clientId} NULLS LAST`)
    .limit(1);
  return page;
}

export const listFaqs = (db: Db, clientId: number) => db.select().from(faqs).where(eq(faqs.clientId, clientId)).orderBy(asc(faqs.sortOrder), asc(faqs.id));
