import {
  catalogueTexts,
  configurationTexts,
  contributionWords,
  formatLongDate,
  pricingWords,
  schemeYearFormSchema,
  schemeYearTexts,
  ukToday,
  type AuditVia,
  type ConfigurationBenefit,
  type ConfigurationCatalogue,
  type ConfigurationSchemeYear,
  DEFAULT_EFFECTIVE_DATE_RULES,
  HOURS_PER_WEEK_LIMITS,
  RETENTION_MONTHS,
  type RetentionSettings,
  type EffectiveDateRules,
} from '@portal/contracts';
import { and, asc, eq } from 'drizzle-orm';
import { recordAudit } from '../../db/repositories/audit-log.ts';
import { updateClientSettings } from '../../db/repositories/clients.ts';
import type { Executor } from '../../db/repositories/executor.ts';
import { optionsChosenByBenefit, peopleWhoChose } from '../../db/repositories/selection-reads/catalogue.ts';
import { benefitFaqs, benefits, faqs, schemeYears, type BenefitRow, type Client, type NewBenefit } from '../../db/schema/index.ts';
import { AppError, badRequest } from '../../lib/errors.ts';
import { fieldChanges } from '../../lib/field-changes.ts';
import { benefitPartsOf, canonicalJson, findClientBenefit, insertBenefit, setBenefitFaqs, updateBenefit } from '../catalogue/index.ts';
import {
  effectiveDateColumns,
  effectiveDateKinds,
  effectiveDatesOf,
  insertSchemeYear,
  listSchemeYears,
  updateSchemeYear,
  windowRuleFields,
  type ListedSchemeYear,
  type SchemeYearValues,
} from '../scheme-years/index.ts';
import type { ConfigurationPlanner } from './planner.ts';

/**
 * The benefits catalogue in a configuration document (version 2, issue 28 §4): the new-starter window, the scheme years
 * (matched by year) and their benefits (matched by group code within a year), read for the export, compared item by
 * item for the import and written through the same queries the Scheme years and Benefits tabs save with, each audited.
 * Nothing is ever removed; what people's choices lock stays as it is, reported skipped with the reason: a year employees
 * chose in keeps its dates, a benefit people chose keeps its price, employer contribution and withdrawal (they change from
 * a date on the Benefits tab), its kind, its amount's unit and the options they chose.
 */

const reasons = configurationTexts.reasons;
const ce = catalogueTexts.errors;

export interface CatalogueBenefitState {
  row: BenefitRow;
  /** Its related FAQs' ids. */
  faqIds: number[];
  /** Anyone ever chose (or asked for) it. */
  inUse: boolean;
  /** The option codes any choice of it ever named. */
  usedOptions: string[];
}

export type CatalogueYearState = ListedSchemeYear & { benefits: CatalogueBenefitState[] };

/** The retention periods a new client has (the columns' defaults): a document says them only when they differ. */
const isDefaultRetention = (r: RetentionSettings) =>
  r.personalMonths === RETENTION_MONTHS.personalDefault && r.payrollMonths === RETENTION_MONTHS.payrollDefault;

export interface CatalogueState {
  newStarterWindowDays: number;
  defaultHoursPerWeek: number;
  /** Months a leaver's personal data and payroll records are kept (issue 39). */
  retention: RetentionSettings;
  effectiveDates: EffectiveDateRules;
  /** Oldest first; each year's benefits by order, then name. */
  years: CatalogueYearState[];
}

/** The client's catalogue, one query after the other (`db` may be a transaction). */
export async function readCatalogue(db: Executor, client: Client): Promise<CatalogueState> {
  const years = (await listSchemeYears(db, client.id)).reverse();
  const rows = await db.select().from(benefits).where(eq(benefits.clientId, client.id)).orderBy(asc(benefits.sortOrder), asc(benefits.name), asc(benefits.id));
  const links = await db
    .select({ benefitId: benefitFaqs.benefitId, faqId: benefitFaqs.faqId })
    .from(benefitFaqs)
    .innerJoin(faqs, eq(faqs.id, benefitFaqs.faqId))
    .where(eq(faqs.clientId, client.id));
  const chosen = await optionsChosenByBenefit(db, client.id);
  const usedBy = new Map(chosen.map((row) => [row.benefitId, row.options.filter((option): option is string => option !== null)]));
  const stateOf = (row: BenefitRow): CatalogueBenefitState => ({
    row,
    faqIds: links.filter((link) => link.benefitId === row.id).map((link) => link.faqId),
    inUse: usedBy.has(row.id),
    usedOptions: usedBy.get(row.id) ?? [],
  });
  // Oldest first by start date (the list is newest first by it).
  years.sort((a, b) => (a.startsOn < b.startsOn ? -1 : a.startsOn > b.startsOn ? 1 : a.id - b.id));
  return {
    newStarterWindowDays: client.newStarterWindowDays,
    defaultHoursPerWeek: Number(client.defaultHoursPerWeek),
    retention: { personalMonths: client.retentionPersonalMonths, payrollMonths: client.retentionPayrollMonths },
    effectiveDates: effectiveDatesOf(client),
    years: years.map((year) => ({ ...year, benefits: rows.filter((row) => row.schemeYearId === year.id).map(stateOf) })),
  };
}

const beamOf = (row: BenefitRow): ConfigurationBenefit['beam'] =>
  row.beamSupported && row.beamMin !== null && row.beamMax !== null && row.beamStep !== null
    ? { min: Number(row.beamMin), max: Number(row.beamMax), step: Number(row.beamStep) }
    : null;

/** The client's FAQs in their order (ids and questions): a benefit's related questions are named by them. */
export type FaqOrder = { id: number; question: string }[];

/** A document benefit's rule at the new year: rolling over unless it says it lapses. */
const rolloverOf = (benefit: Pick<ConfigurationBenefit, 'rollover'>) => benefit.rollover ?? 'roll-over';

/** A stored benefit as the document gives it: its related FAQs by question, in the order of the client's FAQs. */
export function benefitDocumentOf(benefit: CatalogueBenefitState, faqOrder: FaqOrder): ConfigurationBenefit {
  const { row } = benefit;
  const { rollover, ...parts } = benefitPartsOf(row);
  return {
    groupCode: row.groupCode,
    ...parts,
    // Said only when it is not the default.
    ...(rollover !== 'roll-over' && { rollover }),
    faqs: faqOrder.filter((faq) => benefit.faqIds.includes(faq.id)).map((faq) => faq.question),
    sortOrder: row.sortOrder,
    withdrawnOn: row.withdrawnOn,
    beam: beamOf(row),
  };
}

/** The document's catalogue: every scheme year, oldest first, with all its benefits. */
export function catalogueDocumentOf(state: CatalogueState, faqOrder: FaqOrder): ConfigurationCatalogue {
  return {
    newStarterWindowDays: state.newStarterWindowDays,
    // Said only when the client's rules are not the defaults (a document without them keeps them so).
    ...(effectiveDateKinds.some((kind) => state.effectiveDates[kind] !== DEFAULT_EFFECTIVE_DATE_RULES[kind]) && { effectiveDates: state.effectiveDates }),
    ...(state.defaultHoursPerWeek !== HOURS_PER_WEEK_LIMITS.default && { defaultHoursPerWeek: state.defaultHoursPerWeek }),
    ...(!isDefaultRetention(state.retention) && { retention: state.retention }),
    schemeYears: state.years.map((year) => ({
      year: year.year,
      startsOn: year.startsOn,
      endsOn: year.endsOn,
      windowOpensOn: year.windowOpensOn,
      windowClosesOn: year.windowClosesOn,
      probationMonths: year.probationMonths,
      benefits: year.benefits.map((benefit) => benefitDocumentOf(benefit, faqOrder)),
    })),
  };
}

// ---------------------------------------------------------------------------------------------------------------------
// The difference

type YearValues = Omit<SchemeYearValues, 'probationMonths'> & { probationMonths: number };

/** A benefit to add or change: its columns (all of them for a new one, only those that change for one the client has). */
export interface BenefitWrite {
  existing: BenefitRow | null;
  /** Where the document has it, for a refusal's field. */
  path: string;
  groupCode: string;
  columns: Partial<NewBenefit>;
  /** The related FAQs by question, when they change (always for a new benefit). */
  faqs: string[] | null;
  /** The audited values before and after (for a benefit the client has). */
  audit: { before: AuditedBenefit; after: AuditedBenefit } | null;
}

export interface YearWrite {
  existing: ListedSchemeYear | null;
  /** The year's values when it is added or changes; null when it stays as it is. */
  values: YearValues | null;
  benefits: BenefitWrite[];
}

export interface CatalogueWrites {
  newStarterWindowDays?: number;
  defaultHoursPerWeek?: number;
  retention?: RetentionSettings;
  effectiveDates?: Partial<EffectiveDateRules>;
  years: YearWrite[];
}

const yearText = (year: YearValues) =>
  `${year.startsOn} to ${year.endsOn}; window ${year.windowOpensOn} to ${year.windowClosesOn}; probation ${schemeYearTexts.months(year.probationMonths)}`;
const datesText = (year: Pick<YearValues, 'startsOn' | 'endsOn'>) => `${year.startsOn} to ${year.endsOn}`;
const yearValuesOf = (year: YearValues): YearValues => ({
  year: year.year,
  startsOn: year.startsOn,
  endsOn: year.endsOn,
  windowOpensOn: year.windowOpensOn,
  windowClosesOn: year.windowClosesOn,
  probationMonths: year.probationMonths,
});

/** The parts of a benefit the document carries, as the columns that store them (`faqs` by question). */
const benefitParts = [
  'name',
  'summary',
  'descriptionHtml',
  'termsHtml',
  'termsVersion',
  'imageUrl',
  'category',
  'kind',
  'setup',
  'medicalQuestions',
  'pricing',
  'employerContribution',
  'eligibility',
  'changeRule',
  'rollover',
  'requiresApproval',
  'provider',
  'providerEmail',
  'faqs',
  'sortOrder',
  'withdrawnOn',
  'beam',
] as const;
type BenefitPart = (typeof benefitParts)[number];
type AuditedBenefit = Record<BenefitPart, string | number | boolean | null>;

const jsonParts = new Set<BenefitPart>(['setup', 'medicalQuestions', 'pricing', 'employerContribution', 'eligibility', 'faqs', 'beam']);

/** A document benefit's parts as the audit log and the comparison take them: plain values, the plan's parts as canonical JSON. */
function audited(benefit: ConfigurationBenefit): AuditedBenefit {
  const values = {} as AuditedBenefit;
  for (const part of benefitParts) {
    const value = part === 'faqs' ? [...benefit.faqs].sort() : part === 'rollover' ? rolloverOf(benefit) : benefit[part];
    values[part] = jsonParts.has(part) ? canonicalJson(value) : (value as string | number | boolean | null);
  }
  return values;
}

/** A part in a few words, for the difference's before and after. */
function partText(benefit: ConfigurationBenefit, part: BenefitPart): string {
  const short = (text: string) => (text.length > 80 ? `${text.slice(0, 79)}…` : text);
  switch (part) {
    case 'pricing':
      return `pricing: ${pricingWords(benefit.pricing, benefit.setup.options)}`;
    case 'employerContribution':
      return `employer contribution: ${contributionWords(benefit.employerContribution)}`;
    case 'faqs':
      return `faqs: ${benefit.faqs.join(' / ') || 'none'}`;
    default: {
      const value = part === 'rollover' ? rolloverOf(benefit) : benefit[part];
      return `${part}: ${short(value === null ? 'none' : typeof value === 'object' ? canonicalJson(value) : String(value))}`;
    }
  }
}

const benefitText = (benefit: ConfigurationBenefit) => `${benefit.name} (${benefit.provider}): ${pricingWords(benefit.pricing, benefit.setup.options)}`;

/** The columns of a document benefit (its HTML already sanitised by the import's check). */
export function benefitColumnsOf(benefit: ConfigurationBenefit, parts: readonly BenefitPart[] = benefitParts): Partial<NewBenefit> {
  const columns: Partial<NewBenefit> = {};
  for (const part of parts) {
    if (part === 'faqs') continue;
    if (part === 'beam') {
      const { beam } = benefit;
      Object.assign(columns, {
        beamSupported: beam !== null,
        beamMin: beam && beam.min.toFixed(2),
        beamMax: beam && beam.max.toFixed(2),
        beamStep: beam && beam.step.toFixed(2),
      });
    } else Object.assign(columns, { [part]: part === 'rollover' ? rolloverOf(benefit) : benefit[part] });
  }
  return columns;
}

/**
 * A document benefit written into a scheme year as the import writes a new one (its related FAQs aside), its HTML as the
 * document has it (the import's check sanitised it): for the large demo client and tests that offer the demo's benefits.
 */
export const insertDocumentBenefit = (db: Executor, clientId: number, schemeYearId: number, benefit: ConfigurationBenefit) =>
  insertBenefit(db, {
    ...(benefitColumnsOf(benefit) as Omit<NewBenefit, 'clientId' | 'schemeYearId' | 'groupCode'>),
    clientId,
    schemeYearId,
    groupCode: benefit.groupCode,
  });

/** The first reason people's choices keep the benefit as it is (the editor's words), or null. */
function lockedBy(benefit: CatalogueBenefitState, wanted: ConfigurationBenefit): string | null {
  const { row } = benefit;
  if (wanted.kind !== row.kind) return ce.kindInUse;
  const unit = row.setup.amount?.unit;
  if (unit !== undefined && wanted.setup.amount?.unit !== unit) return ce.unitInUse;
  const kept = new Set((wanted.setup.options ?? []).map((option) => option.value));
  const lost = benefit.usedOptions.find((value) => !kept.has(value));
  if (lost !== undefined) return ce.optionInUse(row.setup.options?.find((option) => option.value === lost)?.label ?? lost);
  return null;
}

/**
 * One benefit of the document against the client's with its group code in that year (none: added). People's choices lock
 * its price, employer contribution and withdrawal (a skipped item of their own) and its kind, unit and chosen options (the
 * whole benefit skipped). Answers the write it takes, or null.
 */
function planBenefit(
  plan: ConfigurationPlanner,
  year: number,
  at: string,
  current: CatalogueBenefitState | undefined,
  wanted: ConfigurationBenefit,
  faqOrder: FaqOrder,
): BenefitWrite | null {
  const base = { section: 'benefits' as const, item: `${year} ${wanted.groupCode}`, path: at };
  if (!current) {
    plan.add({ ...base, kind: 'added', after: benefitText(wanted) });
    return { existing: null, path: at, groupCode: wanted.groupCode, columns: benefitColumnsOf(wanted), faqs: wanted.faqs, audit: null };
  }
  const before = benefitDocumentOf(current, faqOrder);
  const beforeValues = audited(before);
  const wantedValues = audited(wanted);
  let differing = benefitParts.filter((part) => beforeValues[part] !== wantedValues[part]);
  if (differing.length === 0) {
    plan.add({ ...base, kind: 'unchanged', after: benefitText(wanted) });
    return null;
  }
  if (current.inUse) {
    const priced = differing.filter((part) => part === 'pricing' || part === 'employerContribution');
    if (priced.length > 0) {
      plan.add({
        ...base,
        item: `${base.item} pricing`,
        path: `${at}.${priced[0]}`,
        kind: 'skipped',
        before: priced.map((part) => partText(before, part)).join('; '),
        after: priced.map((part) => partText(wanted, part)).join('; '),
        reason: reasons.priceKept,
      });
    }
    if (differing.includes('withdrawnOn')) {
      plan.add({
        ...base,
        item: `${base.item} withdrawnOn`,
        path: `${at}.withdrawnOn`,
        kind: 'skipped',
        before: before.withdrawnOn,
        after: wanted.withdrawnOn,
        reason: reasons.withdrawalKept,
      });
    }
    differing = differing.filter((part) => part !== 'pricing' && part !== 'employerContribution' && part !== 'withdrawnOn');
    if (differing.length === 0) return null;
  }
  const values = { before: differing.map((part) => partText(before, part)).join('; '), after: differing.map((part) => partText(wanted, part)).join('; ') };
  const locked = current.inUse ? lockedBy(current, wanted) : null;
  if (locked) {
    plan.add({ ...base, kind: 'skipped', ...values, reason: reasons.benefitLocked(locked) });
    return null;
  }
  if (plan.onExisting !== 'overwrite') {
    plan.add({ ...base, kind: 'skipped', ...values, reason: reasons.kept });
    return null;
  }
  plan.add({ ...base, kind: 'changed', ...values });
  // What people's choices keep is not written, so the audit's after is what the benefit will have.
  const after: ConfigurationBenefit = { ...before };
  for (const part of differing) Object.assign(after, { [part]: wanted[part] });
  return {
    existing: current.row,
    path: at,
    groupCode: wanted.groupCode,
    columns: benefitColumnsOf(wanted, differing),
    faqs: differing.includes('faqs') ? wanted.faqs : null,
    audit: { before: beforeValues, after: audited(after) },
  };
}

const overlapError = (path: string, other: Pick<ListedSchemeYear, 'year' | 'startsOn' | 'endsOn'>) =>
  badRequest({ [path]: schemeYearTexts.errors.overlaps(other.year, formatLongDate(other.startsOn), formatLongDate(other.endsOn)) });

function planYear(
  plan: ConfigurationPlanner,
  state: CatalogueState | null,
  wanted: ConfigurationSchemeYear,
  index: number,
  faqOrder: FaqOrder,
): YearWrite | null {
  const at = `catalogue.schemeYears.${index}`;
  const base = { section: 'schemeYears' as const, item: String(wanted.year), path: at };
  const current = state?.years.find((year) => year.year === wanted.year);
  const others = (state?.years ?? []).filter((year) => year !== current);
  const benefitsAt = (b: number) => `${at}.benefits.${b}`;
  if (!current) {
    const overlapping = others.find((other) => wanted.startsOn <= other.endsOn && other.startsOn <= wanted.endsOn);
    if (overlapping) throw overlapError(`${at}.startsOn`, overlapping);
    plan.add({ ...base, kind: 'added', after: yearText(wanted) });
    const added = wanted.benefits.map((benefit, b) => planBenefit(plan, wanted.year, benefitsAt(b), undefined, benefit, faqOrder)!);
    return { existing: null, values: yearValuesOf(wanted), benefits: added };
  }

  let values: YearValues | null = null;
  const datesMove = wanted.startsOn !== current.startsOn || wanted.endsOn !== current.endsOn;
  const keptDates = datesMove && current.inUse;
  if (keptDates) {
    plan.add({
      ...base,
      item: `${wanted.year} dates`,
      path: `${at}.startsOn`,
      kind: 'skipped',
      before: datesText(current),
      after: datesText(wanted),
      reason: reasons.yearDatesKept,
    });
  }
  const target = yearValuesOf({ ...wanted, ...(keptDates && { startsOn: current.startsOn, endsOn: current.endsOn }) });
  const same = yearText(target) === yearText(current);
  if (same) plan.add({ ...base, kind: 'unchanged', after: yearText(target) });
  else if (plan.onExisting === 'overwrite') {
    // The window must still lie inside the dates the year keeps; the dates must not come to overlap another year.
    const rules = schemeYearFormSchema.safeParse(target);
    if (!rules.success) throw badRequest(Object.fromEntries(rules.error.issues.map((issue) => [`${at}.${issue.path.join('.')}`, issue.message])));
    const overlapping = others.find((other) => target.startsOn <= other.endsOn && other.startsOn <= target.endsOn);
    if (overlapping) throw overlapError(`${at}.startsOn`, overlapping);
    plan.add({ ...base, kind: 'changed', before: yearText(current), after: yearText(target) });
    values = target;
  } else plan.add({ ...base, kind: 'skipped', before: yearText(current), after: yearText(target), reason: reasons.kept });

  const writes: BenefitWrite[] = [];
  wanted.benefits.forEach((benefit, b) => {
    const mine = current.benefits.find((candidate) => candidate.row.groupCode === benefit.groupCode);
    const write = planBenefit(plan, wanted.year, benefitsAt(b), mine, benefit, faqOrder);
    if (write) writes.push(write);
  });
  return values || writes.length > 0 ? { existing: current, values, benefits: writes } : null;
}

/**
 * The catalogue's items and writes. A version 1 document has none: the client's is kept (one skipped item when it has
 * one). `faqOrder`: the client's FAQs (ids and questions), to name a benefit's related questions.
 */
export function planCatalogue(
  plan: ConfigurationPlanner,
  state: CatalogueState | null,
  catalogue: ConfigurationCatalogue | undefined,
  faqOrder: FaqOrder,
): CatalogueWrites | null {
  if (!catalogue) {
    if (state && state.years.length > 0)
      plan.add({ section: 'schemeYears', item: 'catalogue', path: 'catalogue', kind: 'skipped', reason: reasons.catalogueKept });
    return null;
  }
  const writes: CatalogueWrites = { years: [] };
  // 0 is none, as for a client just added: a number of the document's own is then added, whether skip or overwrite.
  const days = state && { value: state.newStarterWindowDays, set: state.newStarterWindowDays !== 0 };
  const field = { section: 'schemeYears' as const, item: 'newStarterWindowDays', path: 'catalogue.newStarterWindowDays' };
  if (plan.field({ ...field, ...(days && { before: days }), after: catalogue.newStarterWindowDays })) {
    writes.newStarterWindowDays = catalogue.newStarterWindowDays;
  }
  // Hours other than the default are the client's own: kept on skip, like the new-starter days.
  if (catalogue.defaultHoursPerWeek !== undefined) {
    const hours = state && { value: state.defaultHoursPerWeek, set: state.defaultHoursPerWeek !== HOURS_PER_WEEK_LIMITS.default };
    const item = 'defaultHoursPerWeek';
    if (plan.field({ section: 'schemeYears', item, path: `catalogue.${item}`, ...(hours && { before: hours }), after: catalogue.defaultHoursPerWeek })) {
      writes.defaultHoursPerWeek = catalogue.defaultHoursPerWeek;
    }
  }
  // Retention periods other than the defaults are the client's own: kept on skip; both periods go together (payroll at least personal).
  if (catalogue.retention !== undefined) {
    const periods = state && { value: state.retention, set: !isDefaultRetention(state.retention) };
    const item = 'retention';
    const planned = plan.field<RetentionSettings>({
      section: 'schemeYears',
      item,
      path: `catalogue.${item}`,
      ...(periods && { before: periods }),
      after: catalogue.retention,
      same: (a, b) => a.personalMonths === b.personalMonths && a.payrollMonths === b.payrollMonths,
      text: (v) => `${v.personalMonths} / ${v.payrollMonths} months`,
      absent: () => false,
    });
    if (planned) writes.retention = catalogue.retention;
  }
  // A rule other than the default is the client's own: kept on skip, like the new-starter days.
  for (const kind of effectiveDateKinds) {
    const wanted = catalogue.effectiveDates?.[kind];
    if (wanted === undefined) continue;
    const held = state && { value: state.effectiveDates[kind], set: state.effectiveDates[kind] !== DEFAULT_EFFECTIVE_DATE_RULES[kind] };
    const item = `effectiveDates.${kind}`;
    if (plan.field({ section: 'schemeYears', item, path: `catalogue.${item}`, ...(held && { before: held }), after: wanted })) {
      writes.effectiveDates = { ...writes.effectiveDates, [kind]: wanted };
    }
  }
  catalogue.schemeYears.forEach((year, index) => {
    const write = planYear(plan, state, year, index, faqOrder);
    if (write) writes.years.push(write);
  });
  return writes.newStarterWindowDays !== undefined ||
    writes.defaultHoursPerWeek !== undefined ||
    writes.retention !== undefined ||
    writes.effectiveDates ||
    writes.years.length > 0
    ? writes
    : null;
}

// ---------------------------------------------------------------------------------------------------------------------
// The writes

/**
 * Which year is current when the client has none (a client the import makes): the latest that has begun by today, else
 * the first to begin. A client that has a current year keeps it: the daily switch moves it on when the next one starts.
 */
export function currentYearAmong<Y extends { startsOn: string }>(years: Y[], today: string): Y | undefined {
  const byStart = [...years].sort((a, b) => (a.startsOn < b.startsOn ? -1 : a.startsOn > b.startsOn ? 1 : 0));
  return byStart.filter((year) => year.startsOn <= today).at(-1) ?? byStart[0];
}

const changedDuringImport = () => new AppError(409, configurationTexts.changedDuringImport);

interface Actor {
  actorId: number | null;
  via?: AuditVia;
}

/**
 * The catalogue's writes in the import's transaction, after the FAQs (a benefit's related questions are the client's FAQs
 * by question): years added or changed ('scheme-year.created' / '.updated'), benefits added or changed ('benefit.created'
 * / '.updated', each field's before and after), the new-starter window ('client.updated'). The client's settings version
 * moves once from `version` (a tab opened before sees the change); answers the new one.
 */
export async function applyCatalogue(tx: Executor, client: Client, version: number, writes: CatalogueWrites, by: Actor, now: Date): Promise<number> {
  const via = by.via && { via: by.via };
  const own = await tx
    .select({ id: faqs.id, question: faqs.question })
    .from(faqs)
    .where(eq(faqs.clientId, client.id))
    .orderBy(asc(faqs.sortOrder), asc(faqs.id));
  const faqIdOf = new Map<string, number>();
  for (const faq of own) if (!faqIdOf.has(faq.question)) faqIdOf.set(faq.question, faq.id);
  const idsOf = (questions: string[]) => questions.flatMap((question) => (faqIdOf.has(question) ? [faqIdOf.get(question)!] : []));

  const years = await listSchemeYears(tx, client.id);
  const added = writes.years.filter((write) => !write.existing).map((write) => write.values!);
  const currentYear = years.some((year) => year.isCurrent) ? null : (currentYearAmong([...years, ...added], ukToday(now))?.year ?? null);

  for (const write of writes.years) {
    let year: { id: number; year: number };
    if (!write.existing) {
      const values = write.values!;
      const row = await insertSchemeYear(tx, client.id, { ...values, isCurrent: values.year === currentYear });
      const details = { schemeYear: row.year, startsOn: row.startsOn, endsOn: row.endsOn, current: row.isCurrent, ...via };
      await recordAudit(tx, { action: 'scheme-year.created', clientId: client.id, actorId: by.actorId, subjectId: null, details });
      year = row;
    } else {
      year = write.existing;
      if (write.values) {
        const after = await updateSchemeYear(tx, client.id, write.existing.id, write.values);
        if (!after) throw changedDuringImport();
        const fields = ['year', 'startsOn', 'endsOn', 'windowOpensOn', 'windowClosesOn', 'probationMonths'] as const;
        const changes = fieldChanges(yearValuesOf(write.existing), yearValuesOf(after), fields);
        const details = { schemeYear: after.year, changes, ...via };
        await recordAudit(tx, { action: 'scheme-year.updated', clientId: client.id, actorId: by.actorId, subjectId: null, details });
      }
    }
    for (const benefit of write.benefits) await applyBenefit(tx, client.id, year, benefit, idsOf, by);
  }
  // A client with years but none current (not one the console or an import made): the same rule picks one of them.
  const chosen = years.find((year) => year.year === currentYear);
  if (chosen) {
    await tx
      .update(schemeYears)
      .set({ isCurrent: true })
      .where(and(eq(schemeYears.clientId, client.id), eq(schemeYears.id, chosen.id)));
  }

  const days = writes.newStarterWindowDays;
  const rules = { ...effectiveDatesOf(client), ...writes.effectiveDates };
  const hours = writes.defaultHoursPerWeek;
  const settings = {
    newStarterWindowDays: days ?? client.newStarterWindowDays,
    ...effectiveDateColumns(rules),
    defaultHoursPerWeek: hours === undefined ? client.defaultHoursPerWeek : hours.toFixed(2),
    retentionPersonalMonths: writes.retention?.personalMonths ?? client.retentionPersonalMonths,
    retentionPayrollMonths: writes.retention?.payrollMonths ?? client.retentionPayrollMonths,
  };
  const after = await updateClientSettings(tx, client.id, version, settings);
  if (!after) throw changedDuringImport();
  const changes = fieldChanges(client, settings, [...windowRuleFields, 'defaultHoursPerWeek', 'retentionPersonalMonths', 'retentionPayrollMonths']);
  if (changes.length > 0) {
    await recordAudit(tx, {
      action: 'client.updated',
      clientId: client.id,
      actorId: by.actorId,
      subjectId: null,
      details: { section: 'new-starter window', changes, ...via },
    });
  }
  return after.settingsVersion;
}

async function applyBenefit(
  tx: Executor,
  clientId: number,
  year: { id: number; year: number },
  write: BenefitWrite,
  idsOf: (questions: string[]) => number[],
  by: Actor,
) {
  const via = by.via && { via: by.via };
  if (!write.existing) {
    const row = await insertBenefit(tx, {
      ...(write.columns as Omit<NewBenefit, 'clientId' | 'schemeYearId' | 'groupCode'>),
      clientId,
      schemeYearId: year.id,
      groupCode: write.groupCode,
    });
    await setBenefitFaqs(tx, row.id, idsOf(write.faqs ?? []));
    const details = { benefitId: row.id, benefitName: row.name, schemeYear: year.year, ...via };
    await recordAudit(tx, { action: 'benefit.created', clientId, actorId: by.actorId, subjectId: null, details });
    return;
  }
  // Locked, and checked again: someone may have chosen it since the difference was read.
  const locked = await findClientBenefit(tx, clientId, write.existing.id, true);
  if (!locked || locked.version !== write.existing.version) throw changedDuringImport();
  const pricingMoves = 'pricing' in write.columns || 'employerContribution' in write.columns || 'withdrawnOn' in write.columns;
  if (pricingMoves && (await peopleWhoChose(tx, clientId, locked.id)) > 0) throw changedDuringImport();
  const after = await updateBenefit(tx, clientId, locked.id, locked.version, write.columns);
  if (!after) throw changedDuringImport();
  if (write.faqs) await setBenefitFaqs(tx, after.id, idsOf(write.faqs));
  const changes = write.audit ? fieldChanges(write.audit.before, write.audit.after, benefitParts) : [];
  const details = { benefitId: after.id, benefitName: after.name, schemeYear: year.year, changes, ...via };
  await recordAudit(tx, { action: 'benefit.updated', clientId, actorId: by.actorId, subjectId: null, details });
}
