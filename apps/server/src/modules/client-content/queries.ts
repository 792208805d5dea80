import { and, asc, eq, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { carouselSlides, clients, cmsBlocks, contentPages, enquiryOptions, faqs } from '../../db/schema/index.ts';

/** The pages a client may have its own of: the Content tab's two, and the cookie policy (set by a configuration document). */
export type OwnPageType = 'policy' | 'terms' | 'cookie';

export const listFaqs = (db: Db, clientId: number) => db.select().from(faqs).where(eq(faqs.clientId, clientId)).orderBy(asc(faqs.sortOrder), asc(faqs.id));

export interface FaqRow {
  id?: number | undefined;
  category: string;
  question: string;
  answerHtml: string;
}

/** The client's FAQs become exactly `rows`, in their order: missing ones deleted, new ones inserted, the rest updated. */
export async function replaceFaqs(db: Db, clientId: number, rows: FaqRow[]): Promise<void> {
  const kept = rows.flatMap((row) => (row.id === undefined ? [] : [row.id]));
  await db.delete(faqs).where(and(eq(faqs.clientId, clientId), kept.length > 0 ? notInArray(faqs.id, kept) : undefined));
  for (const [sortOrder, row] of rows.entries()) {
    const values = { category: row.category, question: row.question, answerHtml: row.answerHtml, sortOrder };
    if (row.id === undefined) await db.insert(faqs).values({ clientId, ...values });
    else
      await db
        .update(faqs)
        .set(values)
        .where(and(eq(faqs.clientId, clientId), eq(faqs.id, row.id)));
  }
}

/** How many of `ids` are this client's FAQs: an id of another client's is refused, never updated. */
export async function countOwnFaqs(db: Db, clientId: number, ids: number[]): Promise<number> {
  if (ids.length === 0) return 0;
  return db.$count(faqs, and(eq(faqs.clientId, clientId), inArray(faqs.id, ids)));
}

export async function findOwnPage(db: Db, clientId: number, type: OwnPageType) {
  const [page] = await db
    .select()
    .from(contentPages)
    .where(and(eq(contentPages.clientId, clientId), eq(contentPages.type, type)))
    .limit(1);
  return page;
}

export const listEnquiryOptions = (db: Db, clientId: number) =>
  db
    .select({ value: enquiryOptions.value, label: enquiryOptions.label })
    .from(enquiryOptions)
    .where(eq(enquiryOptions.clientId, clientId))
    .orderBy(asc(enquiryOptions.sortOrder), asc(enquiryOptions.id));

export async function replaceEnquiryOptions(db: Db, clientId: number, options: { value: string; label: string }[]) {
  await db.delete(enquiryOptions).where(eq(enquiryOptions.clientId, clientId));
  if (options.length > 0) await db.insert(enquiryOptions).values(options.map((option, sortOrder) => ({ clientId, ...option, sortOrder })));
}

export const listSlides = (db: Db, clientId: number) =>
  db
    .select({ title: carouselSlides.title, body: carouselSlides.body })
    .from(carouselSlides)
    .where(eq(carouselSlides.clientId, clientId))
    .orderBy(asc(carouselSlides.sortOrder), asc(carouselSlides.id));

export async function replaceSlides(db: Db, clientId: number, slides: { title: string; body: string }[]) {
  await db.delete(carouselSlides).where(eq(carouselSlides.clientId, clientId));
  if (slides.length > 0) await db.insert(carouselSlides).values(slides.map((slide, sortOrder) => ({ clientId, ...slide, sortOrder })));
}

/** The client's own page moves from revision `expected` (0: it has none yet) to the next; null when it moved on since. */
export async function claimPageRevision(db: Db, clientId: number, type: OwnPageType, expected: number): Promise<number | null> {
  if (expected === 0) {
    const [row] = await db
      .insert(contentPages)
      .values({ clientId, type, title: '', html: '', revision: 1 })
      .onConflictDoNothing()
      .returning({ revision: contentPages.revision });
    return row?.revision ?? null;
  }
  const [row] = await db
    .update(contentPages)
    .set({ revision: sql`${contentPages.revision} + 1` })
    .where(and(eq(contentPages.clientId, clientId), eq(contentPages.type, type), eq(contentPages.revision, expected)))
    .returning({ revision: contentPages.revision });
  return row?.revision ?? null;
}

/** termsRevision moves from `expected` to the next: everyone whose accepted revision is lower is asked again at login. */
export async function claimTermsRevision(db: Db, clientId: number, expected: number): Promise<number | null> {
  const [row] = await db
    .update(clients)
    .set({ termsRevision: sql`${clients.termsRevision} + 1` })
    .where(and(eq(clients.id, clientId), eq(clients.termsRevision, expected)))
    .returning({ termsRevision: clients.termsRevision });
  return row?.termsRevision ?? null;
}

/** The client's own page as saved (the platform's stays as it is, for the other clients). */
export async function writePage(db: Db, clientId: number, type: OwnPageType, page: { title: string; html: string; revision: number }, now: Date) {
  await db
    .insert(contentPages)
    .values({ clientId, type, ...page, updatedAt: now })
    .onConflictDoUpdate({ target: [contentPages.clientId, contentPages.type], set: { ...page, updatedAt: now } });
}

export async function findClient(db: Db, clientId: number) {
  const [client] = await db.select().from(clients).where(eq(clients.id, clientId)).limit(1);
  return client;
}

export async function findPlatformPage(db: Db, type: OwnPageType) {
  const [page] = await db
    .select()
    .from(contentPages)
    .where(and(isNull(contentPages.clientId), eq(contentPages.type, type)))
    .limit(1);
  return page;
}

/** The contact page's side panel (cms_blocks 'contact-panel'): its heading and HTML, as the contact page shows them. */
const CONTACT_PANEL_KEY = 'contact-panel';

export async function findContactPanel(db: Db, clientId: number) {
  const [block] = await db
    .select({ title: cmsBlocks.name, html: cmsBlocks.html })
    .from(cmsBlocks)
    .where(and(eq(cmsBlocks.clientId, clientId), eq(cmsBlocks.key, CONTACT_PANEL_KEY)))
    .limit(1);
  return block;
}

export async function writeContactPanel(db: Db, clientId: number, panel: { title: string; html: string }) {
  await db
    .insert(cmsBlocks)
    .values({ clientId, key: CONTACT_PANEL_KEY, name: panel.title, html: panel.html })
    .onConflictDoUpdate({ target: [cmsBlocks.clientId, cmsBlocks.key], set: { name: panel.title, html: panel.html } });
}
