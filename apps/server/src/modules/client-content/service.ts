import {
  contentAdminTexts,
  type AuditPerson,
  type AuditVia,
  defaultCarouselSlides,
  ssoTexts,
  type AuditFieldChange,
  type ClientContent,
  type EditablePage,
  type faqsSaveSchema,
  type carouselSaveSchema,
  type enquiryOptionsSaveSchema,
  type pageSaveSchema,
} from '@portal/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/connect.ts';
import { recordAudit } from '../../db/repositories/audit-log.ts';
import { claimSectionVersion, sectionVersion, type ClientSection } from '../../db/repositories/section-versions.ts';
import { AppError, badRequest, notFound } from '../../lib/errors.ts';
import { sanitizeContent } from '../../lib/sanitize.ts';
import type { RequestContext, SignedInContext } from '../../plugins/request-context.ts';
import { auditActor } from '../masquerade/index.ts';
import { forgetCachedClients } from '../tenant/index.ts';
import {
  claimPageRevision,
  claimTermsRevision,
  countOwnFaqs,
  findClient,
  findContactPanel,
  findPlatformPage,
  findOwnPage,
  listEnquiryOptions,
  listFaqs,
  listSlides,
  replaceEnquiryOptions,
  replaceFaqs,
  replaceSlides,
  writeContactPanel,
  writePage,
  type OwnPageType,
} from './queries.ts';

const t = contentAdminTexts;

async function pageState(db: Db, clientId: number, type: OwnPageType, termsRevision: number) {
  const own = await findOwnPage(db, clientId, type);
  const page = own ?? (await findPlatformPage(db, type));
  return {
    title: page?.title ?? '',
    html: page?.html ?? '',
    // Terms are versioned by the client's termsRevision, which people's acceptance is compared with.
    revision: type === 'terms' ? termsRevision : (own?.revision ?? 0),
    own: own !== undefined,
  };
}

/** Everything the Content tab shows, each part with the version a save names. */
export async function clientContent(ctx: SignedInContext, clientId: number): Promise<ClientContent> {
  const client = await findClient(ctx.db, clientId);
  if (!client) throw notFound(ssoTexts.clientNotFound);
  const [faqRows, options, slides, policy, terms, faqsVersion, optionsVersion, carouselVersion] = await Promise.all([
    listFaqs(ctx.db, clientId),
    listEnquiryOptions(ctx.db, clientId),
    listSlides(ctx.db, clientId),
    pageState(ctx.db, clientId, 'policy', client.termsRevision),
    pageState(ctx.db, clientId, 'terms', client.termsRevision),
    sectionVersion(ctx.db, clientId, 'faqs'),
    sectionVersion(ctx.db, clientId, 'enquiry-options'),
    sectionVersion(ctx.db, clientId, 'carousel'),
  ]);
  return {
    clientId,
    faqs: { version: faqsVersion, items: faqRows.map((f) => ({ id: f.id, category: f.category, question: f.question, answer: f.answerHtml })) },
    policy,
    terms,
    termsRevision: client.termsRevision,
    enquiryOptions: { version: optionsVersion, items: options },
    carousel: { version: carouselVersion, items: slides },
  };
}

const conflict = async (ctx: SignedInContext, clientId: number) =>
  new AppError(409, t.changedSinceOpened, undefined, { current: await clientContent(ctx, clientId) });

/** Who the audit entry names: the administrator, and whose session they acted in (none for the command line). */
export interface ContentAuditedBy {
  actorId: number | null;
  actingAs?: AuditPerson;
  /** Written by an operator's command (`npm run admin`) or the demo seed: no one is logged in. */
  via?: AuditVia;
}

/** A write of one part of the content, answering its changes for the audit entry; null when its version moved on. */
export type ContentWrite = (tx: Db) => Promise<AuditFieldChange[] | null>;

/**
 * In the caller's transaction: runs `write` and records the audit entry of the changes it answers. False (nothing
 * audited) when `write` answered null: the version moved on since it was opened.
 */
export async function writeContent(tx: Db, clientId: number, setting: string, by: ContentAuditedBy, write: ContentWrite): Promise<boolean> {
  const changes = await write(tx);
  if (changes === null) return false;
  if (changes.length > 0) {
    const details = { setting, changes, ...(by.actingAs && { actingAs: by.actingAs }), ...(by.via && { via: by.via }) };
    await recordAudit(tx, { clientId, actorId: by.actorId, subjectId: null, action: 'settings.changed', details });
  }
  return true;
}

/** One save of the Content tab: the client must exist; the write and its audit entry in one transaction; 409 when stale. */
async function save(ctx: SignedInContext, clientId: number, setting: string, write: ContentWrite) {
  if (!(await findClient(ctx.db, clientId))) throw notFound(ssoTexts.clientNotFound);
  const done = await ctx.db.transaction((tx) => writeContent(tx, clientId, setting, auditActor(ctx.user), write));
  if (!done) throw await conflict(ctx, clientId);
  // New terms change the client row (termsRevision): this instance drops its copy at once, others within seconds.
  if (setting === 'terms') forgetCachedClients(ctx.db);
  return clientContent(ctx, clientId);
}

/** Claims a section's version inside `write`: null (409) when it moved on. */
const claimed = async (tx: Db, clientId: number, section: ClientSection, version: number) =>
  (await claimSectionVersion(tx, clientId, section, version)) !== null;

const faqText = (f: { category: string; question: string; answer: string }) => `${f.category} | ${f.question} | ${f.answer}`;

export interface FaqDraftRow {
  id?: number | undefined;
  category: string;
  question: string;
  answer: string;
}

/** Answers sanitised as saved; an answer with nothing left is refused (errors by index: `<index>.answer`). */
export function cleanFaqs(faqs: FaqDraftRow[]): { rows: FaqDraftRow[]; errors: Record<string, string> } {
  const rows = faqs.map((faq) => ({ ...faq, answer: sanitizeContent(faq.answer).trim() }));
  const errors: Record<string, string> = {};
  rows.forEach((row, index) => {
    if (!row.answer) errors[`${index}.answer`] = t.required;
  });
  return { rows, errors };
}

/** Page HTML as saved: sanitised; '' when nothing is left (refused). */
export const cleanPageHtml = (html: string) => sanitizeContent(html).trim();

/** The client's FAQs become `rows` (answers clean), in order, from the version opened: new ones without id, missing ones deleted. */
export const faqsWrite =
  (clientId: number, version: number, rows: FaqDraftRow[]): ContentWrite =>
  async (tx) => {
    if (!(await claimed(tx, clientId, 'faqs', version))) return null;
    const ids = rows.flatMap((row) => (row.id === undefined ? [] : [row.id]));
    const before = (await listFaqs(tx, clientId)).map((f) => ({ id: f.id, category: f.category, question: f.question, answer: f.answerHtml }));
    await replaceFaqs(
      tx,
      clientId,
      rows.map((row) => ({ id: row.id, category: row.category, question: row.question, answerHtml: row.answer })),
    );
    const changes: AuditFieldChange[] = [];
    for (const old of before) {
      const now = rows.find((row) => row.id === old.id);
      if (!now) changes.push({ field: 'faq', before: faqText(old), after: null });
      else if (faqText(now) !== faqText(old)) changes.push({ field: 'faq', before: faqText(old), after: faqText(now) });
    }
    for (const row of rows) if (row.id === undefined) changes.push({ field: 'faq', before: null, after: faqText(row) });
    const order = (list: { question: string }[]) => list.map((f) => f.question).join(' / ');
    const keptBefore = before.filter((f) => ids.includes(f.id)).map((f) => f.id);
    if (keptBefore.join() !== ids.join()) changes.push({ field: 'order', before: order(before), after: order(rows) });
    return changes;
  };

export async function saveFaqs(ctx: SignedInContext, clientId: number, input: z.output<typeof faqsSaveSchema>) {
  const { rows, errors: answerErrors } = cleanFaqs(input.faqs);
  const errors = Object.fromEntries(Object.entries(answerErrors).map(([field, message]) => [`faqs.${field}`, message]));
  const ids = rows.flatMap((row) => (row.id === undefined ? [] : [row.id]));
  if ((await countOwnFaqs(ctx.db, clientId, ids)) !== ids.length) {
    rows.forEach((row, index) => {
      if (row.id !== undefined) errors[`faqs.${index}.id`] ??= 'Not a question of this client';
    });
  }
  if (Object.keys(errors).length > 0) throw badRequest(errors);
  return save(ctx, clientId, 'faqs', faqsWrite(clientId, input.version, rows));
}

/**
 * The client's own page (html clean) from the revision opened; new terms bump termsRevision. `firstTerms`: the client
 * was made in the same transaction (a configuration import of a new code), nobody can have accepted its terms yet, so
 * they are its first and keep the revision it has (the revision named must still be the client's).
 */
export const pageWrite =
  (clientId: number, type: OwnPageType, revision: number, page: { title: string; html: string }, now: Date, { firstTerms = false } = {}): ContentWrite =>
  async (tx) => {
    const client = await findClient(tx, clientId);
    const before = await pageState(tx, clientId, type, client!.termsRevision);
    const claimTerms = async () => (firstTerms ? (client!.termsRevision === revision ? revision : null) : claimTermsRevision(tx, clientId, revision));
    const next = type === 'terms' ? await claimTerms() : await claimPageRevision(tx, clientId, type, revision);
    if (next === null) return null;
    await writePage(tx, clientId, type, { title: page.title, html: page.html, revision: next }, now);
    const changes: AuditFieldChange[] = [];
    if (before.title !== page.title) changes.push({ field: 'title', before: before.title, after: page.title });
    if (before.html !== page.html) changes.push({ field: 'text', before: before.html, after: page.html });
    if (type === 'terms' && next !== revision) changes.push({ field: 'termsRevision', before: String(revision), after: String(next) });
    return changes;
  };

/** The audit setting a page's saves are recorded under. */
export const pageSetting = (type: OwnPageType) => ({ policy: 'privacy', terms: 'terms', cookie: 'cookies' })[type];

/** The contact page's side panel (only a configuration document sets it): written as given (html clean). */
export const contactPanelWrite =
  (clientId: number, panel: { title: string; html: string }): ContentWrite =>
  async (tx) => {
    const before = await findContactPanel(tx, clientId);
    await writeContactPanel(tx, clientId, panel);
    const changes: AuditFieldChange[] = [];
    if (before?.title !== panel.title) changes.push({ field: 'title', before: before?.title ?? null, after: panel.title });
    if (before?.html !== panel.html) changes.push({ field: 'text', before: before?.html ?? null, after: panel.html });
    return changes;
  };

export async function savePage(ctx: SignedInContext, input: { id: number; type: EditablePage }, body: z.output<typeof pageSaveSchema>) {
  const html = cleanPageHtml(body.html);
  if (!html) throw badRequest({ html: t.required });
  const { id: clientId, type } = input;
  return save(ctx, clientId, pageSetting(type), pageWrite(clientId, type, body.revision, { title: body.title, html }, ctx.now));
}

const listText = (items: string[]) => (items.length > 0 ? items.join(' / ') : null);

export const enquiryOptionsWrite =
  (clientId: number, version: number, options: { value: string; label: string }[]): ContentWrite =>
  async (tx) => {
    if (!(await claimed(tx, clientId, 'enquiry-options', version))) return null;
    const before = listText((await listEnquiryOptions(tx, clientId)).map((o) => `${o.value}: ${o.label}`));
    await replaceEnquiryOptions(tx, clientId, options);
    const after = listText(options.map((o) => `${o.value}: ${o.label}`));
    return before === after ? [] : [{ field: 'options', before, after }];
  };

export async function saveEnquiryOptions(ctx: SignedInContext, clientId: number, input: z.output<typeof enquiryOptionsSaveSchema>) {
  return save(ctx, clientId, 'enquiry-options', enquiryOptionsWrite(clientId, input.version, input.options));
}

export const carouselWrite =
  (clientId: number, version: number, slides: { title: string; body: string }[]): ContentWrite =>
  async (tx) => {
    if (!(await claimed(tx, clientId, 'carousel', version))) return null;
    const before = listText((await listSlides(tx, clientId)).map((s) => `${s.title}: ${s.body}`));
    await replaceSlides(tx, clientId, slides);
    const after = listText(slides.map((s) => `${s.title}: ${s.body}`));
    return before === after ? [] : [{ field: 'slides', before, after }];
  };

export async function saveCarousel(ctx: SignedInContext, clientId: number, input: z.output<typeof carouselSaveSchema>) {
  return save(ctx, clientId, 'carousel', carouselWrite(clientId, input.version, input.slides));
}

/**
 * What a configuration document reads of a client's content: FAQs with their ids, the client's own pages (none: it
 * shows the portal's), options and slides in order, the contact panel, and the version each save must name.
 */
export async function contentSnapshot(db: Db, clientId: number, termsRevision: number) {
  // One after the other: `db` may be a transaction, whose one connection takes one query at a time.
  const faqRows = await listFaqs(db, clientId);
  const policy = await findOwnPage(db, clientId, 'policy');
  const terms = await findOwnPage(db, clientId, 'terms');
  const cookies = await findOwnPage(db, clientId, 'cookie');
  const options = await listEnquiryOptions(db, clientId);
  const slides = await listSlides(db, clientId);
  const panel = await findContactPanel(db, clientId);
  const faqsVersion = await sectionVersion(db, clientId, 'faqs');
  const optionsVersion = await sectionVersion(db, clientId, 'enquiry-options');
  const carouselVersion = await sectionVersion(db, clientId, 'carousel');
  const own = (page: typeof policy) => (page ? { title: page.title, html: page.html } : null);
  return {
    faqs: { version: faqsVersion, items: faqRows.map((f) => ({ id: f.id, category: f.category, question: f.question, answer: f.answerHtml })) },
    privacy: { page: own(policy), revision: policy?.revision ?? 0 },
    terms: { page: own(terms), revision: termsRevision },
    cookies: { page: own(cookies), revision: cookies?.revision ?? 0 },
    enquiryOptions: { version: optionsVersion, items: options },
    carouselSlides: { version: carouselVersion, items: slides },
    contactPanel: panel ? { title: panel.title, html: panel.html } : null,
  };
}
export type ContentSnapshot = Awaited<ReturnType<typeof contentSnapshot>>;

/** Spec §7 `carousel`: the Host's client's own slides, else the portal's three; none while the client has it turned off. */
export async function carouselOf(ctx: RequestContext) {
  if (ctx.client && !ctx.client.welcomeCarouselEnabled) return { enabled: false, slides: [] };
  const own = ctx.client ? await listSlides(ctx.db, ctx.client.id) : [];
  return { enabled: true, slides: own.length > 0 ? own : [...defaultCarouselSlides] };
}
