import { z } from 'zod';
import { effectiveDateRulesSchema } from '../benefits/effective-dates.ts';
import { benefitKinds } from '../benefits/kinds.ts';
import { pensionableEarnings } from '../benefits/plan.ts';
import { taxTreatments } from '../benefits/tax-treatment.ts';
import { isRealIsoDate, realIsoDate, textField } from '../shared/fields.ts';
import { formatLongDate } from '../shared/format.ts';
import { defineRoute } from '../shared/http.ts';
import { HOURS_PER_WEEK_LIMITS } from '../shared/pay.ts';
import { retentionSettingsSchema } from '../retention/routes.ts';
import { AVATAR_SETS, brandingFormSchema, LOGO_MAX_BYTES } from './branding.ts';
import {
  amountUnits,
  benefitDraftSchema,
  CATALOGUE_LIMITS,
  catalogueChangeRules,
  rolloverRules,
  catalogueTexts,
  employmentStatusChoices,
  hundredthsOf,
  optionCovers,
  type BenefitDraft,
} from './catalogue.ts';
import { CLIENT_CODE_PATTERN } from './code.ts';
import { carouselSaveSchema, enquiryOptionsSaveSchema, faqDraftSchema, MAX_FAQS, pageSaveSchema } from './content.ts';
import { clientCodeField, clientFeaturesUpdate, clientNameField } from './schemas.ts';
import { isWebAddress, signOnSaveSchema, signOnTexts } from './sign-on.ts';
import { newStarterWindowFormSchema, schemeYearFormSchema, schemeYearTexts } from './scheme-years.ts';
import { clientAdminTexts } from './texts.ts';

/**
 * A client's whole set-up as one JSON document (issue 27 §3): exported, imported under the same or a new code, dry-run
 * first. The document is versioned (docs/decisions: configuration document): this portal writes version 2, which adds
 * the benefits catalogue (issue 28 §4), and still reads version 1, which has none (its import leaves the client's
 * catalogue as it is).
 */
export const CONFIGURATION_VERSION = 2;
/** The versions an import reads. */
export const CONFIGURATION_VERSIONS_READ = [1, 2] as const;
/** The import call's body limit: two logos at their limit take about 1.4 MB inline, the rest is text. */
export const CONFIGURATION_MAX_BYTES = 3 * 1024 * 1024;

export const configurationTexts = {
  versionUnknown: `This portal reads configuration documents of versions 1 and ${CONFIGURATION_VERSION}: export the client again from a portal of this version`,
  catalogueRequired: `A document of version ${CONFIGURATION_VERSION} has the catalogue: its scheme years and benefits (an empty list for none)`,
  catalogueNotInVersion1: `A document of version 1 has no catalogue: give version ${CONFIGURATION_VERSION} to import one`,
  groupCode: 'Use 1 to 40 lower-case letters, digits and hyphens: the code links the benefit across scheme years',
  groupCodeTaken: 'Another benefit of this scheme year has this group code',
  faqUnknown: 'There is no FAQ with this question in content.faqs: add it there, or remove it here',
  faqTwice: 'Name each related question once',
  beamInvalid: 'Give the Beam calculator’s lowest, highest and step in pounds and pence, above 0, the lowest not above the highest',
  withdrawnOutsideYear: (from: string, to: string) => `Give a day within the scheme year, ${from} to ${to}, or null when the benefit is offered`,
  tooLarge: 'The configuration document must be 3 MB or smaller; logos take most of it, so use smaller logo files',
  notADataUrl: 'Give the logo as a data URL of a PNG or SVG image: data:image/png;base64,... or data:image/svg+xml;base64,...',
  logoTooLarge: 'The logo must be 512 kB or smaller',
  issuerAndClientId: 'Give both the issuer and the client id, or neither',
  avatarSetUnknown: `Choose one of the avatar sets the portal ships (${AVATAR_SETS.join(', ')}), or null for none`,
  tooLong: (max: number) => `Must be ${max} characters or fewer`,
  changedDuringImport: 'This client was changed while the document was being applied, so nothing was imported. Try again.',
  clientNotFound: 'There is no client with this code',
  reasons: {
    kept: "Different in the portal: the portal's value is kept (import with overwrite to change it)",
    needsSecret: 'needs a client secret: set it in the Sign-on tab',
    providerKept: 'The document has no identity provider: the portal keeps this client’s (the Sign-on tab removes it)',
    signOnKept: 'The document has no sign-on: the portal keeps this client’s',
    ownPageKept: 'The document uses the portal’s own page: this client’s own page is kept (the Content tab edits it)',
    contactPanelKept: 'The document has no contact panel: this client’s is kept',
    orderKept: 'The document lists these in another order: the portal’s order is kept (import with overwrite to change it)',
    catalogueKept: 'The document is of version 1, which has no benefits or scheme years: this client’s are kept',
    yearDatesKept: 'Employees have chosen benefits in this year, so it keeps its start and end dates (its window and probation can change)',
    priceKept:
      'People have chosen this benefit, so it keeps its price and employer contribution: ' +
      'change them from a date in the price change section of the Benefits tab',
    withdrawalKept: 'People have chosen this benefit, so the import does not withdraw it or offer it again: use the Benefits tab',
    /** A benefit people have chosen keeps its kind, its amount's unit and the options they chose: the reason in the editor's words. */
    benefitLocked: (why: string) => `${why}: the portal’s benefit is kept`,
  },
} as const;

const t = configurationTexts;

/** The longest data URL a logo of LOGO_MAX_BYTES makes. */
const LOGO_DATA_URL_MAX = 'data:image/svg+xml;base64,'.length + Math.ceil(LOGO_MAX_BYTES / 3) * 4;
export const LOGO_DATA_URL = /^data:(image\/png|image\/svg\+xml);base64,([A-Za-z0-9+/]+={0,2})$/;

const line = (max: number) => textField().max(max, { error: t.tooLong(max) });
const text = (max: number) => textField({ multiline: true }).max(max, { error: t.tooLong(max) });
const logo = z.string({ error: t.notADataUrl }).max(LOGO_DATA_URL_MAX, { error: t.logoTooLarge }).regex(LOGO_DATA_URL, { error: t.notADataUrl }).nullable();
const page = z.strictObject({ title: line(200), html: text(90_000) });
/** An address people are sent to or the portal fetches: the Sign-on tab's rule (https, or http on this machine). */
const address = (message: string, options: { bare?: boolean } = {}) => line(500).refine((value) => isWebAddress(value, options), { error: message });

/** A benefit's code across scheme years: lower-case letters, digits and hyphens (the demo's are pmi, life, ctw, ...). */
export const GROUP_CODE_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,38}[a-z0-9])?$/;

const day = realIsoDate(schemeYearTexts.errors.dateInvalid);
const money = z.number().min(0);
const prices = z.record(line(40), money);

/** A benefit's plan parts as the document carries them: the shapes of the benefits table's columns, text limited. */
const planParts = {
  setup: z.strictObject({
    options: z
      .array(z.strictObject({ value: line(40), label: line(200), description: line(200).nullable(), covers: z.enum(optionCovers) }))
      .max(CATALOGUE_LIMITS.optionsMax)
      .nullable(),
    amount: z.strictObject({ label: line(100), unit: z.enum(amountUnits), min: z.number(), max: z.number(), step: z.number() }).nullable(),
    peopleCovered: z.boolean(),
    startDate: z.boolean(),
    taxTreatment: z.enum(taxTreatments).optional(),
  }),
  medicalQuestions: z.array(z.strictObject({ id: line(40), text: line(500), refer: z.boolean() })).max(CATALOGUE_LIMITS.questionsMax),
  pricing: z.discriminatedUnion('kind', [
    z.strictObject({ kind: z.literal('none') }),
    z.strictObject({ kind: z.literal('option-flat'), prices }),
    z.strictObject({
      kind: z.literal('option-age-banded'),
      bands: z.array(z.strictObject({ minAge: z.number().int(), maxAge: z.number().int(), prices })).max(CATALOGUE_LIMITS.bandsMax),
    }),
    z.strictObject({ kind: z.literal('per-person'), employee: money, perPerson: money }),
    z.strictObject({ kind: z.literal('cover-multiple'), ratePer1000: money, freeCoverLimit: money.nullable() }),
    z.strictObject({ kind: z.literal('salary-sacrifice'), months: z.number().int(), pauseMonths: z.number().int().optional() }),
    z.strictObject({
      kind: z.literal('pension'),
      employerPercent: z.number().min(0).max(100),
      passOnNiSaving: z.boolean(),
      earnings: z.enum(pensionableEarnings),
    }),
  ]),
  employerContribution: z
    .discriminatedUnion('kind', [
      z.strictObject({ kind: z.literal('fixed'), monthly: money }),
      z.strictObject({ kind: z.literal('percent'), percent: z.number().min(0).max(100) }),
    ])
    .nullable(),
  eligibility: z.strictObject({
    employmentStatuses: z.array(z.enum(employmentStatusChoices)).max(3).optional(),
    availableInProbation: z.boolean().optional(),
    minServiceMonths: z.number().int().optional(),
    minAge: z.number().int().optional(),
    maxAge: z.number().int().optional(),
    grades: z.array(line(100)).max(CATALOGUE_LIMITS.listMax).optional(),
    locations: z.array(line(100)).max(CATALOGUE_LIMITS.listMax).optional(),
  }),
};

/**
 * One benefit of a scheme year: the Benefits tab's draft, every part (text, set-up, medical questions, pricing, employer
 * contribution, eligibility, change rule, approval, provider and its e-mail, order), with its related FAQs named by their
 * question (as in `content.faqs`) and the group code that links it across years. `withdrawnOn`: not offered from that
 * day (null: offered). `beam`: the limits of the Beam calculator the wizard shows for salary sacrifice (null: none); not
 * on the Benefits tab, only a document sets it.
 */
export const configurationBenefitSchema = z.strictObject({
  groupCode: z.string().max(40, { error: t.groupCode }).regex(GROUP_CODE_PATTERN, { error: t.groupCode }),
  name: line(100),
  summary: line(300),
  descriptionHtml: text(20_000),
  termsHtml: text(20_000).nullable(),
  termsVersion: z.number().int().nullable(),
  imageUrl: line(500).nullable(),
  category: line(50),
  kind: z.enum(benefitKinds),
  ...planParts,
  changeRule: z.enum(catalogueChangeRules),
  /** Said only when a choice lapses at the new year (it rolls over otherwise). */
  rollover: z.enum(rolloverRules).optional(),
  requiresApproval: z.boolean(),
  provider: line(100),
  providerEmail: line(254).nullable(),
  faqs: z.array(line(500)).max(CATALOGUE_LIMITS.faqsMax),
  sortOrder: z.number().int(),
  withdrawnOn: day.nullable(),
  beam: z.strictObject({ min: z.number(), max: z.number(), step: z.number() }).nullable(),
});
export type ConfigurationBenefit = z.infer<typeof configurationBenefitSchema>;

/** A scheme year: the Scheme years tab's values (its annual selection window inside it) and its benefits in their order. */
export const configurationSchemeYearSchema = z.strictObject({
  year: z.number().int(),
  startsOn: day,
  endsOn: day,
  windowOpensOn: day,
  windowClosesOn: day,
  probationMonths: z.number().int(),
  benefits: z.array(configurationBenefitSchema).max(100),
});
export type ConfigurationSchemeYear = z.infer<typeof configurationSchemeYearSchema>;

const hoursError = `Contracted hours a week from ${HOURS_PER_WEEK_LIMITS.min} to ${HOURS_PER_WEEK_LIMITS.max}, in hundredths at most, e.g. 37.5`;

/**
 * The catalogue: the new-starter window (days from a person's employment start date; 0 for none) and the scheme years,
 * oldest first. Which year is current is not configuration: it follows from the dates (the one under way today; see
 * docs/decisions).
 */
export const configurationCatalogueSchema = z.strictObject({
  newStarterWindowDays: z.number().int(),
  /** When each kind of change takes effect; a document without it keeps the client's rules (the defaults for a new client). */
  effectiveDates: effectiveDateRulesSchema.optional(),
  /**
   * Contracted hours a week of a person whose own are not on record (the minimum-wage guard, issue 38); a document
   * without it keeps the client's (37.5 for a new client).
   */
  defaultHoursPerWeek: z
    .number()
    .min(HOURS_PER_WEEK_LIMITS.min, { error: hoursError })
    .max(HOURS_PER_WEEK_LIMITS.max, { error: hoursError })
    .refine((hours) => Number.isInteger(Math.round(hours * 100)) && Math.abs(hours * 100 - Math.round(hours * 100)) < 1e-9, { error: hoursError })
    .optional(),
  /**
   * How long a leaver's personal data and payroll records are kept, in months after the leaving date (issue 39,
   * docs/decisions/data-protection.md); a document without it keeps the client's (24 and 72 for a new client).
   */
  retention: retentionSettingsSchema.optional(),
  schemeYears: z.array(configurationSchemeYearSchema).max(20),
});
export type ConfigurationCatalogue = z.infer<typeof configurationCatalogueSchema>;

/**
 * The document's shape: what GET answers and POST takes (published as the OpenAPI component ClientConfigurationDocument).
 * Values are as the console's tabs show them; `null` marks what the client does not have (a logo, its own page, sign-on).
 * The console's own rules (contrast, fonts, e-mail addresses, ...) are checked on import by `clientConfigurationRules`.
 */
export const clientConfigurationDocument = z
  .strictObject({
    version: z.literal(CONFIGURATION_VERSIONS_READ, { error: t.versionUnknown }),
    /** The code names the client: an import under a code no client has creates a new client, in draft. */
    details: z.strictObject({
      name: line(100),
      code: z.string().max(30, { error: clientAdminTexts.errors.codeFormat }).regex(CLIENT_CODE_PATTERN, { error: clientAdminTexts.errors.codeFormat }),
    }),
    /**
     * The Branding tab; supportEmail is '' until set, as for a client just added. `clientLogo` (the client company's
     * own logo beside the brand's in the header) and `avatarSet` are not on the tab: only a document sets them.
     */
    branding: z.strictObject({
      brandName: line(100),
      primaryColour: line(7),
      secondaryColour: line(7),
      baseFont: line(50),
      headerFont: line(50),
      supportEmail: line(254),
      supportPhone: line(30),
      logo,
      mobileLogo: logo,
      clientLogo: logo,
      /** The profile pictures people choose from: one of the sets the portal ships; null: none. */
      avatarSet: z.enum(AVATAR_SETS, { error: t.avatarSetUnknown }).nullable(),
    }),
    /** The Features tab, field for field. */
    features: z.strictObject({
      contactUsEnabled: z.boolean(),
      contactUsEmail: line(254).nullable(),
      mfaEnforcedEmployees: z.boolean(),
      mfaEnforcedEmployers: z.boolean(),
      ssoAccessOnly: z.boolean(),
      payrollCutoffDay: z.number().int().min(1).max(28),
      dataLoadEligibilityImpact: z.boolean(),
      benefitInsightsEnabled: z.boolean(),
      welcomeCarouselEnabled: z.boolean(),
      oneHubIntegrationActive: z.boolean(),
      oneHubLogoutUrl: address(clientAdminTexts.errors.urlInvalid).nullable(),
    }),
    /** The identity provider without its secret, the e-mail domains routed to it and the logout address; null: none. */
    signOn: z
      .strictObject({
        issuer: address(signOnTexts.errors.issuerInvalid, { bare: true }).nullable(),
        clientId: line(200).nullable(),
        emailDomains: z.array(line(253)).max(50),
        logoutUrl: address(signOnTexts.errors.urlInvalid).nullable(),
      })
      .nullable(),
    /**
     * The Content tab: FAQs in order, the client's own privacy statement and terms (null: the portal's), options, slides;
     * and, not on the tab, the client's own cookie policy (null: the portal's) and the contact page's side panel (null: none).
     */
    content: z.strictObject({
      faqs: z.array(z.strictObject({ category: line(100), question: line(500), answer: text(20_000) })).max(MAX_FAQS),
      privacy: page.nullable(),
      terms: page.nullable(),
      cookies: page.nullable(),
      enquiryOptions: z.array(z.strictObject({ value: line(50), label: line(100) })).max(30),
      carouselSlides: z.array(z.strictObject({ title: line(100), body: text(500) })).max(10),
      contactPanel: z.strictObject({ title: line(200), html: text(20_000) }).nullable(),
    }),
    /**
     * The benefits catalogue (version 2; issue 28 §4): the new-starter window and every scheme year with its dates, window,
     * probation and benefits. Absent from a version 1 document only.
     */
    catalogue: configurationCatalogueSchema.optional(),
  })
  .meta({ id: 'ClientConfigurationDocument', description: "A client's whole set-up (issue 27 §3); no people, no selections, no secrets" });
export type ClientConfigurationDocument = z.infer<typeof clientConfigurationDocument>;

type Path = (string | number)[];
type Issues = { addIssue(issue: { code: 'custom'; message: string; path: Path }): void };

/** Runs one of the console's schemas on a part of the document: its issues named by their place in the document. */
function checked<S extends z.ZodType>(schema: S, value: unknown, at: Path, ctx: Issues, drop = 0): z.output<S> | undefined {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  for (const issue of result.error.issues) ctx.addIssue({ code: 'custom', message: issue.message, path: [...at, ...(issue.path.slice(drop) as Path)] });
  return undefined;
}

const brandingRules = brandingFormSchema.extend({ supportEmail: z.union([z.literal(''), brandingFormSchema.shape.supportEmail]) });

/** The Sign-on tab's rules (sign-on.ts; its addresses are checked by the document's shape): the e-mail domains by its list rule (lower case, each once). */
function signOnRules(signOn: NonNullable<ClientConfigurationDocument['signOn']>, ctx: Issues) {
  const at = (...path: Path) => ['signOn', ...path];
  const clientId = signOn.clientId?.trim() ?? null;
  if ((signOn.issuer === null) !== (clientId === null) || clientId === '') ctx.addIssue({ code: 'custom', message: t.issuerAndClientId, path: at('clientId') });
  const emailDomains = checked(signOnSaveSchema.shape.emailDomains, signOn.emailDomains, at('emailDomains'), ctx);
  return { ...signOn, clientId, emailDomains: emailDomains ?? [] };
}

const c = catalogueTexts.errors;

/** The Beam calculator's limits: pounds and pence above 0, the lowest not above the highest. */
const isBeam = (beam: NonNullable<ConfigurationBenefit['beam']>) =>
  [beam.min, beam.max, beam.step].every((n) => n > 0 && n <= CATALOGUE_LIMITS.moneyMax && hundredthsOf(n) !== null) && beam.min <= beam.max;

/**
 * One benefit by the Benefits tab's rules (`benefitDraftSchema`, its related questions aside), named by its place in the
 * document; its FAQs must be questions of the document's `content.faqs`, each once; a withdrawal lies within its year.
 */
function benefitRules(benefit: ConfigurationBenefit, at: Path, year: { startsOn: string; endsOn: string }, questions: Set<string>, ctx: Issues) {
  const { groupCode, faqs, withdrawnOn, beam, ...parts } = benefit;
  const draft: BenefitDraft | undefined = checked(benefitDraftSchema, { rollover: 'roll-over', ...parts, faqIds: [] }, at, ctx);
  let ok = draft !== undefined;
  const seen = new Set<string>();
  const named = faqs.map((question) => question.trim());
  named.forEach((question, index) => {
    const message = !questions.has(question) ? t.faqUnknown : seen.has(question) ? t.faqTwice : null;
    seen.add(question);
    if (message) {
      ctx.addIssue({ code: 'custom', message, path: [...at, 'faqs', index] });
      ok = false;
    }
  });
  if (withdrawnOn !== null && (!isRealIsoDate(withdrawnOn) || withdrawnOn < year.startsOn || withdrawnOn > year.endsOn)) {
    const message = isRealIsoDate(withdrawnOn) ? t.withdrawnOutsideYear(formatLongDate(year.startsOn), formatLongDate(year.endsOn)) : c.dateInvalid;
    ctx.addIssue({ code: 'custom', message, path: [...at, 'withdrawnOn'] });
    ok = false;
  }
  if (beam !== null && !isBeam(beam)) {
    ctx.addIssue({ code: 'custom', message: t.beamInvalid, path: [...at, 'beam'] });
    ok = false;
  }
  if (!ok || !draft) return undefined;
  // A benefit that rolls over (the default) is said without its rule, as the export writes it.
  const { faqIds: _ids, rollover, ...values } = draft;
  return { groupCode, ...values, ...(rollover !== 'roll-over' && { rollover }), faqs: named, withdrawnOn, beam } satisfies ConfigurationBenefit;
}

/**
 * The catalogue by the Scheme years tab's rules (each year's dates, its window inside it, probation; one year of each
 * number, none overlapping another) and the Benefits tab's (each benefit; one of each group code in a year).
 */
function catalogueRules(catalogue: ConfigurationCatalogue, questions: Set<string>, ctx: Issues): ConfigurationCatalogue | undefined {
  const at = (...path: Path) => ['catalogue', ...path];
  const days = checked(newStarterWindowFormSchema.pick({ newStarterWindowDays: true }), { newStarterWindowDays: catalogue.newStarterWindowDays }, at(), ctx);
  let ok = days !== undefined;
  const schemeYears = catalogue.schemeYears.map((year, index) => {
    const { benefits: _benefits, ...values } = year;
    const dates = checked(schemeYearFormSchema, values, at('schemeYears', index), ctx);
    if (!dates) return undefined;
    const before = catalogue.schemeYears.slice(0, index);
    if (before.some((other) => other.year === year.year)) {
      ctx.addIssue({ code: 'custom', message: schemeYearTexts.errors.yearTaken(year.year), path: at('schemeYears', index, 'year') });
      return undefined;
    }
    const overlapping = before.find((other) => year.startsOn <= other.endsOn && other.startsOn <= year.endsOn);
    if (overlapping) {
      const message = schemeYearTexts.errors.overlaps(overlapping.year, formatLongDate(overlapping.startsOn), formatLongDate(overlapping.endsOn));
      ctx.addIssue({ code: 'custom', message, path: at('schemeYears', index, 'startsOn') });
      return undefined;
    }
    const codes = new Set<string>();
    const benefits = year.benefits.map((benefit, b) => {
      const where = at('schemeYears', index, 'benefits', b);
      if (codes.has(benefit.groupCode)) ctx.addIssue({ code: 'custom', message: t.groupCodeTaken, path: [...where, 'groupCode'] });
      const checkedBenefit = codes.has(benefit.groupCode) ? undefined : benefitRules(benefit, where, year, questions, ctx);
      codes.add(benefit.groupCode);
      return checkedBenefit;
    });
    if (benefits.some((benefit) => !benefit)) return undefined;
    return { ...dates, benefits: benefits as ConfigurationBenefit[] };
  });
  ok &&= schemeYears.every((year) => year !== undefined);
  if (!ok || !days) return undefined;
  return {
    newStarterWindowDays: days.newStarterWindowDays,
    ...(catalogue.effectiveDates && { effectiveDates: catalogue.effectiveDates }),
    ...(catalogue.defaultHoursPerWeek !== undefined && { defaultHoursPerWeek: catalogue.defaultHoursPerWeek }),
    ...(catalogue.retention && { retention: catalogue.retention }),
    schemeYears: schemeYears as ConfigurationSchemeYear[],
  };
}

/**
 * The document with the console's own rules on every part (the same schemas the tabs save with), each refusal named by
 * its JSON path (`branding.primaryColour`, `content.faqs.3.answer`), and its values as the console stores them (colours
 * in upper case without '#', e-mail addresses in lower case, text trimmed). HTML is sanitised and logos checked by the
 * server, as on the tabs.
 */
export const clientConfigurationRules = clientConfigurationDocument.transform((doc, ctx): ClientConfigurationDocument => {
  const name = checked(clientNameField, doc.details.name, ['details', 'name'], ctx);
  const code = checked(clientCodeField, doc.details.code, ['details', 'code'], ctx);
  const { logo: headerLogo, mobileLogo, clientLogo, avatarSet, ...brandValues } = doc.branding;
  const branding = checked(brandingRules, brandValues, ['branding'], ctx);
  const features = checked(clientFeaturesUpdate, { ...doc.features, version: 0 }, ['features'], ctx);
  const signOn = doc.signOn && signOnRules(doc.signOn, ctx);
  const faqs = doc.content.faqs.map((faq, index) => checked(faqDraftSchema, faq, ['content', 'faqs', index], ctx));
  const pageOf = (type: 'privacy' | 'terms' | 'cookies' | 'contactPanel') => {
    const value = doc.content[type];
    return value && checked(pageSaveSchema, { ...value, revision: 0 }, ['content', type], ctx);
  };
  const [privacy, terms, cookies, contactPanel] = [pageOf('privacy'), pageOf('terms'), pageOf('cookies'), pageOf('contactPanel')];
  const options = checked(enquiryOptionsSaveSchema, { version: 1, options: doc.content.enquiryOptions }, ['content', 'enquiryOptions'], ctx, 1);
  const slides = checked(carouselSaveSchema, { version: 1, slides: doc.content.carouselSlides }, ['content', 'carouselSlides'], ctx, 1);
  const pages = [privacy, terms, cookies, contactPanel];
  if (doc.version === CONFIGURATION_VERSION && !doc.catalogue) ctx.addIssue({ code: 'custom', message: t.catalogueRequired, path: ['catalogue'] });
  if (doc.version === 1 && doc.catalogue) ctx.addIssue({ code: 'custom', message: t.catalogueNotInVersion1, path: ['catalogue'] });
  const questions = new Set(doc.content.faqs.map((faq) => faq.question.trim()));
  const catalogue = doc.version === CONFIGURATION_VERSION && doc.catalogue ? catalogueRules(doc.catalogue, questions, ctx) : undefined;
  const catalogueOk = doc.version === CONFIGURATION_VERSION ? catalogue !== undefined : !doc.catalogue;
  if (
    !name ||
    !code ||
    !branding ||
    !features ||
    !options ||
    !slides ||
    !catalogueOk ||
    faqs.some((faq) => !faq) ||
    pages.some((value) => value === undefined)
  ) {
    return z.NEVER;
  }
  const asPage = (value: typeof privacy) => (value ? { title: value.title, html: value.html } : null);
  const { version: _featuresVersion, ...featureValues } = features;
  return {
    version: doc.version,
    details: { name, code },
    branding: { ...branding, logo: headerLogo, mobileLogo, clientLogo, avatarSet },
    features: featureValues,
    signOn,
    content: {
      faqs: faqs.map((faq) => ({ category: faq!.category, question: faq!.question, answer: faq!.answer })),
      privacy: asPage(privacy),
      terms: asPage(terms),
      cookies: asPage(cookies),
      enquiryOptions: options.options,
      carouselSlides: slides.slides,
      contactPanel: asPage(contactPanel),
    },
    ...(catalogue && { catalogue }),
  };
});

export const configurationModes = ['dry-run', 'apply'] as const;
export type ConfigurationMode = (typeof configurationModes)[number];
export const configurationOnExisting = ['skip', 'overwrite'] as const;
export type ConfigurationOnExisting = (typeof configurationOnExisting)[number];
export const configurationItemKinds = ['added', 'changed', 'unchanged', 'skipped'] as const;
export type ConfigurationItemKind = (typeof configurationItemKinds)[number];
export const configurationSections = [
  'details',
  'branding',
  'features',
  'signOn',
  'faqs',
  'pages',
  'enquiryOptions',
  'carouselSlides',
  'contactPanel',
  'schemeYears',
  'benefits',
] as const;
export type ConfigurationSection = (typeof configurationSections)[number];

export const configurationImportQuery = z.object({
  mode: z.enum(configurationModes, { error: 'Choose dry-run or apply' }).default('dry-run'),
  onExisting: z.enum(configurationOnExisting, { error: 'Choose skip or overwrite' }).default('skip'),
});

const itemValue = z.union([z.string(), z.number(), z.boolean(), z.null()]);
/**
 * One item of the difference: a field, or one FAQ, page, option or slide (by its question, type, code or title); in the
 * catalogue, the new-starter window, a scheme year (by its year) or a benefit (by its year and group code, `2027 pmi`).
 */
export const configurationItemSchema = z.object({
  section: z.enum(configurationSections),
  item: z.string(),
  /** Where it is in the document, e.g. `branding.primaryColour`, `content.faqs.2` or `catalogue.schemeYears.0.benefits.3`. */
  path: z.string(),
  kind: z.enum(configurationItemKinds),
  before: itemValue.optional(),
  after: itemValue.optional(),
  reason: z.string().optional(),
});
export type ConfigurationItem = z.infer<typeof configurationItemSchema>;

export const configurationImportResult = z.object({
  mode: z.enum(configurationModes),
  onExisting: z.enum(configurationOnExisting),
  clientCode: z.string(),
  /** Null on a dry run for a code no client has yet. */
  clientId: z.number().int().nullable(),
  /** The code was new: the import makes (or, on a dry run, would make) a new client in draft. */
  created: z.boolean(),
  /** Something was written (never on a dry run, nor when every item is unchanged or skipped). */
  applied: z.boolean(),
  counts: z.object({ added: z.number().int(), changed: z.number().int(), unchanged: z.number().int(), skipped: z.number().int() }),
  items: z.array(configurationItemSchema),
});
export type ConfigurationImportResult = z.infer<typeof configurationImportResult>;

export const clientCodeParams = z.object({ code: z.string({ error: 'Not a client code' }).regex(CLIENT_CODE_PATTERN, { error: 'Not a client code' }) });

/** Configuration as a file (platform administrators only). */
export const clientConfigurationRoutes = {
  exportClientConfiguration: defineRoute({
    method: 'GET',
    path: '/admin/clients/:code/configuration',
    base: 'main',
    summary: "A client's whole set-up as one versioned JSON document: logos inline as data URLs, the sign-on secret left out",
    params: clientCodeParams,
    response: clientConfigurationDocument,
  }),
  importClientConfiguration: defineRoute({
    method: 'POST',
    path: '/admin/clients/configuration',
    base: 'main',
    summary:
      'Imports a configuration document (at most 3 MB): the difference item by item on a dry run, or applied in one transaction; ' +
      'a new code makes a new client in draft; onExisting decides whether items that differ are kept or overwritten',
    query: configurationImportQuery,
    body: clientConfigurationDocument,
    response: configurationImportResult,
  }),
} as const;
