import { z } from 'zod';
import { benefitScreenTexts } from '../benefits/screen-texts.ts';
import { idField, idParam, textField } from '../shared/fields.ts';
import { defineRoute } from '../shared/http.ts';

export const contentAdminTexts = {
  tab: 'Content',
  faqs: 'FAQs',
  faqsIntro: 'Questions people see on the FAQ page, in this order.',
  category: 'Category',
  question: 'Question',
  answer: 'Answer (HTML)',
  addFaq: 'Add a question',
  moveUp: (n: number) => `Move question ${n} up`,
  moveDown: (n: number) => `Move question ${n} down`,
  removeFaq: (n: number) => `Delete question ${n}`,
  faqLegend: (n: number) => `Question ${n}`,
  saveFaqs: 'Save FAQs',
  privacy: 'Privacy statement',
  terms: 'Terms and conditions',
  termsHint: 'Saving new terms asks everyone to accept them at their next login.',
  pageTitle: 'Title',
  pageHtml: 'Text (HTML)',
  savePage: (what: string) => `Save ${what.toLowerCase()}`,
  enquiryOptions: 'Contact page enquiry options',
  optionValue: 'Code',
  optionLabel: 'Label',
  addOption: 'Add an option',
  removeOption: (n: number) => `Delete option ${n}`,
  optionLegend: (n: number) => `Option ${n}`,
  saveOptions: 'Save enquiry options',
  carousel: 'Welcome carousel',
  carouselIntro: 'Slides people see at their first login. With none, the portal shows its own three.',
  slideTitle: 'Title',
  slideBody: 'Text',
  addSlide: 'Add a slide',
  removeSlide: (n: number) => `Delete slide ${n}`,
  slideLegend: (n: number) => `Slide ${n}`,
  saveSlides: 'Save slides',
  saved: 'Saved',
  required: 'This field is required',
  tooLong: (max: number) => `Must be ${max} characters or fewer`,
  tooMany: (max: number) => `At most ${max}`,
  optionValueInvalid: 'Use lower-case letters, digits and hyphens',
  duplicateOption: 'Each option needs its own code',
  duplicateFaq: 'This question is listed twice',
  changedSinceOpened: 'This content has been changed since you opened it. The newer values are shown: check them and save again.',
} as const;

const t = contentAdminTexts;

const text = (max: number, multiline = false) =>
  textField({ error: t.required, multiline })
    .trim()
    .min(1, { error: t.required })
    .max(max, { error: t.tooLong(max) });
/** Versions start at 1; a page's revision is 0 while the client shows the platform's page. */
const version = z.number({ error: 'Not a version' }).int().min(1).max(2_147_483_647);
const revision = z.number({ error: 'Not a revision' }).int().min(0).max(2_147_483_647);

export const MAX_FAQS = 200;
export const faqDraftSchema = z.object({
  /** Absent for a new question. */
  id: idField().optional(),
  category: text(100),
  question: text(500),
  answer: text(20_000, true),
});
export type FaqDraft = z.input<typeof faqDraftSchema>;
export const faqsSaveSchema = z.object({
  version,
  faqs: z
    .array(faqDraftSchema)
    .max(MAX_FAQS, { error: t.tooMany(MAX_FAQS) })
    .superRefine((faqs, ctx) => {
      const seen = new Set<number>();
      faqs.forEach((faq, index) => {
        if (faq.id === undefined) return;
        if (seen.has(faq.id)) ctx.addIssue({ code: 'custom', path: [index, 'id'], message: t.duplicateFaq });
        seen.add(faq.id);
      });
    }),
});
export type FaqsSave = z.input<typeof faqsSaveSchema>;

export const editablePages = ['policy', 'terms'] as const;
export type EditablePage = (typeof editablePages)[number];
export const pageSaveSchema = z.object({ revision, title: text(200), html: text(90_000, true) });
export type PageSave = z.input<typeof pageSaveSchema>;

export const enquiryOptionsSaveSchema = z.object({
  version,
  options: z
    .array(
      z.object({
        value: text(50).regex(/^[a-z0-9-]+$/, { error: t.optionValueInvalid }),
        label: text(100),
      }),
    )
    .max(30, { error: t.tooMany(30) })
    .superRefine((options, ctx) => {
      const seen = new Set<string>();
      options.forEach((option, index) => {
        if (seen.has(option.value)) ctx.addIssue({ code: 'custom', path: [index, 'value'], message: t.duplicateOption });
        seen.add(option.value);
      });
    }),
});
export type EnquiryOptionsSave = z.input<typeof enquiryOptionsSaveSchema>;

export const carouselSlideSchema = z.object({ title: text(100), body: text(500, true) });
export type CarouselSlide = z.infer<typeof carouselSlideSchema>;
export const carouselSaveSchema = z.object({ version, slides: z.array(carouselSlideSchema).max(10, { error: t.tooMany(10) }) });
export type CarouselSave = z.input<typeof carouselSaveSchema>;

/** The portal's own slides, shown to a client that has none of its own. */
export const defaultCarouselSlides: readonly CarouselSlide[] = benefitScreenTexts.carousel.slides;
/** `enabled` false: the client turned its welcome carousel off (Features tab), so no slides come and none shows. */
export const carouselResponse = z.object({ enabled: z.boolean(), slides: z.array(z.object({ title: z.string(), body: z.string() })) });

const pageState = z.object({
  title: z.string(),
  html: z.string(),
  /** The client's own page's revision; 0 while it shows the platform's page. */
  revision: z.number().int(),
  own: z.boolean(),
});
/** Everything the Content tab edits, each part with the version its save must name. */
export const clientContentSchema = z.object({
  clientId: z.number().int(),
  faqs: z.object({
    version: z.number().int(),
    items: z.array(z.object({ id: z.number().int(), category: z.string(), question: z.string(), answer: z.string() })),
  }),
  policy: pageState,
  terms: pageState,
  /** What people must have accepted; bumped by every save of the terms. */
  termsRevision: z.number().int(),
  enquiryOptions: z.object({ version: z.number().int(), items: z.array(z.object({ value: z.string(), label: z.string() })) }),
  carousel: z.object({ version: z.number().int(), items: z.array(z.object({ title: z.string(), body: z.string() })) }),
});
export type ClientContent = z.infer<typeof clientContentSchema>;

const clientParams = z.object({ id: idParam() });

/** Admin console, a client's Content tab (platform administrators only), and the carousel call of spec §7. */
export const clientContentRoutes = {
  clientContent: defineRoute({
    method: 'GET',
    path: '/admin/clients/:id/content',
    base: 'main',
    summary: "A client's FAQs, privacy statement, terms, enquiry options and carousel slides, with their versions (admin console)",
    params: clientParams,
    response: clientContentSchema,
  }),
  saveClientFaqs: defineRoute({
    method: 'PUT',
    path: '/admin/clients/:id/content/faqs',
    base: 'main',
    summary: "Replaces a client's FAQs by the list sent, in its order (new ones without id; missing ones deleted)",
    params: clientParams,
    body: faqsSaveSchema,
    response: clientContentSchema,
  }),
  saveClientPage: defineRoute({
    method: 'PUT',
    path: '/admin/clients/:id/content/pages/:type',
    base: 'main',
    summary: "Saves a client's privacy statement or terms (sanitised HTML); new terms bump termsRevision, so people accept them at next login",
    params: z.object({ id: idParam(), type: z.enum(editablePages, { error: 'Not a page' }) }),
    body: pageSaveSchema,
    response: clientContentSchema,
  }),
  saveClientEnquiryOptions: defineRoute({
    method: 'PUT',
    path: '/admin/clients/:id/content/enquiry-options',
    base: 'main',
    summary: "Replaces the contact page's enquiry options",
    params: clientParams,
    body: enquiryOptionsSaveSchema,
    response: clientContentSchema,
  }),
  saveClientCarousel: defineRoute({
    method: 'PUT',
    path: '/admin/clients/:id/content/carousel',
    base: 'main',
    summary: "Replaces the welcome carousel's slides (none: the portal's own three)",
    params: clientParams,
    body: carouselSaveSchema,
    response: clientContentSchema,
  }),
  carousel: defineRoute({
    method: 'GET',
    path: '/carousel',
    base: 'main',
    summary: "The welcome carousel's slides: the client's own, else the portal's",
    response: carouselResponse,
  }),
} as const;
