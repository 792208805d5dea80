import {
  benefitTemplateOf,
  benefitTemplates,
  catalogueTexts,
  formatLongDate,
  ssoTexts,
  ukToday,
  type BenefitDraft,
  type BenefitDraftValues,
  type BenefitTemplates,
  type CatalogueBenefit,
  type CatalogueList,
  type CatalogueYear,
  type CreateBenefitValues,
  type BenefitSaveValues,
} from '@portal/contracts';
import { recordAudit } from '../../db/repositories/audit-log.ts';
import { findClientById } from '../../db/repositories/clients.ts';
import type { Executor } from '../../db/repositories/executor.ts';
import { optionsChosen, peopleWhoChose } from '../../db/repositories/selection-reads/catalogue.ts';
import { endForWithdrawal, SelectionConflict } from '../../db/repositories/selections.ts';
import type { BenefitRow, NewBenefit } from '../../db/schema/index.ts';
import { AppError, badRequest, notFound } from '../../lib/errors.ts';
import { fieldChanges } from '../../lib/field-changes.ts';
import { sanitizeContent } from '../../lib/sanitize.ts';
import { platformAdminAccess } from '../../plugins/platform-admin-context.ts';
import type { SignedInContext } from '../../plugins/request-context.ts';
import { lockClient } from '../scheme-years/index.ts';
import {
  benefitFaqIds,
  catalogueRows,
  catalogueYears,
  clientFaqChoices,
  clientFaqIds,
  clientGroupCodes,
  deleteBenefit,
  findClientBenefit,
  findClientYear,
  insertBenefit,
  nextSortOrder,
  setBenefitFaqs,
  updateBenefit,
} from './queries.ts';

/**
 * The benefit catalogue of a client's page (issue 28 §1), platform administrators only: a scheme year's benefits, added from
 * the template library, edited part by part, deleted while nobody has chosen them, or withdrawn from a date. Each write is
 * one transaction, audited with each field's before and after; a save from an older version is refused with 409 and the
 * benefit as it is now. Once people have chosen a benefit its kind, its amount's unit and the options they chose stay, and
 * its pricing and employer contribution change only from a date (the price change call, price-changes.ts).
 */

const t = catalogueTexts;
const e = t.errors;

async function existingClient(db: Executor, clientId: number) {
  const client = await findClientById(db, clientId);
  if (!client) throw notFound(ssoTexts.clientNotFound);
  return client;
}

const yearOf = (year: { id: number; year: number; startsOn: string; endsOn: string; isCurrent: boolean }): CatalogueYear => ({
  id: year.id,
  year: year.year,
  startsOn: year.startsOn,
  endsOn: year.endsOn,
  isCurrent: year.isCurrent,
});

/** A stored benefit's own parts, shared by the editor's draft and the configuration document. */
export const benefitPartsOf = (row: BenefitRow) => ({
  name: row.name,
  summary: row.summary,
  descriptionHtml: row.descriptionHtml,
  termsHtml: row.termsHtml,
  termsVersion: row.termsVersion,
  imageUrl: row.imageUrl,
  category: row.category,
  kind: row.kind,
  setup: row.setup,
  medicalQuestions: row.medicalQuestions,
  pricing: row.pricing,
  employerContribution: row.employerContribution,
  eligibility: row.eligibility,
  changeRule: row.changeRule,
  rollover: row.rollover,
  requiresApproval: row.requiresApproval,
  provider: row.provider,
  providerEmail: row.providerEmail,
});

/** The editable parts of a stored benefit, as the editor shows them. */
const draftOf = (row: BenefitRow, faqIds: number[]): BenefitDraftValues => ({ ...benefitPartsOf(row), faqIds, sortOrder: row.sortOrder });

/** The editor's view of one benefit, read in the caller's transaction (if any). */
async function present(db: Executor, ctx: SignedInContext, row: BenefitRow): Promise<CatalogueBenefit> {
  // One after another: a transaction's connection runs one query at a time.
  const year = await findClientYear(db, row.clientId, row.schemeYearId);
  const inUse = await peopleWhoChose(db, row.clientId, row.id);
  const usedOptions = await optionsChosen(db, row.clientId, row.id);
  const faqIds = await benefitFaqIds(db, row.id);
  const faqChoices = await clientFaqChoices(db, row.clientId);
  return {
    id: row.id,
    schemeYear: yearOf(year!),
    groupCode: row.groupCode,
    templateCode: row.templateCode,
    version: row.version,
    inUse,
    withdrawnOn: row.withdrawnOn,
    draft: draftOf(row, faqIds),
    usedOptions,
    pricingLocked: inUse > 0,
    faqChoices,
    today: ukToday(ctx.now),
  };
}

async function existingBenefit(db: Executor, clientId: number, benefitId: number, lock = false): Promise<BenefitRow> {
  const row = await findClientBenefit(db, clientId, benefitId, lock);
  if (!row) throw notFound(e.benefitNotFound);
  return row;
}

/** 409: someone saved first; the answer carries the benefit as it is now. */
const changedSinceRead = async (db: Executor, ctx: SignedInContext, clientId: number, benefitId: number) =>
  new AppError(409, t.changedSinceOpened, undefined, { current: await present(db, ctx, await existingBenefit(db, clientId, benefitId)) });

/** A benefit's year's benefits (the current year, or the newest, unless `yearId` names one of the client's). */
export async function listCatalogue(ctx: SignedInContext, clientId: number, yearId: number | undefined): Promise<CatalogueList> {
  platformAdminAccess(ctx);
  await existingClient(ctx.db, clientId);
  const years = await catalogueYears(ctx.db, clientId);
  const year = yearId === undefined ? (years.find((y) => y.isCurrent) ?? years[0]) : years.find((y) => y.id === yearId);
  if (yearId !== undefined && !year) throw notFound(e.yearNotFound);
  const rows = year ? await catalogueRows(ctx.db, clientId, year.id) : [];
  return {
    years: years.map(yearOf),
    yearId: year?.id ?? null,
    benefits: rows.map(({ pricing, ...row }) => ({ ...row, pricingKind: pricing.kind })),
  };
}

/** The template library, the same for every client. */
export async function catalogueTemplates(ctx: SignedInContext, clientId: number): Promise<BenefitTemplates> {
  platformAdminAccess(ctx);
  await existingClient(ctx.db, clientId);
  return {
    templates: benefitTemplates.map((template) => ({
      code: template.code,
      label: template.label,
      description: template.description,
      kind: template.draft.kind,
      pricingKind: template.draft.pricing.kind,
      draft: template.draft,
    })),
  };
}

export async function getCatalogueBenefit(ctx: SignedInContext, clientId: number, benefitId: number): Promise<CatalogueBenefit> {
  platformAdminAccess(ctx);
  await existingClient(ctx.db, clientId);
  return present(ctx.db, ctx, await existingBenefit(ctx.db, clientId, benefitId));
}

/**
 * The group code that links a benefit across scheme years: its name in lower case with hyphens, made unique among every code
 * the client's benefits use (a new benefit is never taken for another one's next year). Kept when the benefit is renamed.
 */
export function groupCodeFor(name: string, taken: Set<string>): string {
  const stem =
    name
      .normalize('NFKD')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 40)
      .replace(/-+$/, '') || 'benefit';
  if (!taken.has(stem)) return stem;
  for (let n = 2; ; n += 1) if (!taken.has(`${stem}-${n}`)) return `${stem}-${n}`;
}

/** Adds a benefit to one of the client's scheme years from a template, last in order; audited. */
export async function addCatalogueBenefit(ctx: SignedInContext, clientId: number, input: CreateBenefitValues): Promise<CatalogueBenefit> {
  const { actorId } = platformAdminAccess(ctx);
  return ctx.db.transaction(async (tx) => {
    // Locked: two benefits added at once never take the same group code.
    if (!(await lockClient(tx, clientId))) throw notFound(ssoTexts.clientNotFound);
    const year = await findClientYear(tx, clientId, input.schemeYearId);
    if (!year) throw badRequest({ schemeYearId: e.yearNotFound });
    const template = benefitTemplateOf(input.templateCode);
    const { faqIds: _faqIds, ...draft } = template.draft;
    const name = input.name ?? draft.name;
    const row = await insertBenefit(tx, {
      ...draft,
      name,
      clientId,
      schemeYearId: year.id,
      groupCode: groupCodeFor(name, await clientGroupCodes(tx, clientId)),
      descriptionHtml: sanitizeContent(draft.descriptionHtml),
      termsHtml: draft.termsHtml === null ? null : sanitizeContent(draft.termsHtml),
      sortOrder: await nextSortOrder(tx, clientId, year.id),
      templateCode: template.code,
    });
    await recordAudit(tx, {
      action: 'benefit.created',
      clientId,
      actorId,
      subjectId: null,
      details: { benefitId: row.id, benefitName: row.name, schemeYear: year.year, template: template.label },
    });
    return present(tx, ctx, row);
  });
}

/** JSON with its keys in order, so a jsonb column's own key order never reads as a change. */
export const canonicalJson = (value: unknown): string =>
  value !== null && typeof value === 'object' && !Array.isArray(value)
    ? `{${Object.keys(value)
        .filter((key) => (value as Record<string, unknown>)[key] !== undefined)
        .sort()
        .map((key) => `${JSON.stringify(key)}:${canonicalJson((value as Record<string, unknown>)[key])}`)
        .join(',')}}`
    : Array.isArray(value)
      ? `[${value.map(canonicalJson).join(',')}]`
      : JSON.stringify(value ?? null);

const scalarFields = [
  'name',
  'summary',
  'descriptionHtml',
  'termsHtml',
  'termsVersion',
  'imageUrl',
  'category',
  'kind',
  'changeRule',
  'rollover',
  'requiresApproval',
  'provider',
  'providerEmail',
  'sortOrder',
] as const;
const planFields = ['setup', 'medicalQuestions', 'pricing', 'employerContribution', 'eligibility', 'faqIds'] as const;
const auditedFields = [...scalarFields, ...planFields] as const;
type AuditedField = (typeof auditedFields)[number];

/** A draft as the audit log keeps it: plain values, and the plan's parts as JSON. */
function audited(draft: BenefitDraftValues): Record<AuditedField, string | number | boolean | null> {
  const values = {} as Record<AuditedField, string | number | boolean | null>;
  for (const field of scalarFields) values[field] = draft[field];
  for (const field of planFields) values[field] = canonicalJson(field === 'faqIds' ? [...draft.faqIds].sort((a, b) => a - b) : draft[field]);
  return values;
}

/**
 * What people's choices lock (400 on the field, nothing saved): the kind, the amount's unit, the options they chose, and the
 * pricing and employer contribution, which change from a date in the price change section instead.
 */
function lockedByChoices(before: BenefitRow, draft: BenefitDraft, inUse: number, usedOptions: string[]) {
  if (inUse === 0) return;
  const errors: Record<string, string> = {};
  if (draft.kind !== before.kind) errors.kind = e.kindInUse;
  const unitBefore = before.setup.amount?.unit;
  if (unitBefore !== undefined && draft.setup.amount?.unit !== unitBefore) errors[draft.setup.amount ? 'setup.amount.unit' : 'setup.amount'] = e.unitInUse;
  const kept = new Set((draft.setup.options ?? []).map((option) => option.value));
  const lost = usedOptions.find((value) => !kept.has(value));
  if (lost !== undefined) {
    const label = before.setup.options?.find((option) => option.value === lost)?.label ?? lost;
    errors['setup.options'] = e.optionInUse(label);
  }
  const pricingChanged = canonicalJson(draft.pricing) !== canonicalJson(before.pricing);
  const contributionChanged = canonicalJson(draft.employerContribution) !== canonicalJson(before.employerContribution);
  if (pricingChanged || contributionChanged) errors.pricing = e.pricingInUse;
  if (contributionChanged) errors.employerContribution = e.contributionInUse;
  if (Object.keys(errors).length > 0) throw badRequest(errors);
}

/**
 * Saves a benefit's draft from the version the editor read: 409 with the benefit as it is now when it moved on, 400 with
 * each field's error (nothing saved) when a rule the contract cannot see refuses it. Audited with each field's change.
 */
export async function saveCatalogueBenefit(ctx: SignedInContext, clientId: number, benefitId: number, input: BenefitSaveValues): Promise<CatalogueBenefit> {
  const { actorId } = platformAdminAccess(ctx);
  const { version, ...draft } = input;
  await existingClient(ctx.db, clientId);
  return ctx.db.transaction(async (tx) => {
    // Locked: a choice made meanwhile waits (its row names this one), so "nobody chose it" holds until the save is done.
    const before = await existingBenefit(tx, clientId, benefitId, true);
    if (before.version !== version) throw await changedSinceRead(tx, ctx, clientId, benefitId);
    const inUse = await peopleWhoChose(tx, clientId, benefitId);
    const usedOptions = await optionsChosen(tx, clientId, benefitId);
    const faqIdsBefore = await benefitFaqIds(tx, benefitId);
    const ownFaqs = await clientFaqIds(tx, clientId, draft.faqIds);
    if (draft.faqIds.some((id) => !ownFaqs.has(id))) throw badRequest({ faqIds: e.faqNotFound });
    lockedByChoices(before, draft, inUse, usedOptions);
    const values: Partial<NewBenefit> = {
      name: draft.name,
      summary: draft.summary,
      descriptionHtml: sanitizeContent(draft.descriptionHtml),
      termsHtml: draft.termsHtml === null ? null : sanitizeContent(draft.termsHtml),
      termsVersion: draft.termsVersion,
      imageUrl: draft.imageUrl,
      category: draft.category,
      kind: draft.kind,
      setup: draft.setup,
      medicalQuestions: draft.medicalQuestions,
      pricing: draft.pricing,
      employerContribution: draft.employerContribution,
      eligibility: draft.eligibility,
      changeRule: draft.changeRule,
      rollover: draft.rollover,
      requiresApproval: draft.requiresApproval,
      provider: draft.provider,
      providerEmail: draft.providerEmail,
      sortOrder: draft.sortOrder,
    };
    const after = await updateBenefit(tx, clientId, benefitId, version, values);
    if (!after) throw await changedSinceRead(tx, ctx, clientId, benefitId);
    await setBenefitFaqs(tx, benefitId, draft.faqIds);
    const year = await findClientYear(tx, clientId, after.schemeYearId);
    const changes = fieldChanges(audited(draftOf(before, faqIdsBefore)), audited(draftOf(after, draft.faqIds)), auditedFields);
    if (changes.length > 0) {
      await recordAudit(tx, {
        action: 'benefit.updated',
        clientId,
        actorId,
        subjectId: null,
        details: { benefitId, benefitName: after.name, schemeYear: year?.year, changes },
      });
    }
    return present(tx, ctx, after);
  });
}

/** Deletes a benefit nobody ever chose (409 when someone did: it can only be withdrawn from a date); audited. */
export async function deleteCatalogueBenefit(ctx: SignedInContext, clientId: number, benefitId: number, version: number): Promise<{ removed: true }> {
  const { actorId } = platformAdminAccess(ctx);
  await existingClient(ctx.db, clientId);
  return ctx.db.transaction(async (tx) => {
    const before = await existingBenefit(tx, clientId, benefitId, true);
    if (before.version !== version) throw await changedSinceRead(tx, ctx, clientId, benefitId);
    if ((await peopleWhoChose(tx, clientId, benefitId)) > 0) throw new AppError(409, e.deleteInUse);
    const year = await findClientYear(tx, clientId, before.schemeYearId);
    await deleteBenefit(tx, clientId, benefitId);
    await recordAudit(tx, {
      action: 'benefit.deleted',
      clientId,
      actorId,
      subjectId: null,
      details: { benefitId, benefitName: before.name, schemeYear: year?.year },
    });
    return { removed: true as const };
  });
}

/**
 * Withdraws a benefit from a day of its scheme year, today or later: it is not offered from then on, and the choices of it
 * in force end the day before (through the selections repository); requests still waiting lapse. Audited with the counts.
 */
export async function withdrawCatalogueBenefit(
  ctx: SignedInContext,
  clientId: number,
  benefitId: number,
  input: { version: number; withdrawnOn: string },
): Promise<CatalogueBenefit> {
  const { actorId } = platformAdminAccess(ctx);
  await existingClient(ctx.db, clientId);
  const today = ukToday(ctx.now);
  try {
    return await ctx.db.transaction(async (tx) => {
      const before = await existingBenefit(tx, clientId, benefitId, true);
      if (before.version !== input.version) throw await changedSinceRead(tx, ctx, clientId, benefitId);
      const year = (await findClientYear(tx, clientId, before.schemeYearId))!;
      if (before.withdrawnOn !== null) throw badRequest({ withdrawnOn: e.alreadyWithdrawn(formatLongDate(before.withdrawnOn)) });
      if (input.withdrawnOn < today) throw badRequest({ withdrawnOn: e.withdrawInPast });
      if (input.withdrawnOn < year.startsOn || input.withdrawnOn > year.endsOn) {
        throw badRequest({ withdrawnOn: e.withdrawOutsideYear(formatLongDate(year.startsOn), formatLongDate(year.endsOn)) });
      }
      const after = await updateBenefit(tx, clientId, benefitId, input.version, { withdrawnOn: input.withdrawnOn });
      if (!after) throw await changedSinceRead(tx, ctx, clientId, benefitId);
      const { ended, lapsed } = await endForWithdrawal(tx, clientId, benefitId, input.withdrawnOn, ctx.now);
      await recordAudit(tx, {
        action: 'benefit.withdrawn',
        clientId,
        actorId,
        subjectId: null,
        details: { benefitId, benefitName: after.name, schemeYear: year.year, withdrawnOn: input.withdrawnOn, ended, lapsed },
      });
      return present(tx, ctx, after);
    });
  } catch (error) {
    // A choice changed at the same moment: nothing was saved; the editor reads the benefit again.
    if (error instanceof SelectionConflict) throw await changedSinceRead(ctx.db, ctx, clientId, benefitId);
    throw error;
  }
}
