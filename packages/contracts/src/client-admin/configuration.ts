import { z } from 'zod';
import { textField } from '../shared/fields.ts';
import { defineRoute } from '../shared/http.ts';
import { AVATAR_SETS, brandingFormSchema, LOGO_MAX_BYTES } from './branding.ts';
import { CLIENT_CODE_PATTERN } from './code.ts';
import { carouselSaveSchema, enquiryOptionsSaveSchema, faqDraftSchema, MAX_FAQS, pageSaveSchema } from './content.ts';
import { clientCodeField, clientFeaturesUpdate, clientNameField } from './schemas.ts';
import { isWebAddress, signOnSaveSchema, signOnTexts } from './sign-on.ts';
import { clientAdminTexts } from './texts.ts';

/**
 * A client's whole set-up as one JSON document (issue 27 §3): exported, imported under the same or a new code, dry-run
 * first. The document is versioned: this portal writes and reads version 1 (docs/decisions: configuration document).
 */
export const CONFIGURATION_VERSION = 1;
/** The import call's body limit: two logos at their limit take about 1.4 MB inline, the rest is text. */
export const CONFIGURATION_MAX_BYTES = 3 * 1024 * 1024;

export const configurationTexts = {
  versionUnknown: `This portal reads configuration documents of version ${CONFIGURATION_VERSION}: export the client again from a portal of this version`,
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

/**
 * The document's shape: what GET answers and POST takes (published as the OpenAPI component ClientConfigurationDocument).
 * Values are as the console's tabs show them; `null` marks what the client does not have (a logo, its own page, sign-on).
 * The console's own rules (contrast, fonts, e-mail addresses, ...) are checked on import by `clientConfigurationRules`.
 */
export const clientConfigurationDocument = z
  .strictObject({
    version: z.literal(CONFIGURATION_VERSION, { error: t.versionUnknown }),
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
    // Issue 28 (benefits catalogue) adds benefits, prices, scheme years and windows here, as document version 2.
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
  if (!name || !code || !branding || !features || !options || !slides || faqs.some((faq) => !faq) || pages.some((value) => value === undefined)) {
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
] as const;
export type ConfigurationSection = (typeof configurationSections)[number];

export const configurationImportQuery = z.object({
  mode: z.enum(configurationModes, { error: 'Choose dry-run or apply' }).default('dry-run'),
  onExisting: z.enum(configurationOnExisting, { error: 'Choose skip or overwrite' }).default('skip'),
});

const itemValue = z.union([z.string(), z.number(), z.boolean(), z.null()]);
/** One item of the difference: a field, or one FAQ, page, option or slide (by its question, type, code or title). */
export const configurationItemSchema = z.object({
  section: z.enum(configurationSections),
  item: z.string(),
  /** Where it is in the document, e.g. `branding.primaryColour` or `content.faqs.2`. */
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
