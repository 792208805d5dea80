import {
  contentAdminTexts,
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
  findPlatformPage,
  findOwnPage,
  listEnquiryOptions,
  listFaqs,
  listSlides,
  replaceEnquiryOptions,
  replaceFaqs,
  replaceSlides,
  writePage,
} from './queries.ts';

const t = contentAdminTexts;

async function pageState(db: Db, clientId: number, type: EditablePage, termsRevision: number) {
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

/**
 * One save: the client must exist, `write` runs in a transaction that also records the audit entry it returns the
 * changes for; `write` answering null means the version moved on since it was opened (409 with the newer content).
 */
async function save(ctx: SignedInContext, clientId: number, setting: string, write: (tx: Db) => Promise<AuditFieldChange[] | null>) {
  if (!(await findClient(ctx.db, clientId))) throw notFound(ssoTexts.clientNotFound);
  const done = await ctx.db.transaction(async (tx) => {
    const changes = await write(tx);
    if (changes === null) return false;
    if (changes.length > 0) {
      const { actorId, actingAs } = auditActor(ctx.user);
      await recordAudit(tx, { clientId, actorId, subjectId: null, action: 'settings.changed', details: { setting, changes, ...(actingAs && { actingAs }) } });
    }
    return true;
  });
  if (!done) throw await conflict(ctx, clientId);
  // New terms change the client row (termsRevision): this instance drops its copy at once, others within seconds.
  if (setting === 'terms') forgetCachedClients(ctx.db);
  return clientContent(ctx, clientId);
}

/** Claims a section's version inside `write`: null (409) when it moved on. */
const claimed = async (tx: Db, clientId: number, section: ClientSection, version: number) =>
  (await claimSectionVersion(tx, clientId, section, version)) !== null;

const faqText = (f: { category: string; question: string; answer: string }) => `${f.category} | ${f.question} | ${f.answer}`;

export async function saveFaqs(ctx: SignedInContext, clientId: number, input: z.output<typeof faqsSaveSchema>) {
  const rows = input.faqs.map((faq) => ({ ...faq, answer: sanitizeContent(faq.answer).trim() }));
  const errors: Record<string, string> = {};
  rows.forEach((row, index) => {
    if (!row.answer) errors[`faqs.${index}.answer`] = t.required;
  });
  const ids = rows.flatMap((row) => (row.id === undefined ? [] : [row.id]));
  if ((await countOwnFaqs(ctx.db, clientId, ids)) !== ids.length) {
    rows.forEach((row, index) => {
      if (row.id !== undefined) errors[`faqs.${index}.id`] ??= 'Not a question of this client';
    });
  }
  if (Object.keys(errors).length > 0) throw badRequest(errors);
  return save(ctx, clientId, 'faqs', async (tx) => {
    if (!(await claimed(tx, clientId, 'faqs', input.version))) return null;
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
  });
}

export async function savePage(ctx: SignedInContext, input: { id: number; type: EditablePage }, body: z.output<typeof pageSaveSchema>) {
  const html = sanitizeContent(body.html).trim();
  if (!html) throw badRequest({ html: t.required });
  const { id: clientId, type } = input;
  return save(ctx, clientId, type === 'terms' ? 'terms' : 'privacy', async (tx) => {
    const client = await findClient(tx, clientId);
    const before = await pageState(tx, clientId, type, client!.termsRevision);
    const revision = type === 'terms' ? await claimTermsRevision(tx, clientId, body.revision) : await claimPageRevision(tx, clientId, type, body.revision);
    if (revision === null) return null;
    await writePage(tx, clientId, type, { title: body.title, html, revision }, ctx.now);
    const changes: AuditFieldChange[] = [];
    if (before.title !== body.title) changes.push({ field: 'title', before: before.title, after: body.title });
    if (before.html !== html) changes.push({ field: 'text', before: before.html, after: html });
    if (type === 'terms') changes.push({ field: 'termsRevision', before: String(body.revision), after: String(revision) });
    return changes;
  });
}

const listText = (items: string[]) => (items.length > 0 ? items.join(' / ') : null);

export async function saveEnquiryOptions(ctx: SignedInContext, clientId: number, input: z.output<typeof enquiryOptionsSaveSchema>) {
  return save(ctx, clientId, 'enquiry-options', async (tx) => {
    if (!(await claimed(tx, clientId, 'enquiry-options', input.version))) return null;
    const before = listText((await listEnquiryOptions(tx, clientId)).map((o) => `${o.value}: ${o.label}`));
    await replaceEnquiryOptions(tx, clientId, input.options);
    const after = listText(input.options.map((o) => `${o.value}: ${o.label}`));
    return before === after ? [] : [{ field: 'options', before, after }];
  });
}

export async function saveCarousel(ctx: SignedInContext, clientId: number, input: z.output<typeof carouselSaveSchema>) {
  return save(ctx, clientId, 'carousel', async (tx) => {
    if (!(await claimed(tx, clientId, 'carousel', input.version))) return null;
    const before = listText((await listSlides(tx, clientId)).map((s) => `${s.title}: ${s.body}`));
    await replaceSlides(tx, clientId, input.slides);
    const after = listText(input.slides.map((s) => `${s.title}: ${s.body}`));
    return before === after ? [] : [{ field: 'slides', before, after }];
  });
}

/** Spec §7 `carousel`: the Host's client's own slides, else the portal's three. */
export async function carouselOf(ctx: RequestContext) {
  const own = ctx.client ? await listSlides(ctx.db, ctx.client.id) : [];
  return { slides: own.length > 0 ? own : [...defaultCarouselSlides] };
}
