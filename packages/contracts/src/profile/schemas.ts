import { z } from 'zod';
import { employmentStatusSchema } from '../auth/schemas.ts';
import { TITLES } from './family.ts';
import { idField, realIsoDate, textField } from '../shared/fields.ts';

/** Profile settings, life events and policies (spec §2 /app/home/my-profile/, §7 Profile, Life events). */

/**
 * How the employer's scheme may contact the person: e-mail and text message. There is no post: the portal holds no
 * postal address and sends nothing by post (issue 26 item 9; a `post` sent by an old client is ignored).
 */
export const contactPreferencesSchema = z.object({ email: z.boolean(), sms: z.boolean() });

export const profileSchema = z.object({
  personal: z.object({
    title: z.string().nullable(),
    firstName: z.string(),
    surname: z.string(),
    preferredName: z.string().nullable(),
    email: z.string(),
    phone: z.string().nullable(),
    dateOfBirth: z.string().nullable(),
    avatar: z.string().nullable(),
  }),
  /** From the employer's HR data: shown read-only, changed by asking `hrContact`. */
  employment: z.object({
    employeeNumber: z.string().nullable(),
    employmentStartDate: z.string().nullable(),
    grade: z.string().nullable(),
    location: z.string().nullable(),
    salary: z.number().nullable(),
    employmentStatus: employmentStatusSchema,
  }),
  hrContact: z.string(),
  contactPreferences: contactPreferencesSchema,
  scheme: z.object({ clientName: z.string(), benefitBrandName: z.string(), schemeYear: z.number().int() }),
  avatars: z.array(z.string()),
});
export type Profile = z.infer<typeof profileSchema>;

const UK_PHONE = /^\+?[0-9 ()-]{7,20}$/;

export const profileUpdateSchema = z
  .object({
    title: z.enum(TITLES, { error: 'Choose a title from the list' }),
    preferredName: textField().trim().max(60, { error: 'Use 60 characters or fewer' }).nullable(),
    phone: textField()
      .trim()
      .regex(UK_PHONE, { error: 'Enter a phone number, like 07700 900 982' })
      .nullable()
      .or(z.literal('').transform(() => null)),
    avatar: textField().max(200).nullable(),
    contactPreferences: contactPreferencesSchema,
  })
  .partial();
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

export const lifeEventTypeSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  description: z.string(),
  windowDays: z.number().int(),
});
export const lifeEventSchema = z.object({
  id: z.number().int(),
  typeId: z.number().int(),
  name: z.string(),
  eventDate: z.string(),
  evidenceNote: z.string().nullable(),
  status: z.enum(['open', 'closed']),
  windowClosesAt: z.string(),
  createdAt: z.string(),
});
export type LifeEventType = z.infer<typeof lifeEventTypeSchema>;
export type LifeEvent = z.infer<typeof lifeEventSchema>;

export const lifeEventRequest = z.object({
  typeId: idField('Choose the life event'),
  eventDate: realIsoDate('Enter the date of the event'),
  evidenceNote: textField({ multiline: true }).trim().max(1000, { error: 'Use 1,000 characters or fewer' }).optional(),
});

export const policySchema = z.object({
  id: z.number().int(),
  selectionId: z.number().int(),
  benefitName: z.string(),
  provider: z.string().nullable(),
  documentName: z.string(),
  issuedAt: z.string(),
  downloadPath: z.string(),
});
export type Policy = z.infer<typeof policySchema>;
