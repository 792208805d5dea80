import { z } from 'zod';
import { messages } from '../shared/messages.ts';
import { textField } from '../shared/fields.ts';

const hex = z.string().regex(/^[0-9A-Fa-f]{6}$/);

export const themeSchema = z.object({
  clientCode: z.string(),
  clientName: z.string(),
  hasClientTheme: z.boolean(),
  contactUsEnabled: z.boolean(),
  primaryColour: hex,
  secondaryColour: hex,
  logoFileUrl: z.string().nullable(),
  brandHeaderLogo: z.string(),
  mobileLogo: z.string(),
  supportEmail: z.string(),
  contactUsEmail: z.string().nullable(),
  benefitBrandName: z.string(),
  benefitBrandPhoneNumber: z.string(),
  avatarSet: z.object({ avatarsetPlainFileURL: z.string().nullable() }),
  baseFont: z.string(),
  headerFont: z.string(),
  /** The client signs everyone in by single sign-on: the login page offers no password step. */
  ssoAccessOnly: z.boolean(),
});
export type Theme = z.infer<typeof themeSchema>;

export const contentTypes = ['cookie', 'policy', 'terms'] as const;
export type ContentType = (typeof contentTypes)[number];

export const contentPageSchema = z.object({
  type: z.enum(contentTypes),
  title: z.string(),
  content: z.string(),
  revision: z.number().int(),
  updatedAt: z.string(),
});
export type ContentPage = z.infer<typeof contentPageSchema>;

export const faqSchema = z.object({
  id: z.number().int(),
  category: z.string(),
  question: z.string(),
  answer: z.string(),
});
export const faqsResponse = z.object({ faqs: z.array(faqSchema) });
export type Faq = z.infer<typeof faqSchema>;

export const contactPageSchema = z.object({
  enquiryOptions: z.array(z.object({ value: z.string(), label: z.string() })),
  pageContent: z.object({ name: z.string(), content: z.string() }).nullable(),
});
export type ContactPage = z.infer<typeof contactPageSchema>;

const requiredText = (message: string, max: number, multiline = false) =>
  textField({ error: message, multiline })
    .trim()
    .min(1, { error: message })
    .max(max, { error: `Must be ${max} characters or fewer` });

/** The enquiry form; name and e-mail are asked only of visitors who are not logged in. */
export const enquiryFormSchema = z.object({
  subject: requiredText(messages.contact.subjectRequired, 200),
  comments: requiredText(messages.generic.required, 5000, true),
  firstName: requiredText(messages.generic.required, 100).optional(),
  surname: requiredText(messages.generic.required, 100).optional(),
  email: z
    .string({ error: messages.generic.required })
    .trim()
    // Left empty, the e-mail is missing rather than malformed.
    .min(1, { error: messages.generic.required })
    .max(254, { error: messages.login.invalidEmail })
    .pipe(z.email({ error: messages.login.invalidEmail }))
    .optional(),
});
export type EnquiryForm = z.infer<typeof enquiryFormSchema>;
export const enquiryResponse = z.object({ status: z.literal('success') });

export const mailSchema = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  createdAt: z.string(),
});
export const mailboxResponse = z.object({ messages: z.array(mailSchema) });
export type Mail = z.infer<typeof mailSchema>;

export const pingResponse = z.object({ status: z.literal('ok'), time: z.string() });
