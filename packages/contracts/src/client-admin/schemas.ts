import { z } from 'zod';
import { emailField } from '../auth/schemas.ts';
import { idParam, textField } from '../shared/fields.ts';
import { pageOf, pageQuery } from '../shared/paging.ts';
import { CLIENT_CODE_PATTERN, isReservedClientCode } from './code.ts';
import { clientAdminTexts } from './texts.ts';

const e = clientAdminTexts.errors;

export const clientStatuses = ['draft', 'live'] as const;
export type ClientStatus = (typeof clientStatuses)[number];

export const clientNameField = textField({ error: e.nameRequired }).trim().min(1, { error: e.nameRequired }).max(100, { error: e.nameTooLong });

/** The code rule of code.ts; the server also refuses one another client has. */
export const clientCodeField = z
  .string({ error: e.codeRequired })
  .trim()
  .min(1, { error: e.codeRequired })
  .max(30, { error: e.codeFormat })
  .regex(CLIENT_CODE_PATTERN, { error: e.codeFormat })
  .refine((code) => !isReservedClientCode(code), { error: e.codeReserved });

/** The `settingsVersion` the screen read: a save against an older one is refused with 409 and the newer values. */
export const settingsVersionField = z.number({ error: e.versionMissing }).int({ error: e.versionMissing }).min(0).max(2_147_483_647);

export const clientIdParams = z.object({ id: idParam() });
export const clientPersonParams = z.object({ id: idParam(), userId: idParam() });

export const clientListQuery = z.object({ search: textField().trim().max(100, { error: 'Use 100 characters or fewer' }).optional(), page: pageQuery });
export const clientListItem = z.object({
  id: z.number().int(),
  name: z.string(),
  code: z.string(),
  status: z.enum(clientStatuses),
  people: z.number().int(),
  administrators: z.number().int(),
});
export type ClientListItem = z.infer<typeof clientListItem>;
export const clientListResponse = pageOf(clientListItem);

export const createClientRequest = z.object({ name: clientNameField, code: clientCodeField });
export type CreateClientRequest = z.infer<typeof createClientRequest>;

export const clientDetailsUpdate = z.object({ version: settingsVersionField, name: clientNameField, code: clientCodeField });
export type ClientDetailsUpdate = z.infer<typeof clientDetailsUpdate>;

/** An https address with a host name: where logout may send people (never javascript: or plain http). */
const HTTPS_URL = /^https:\/\/[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*(?::\d{1,5})?(?:[/?#][^\s]*)?$/;
const httpsUrl = textField({ error: e.urlInvalid }).trim().max(500, { error: e.urlInvalid }).regex(HTTPS_URL, { error: e.urlInvalid });

/** Every client setting the Features tab shows (issue 27 §2), named as the client row's fields. */
export const clientFeaturesSchema = z.object({
  contactUsEnabled: z.boolean(),
  contactUsEmail: z.string().nullable(),
  mfaEnforcedEmployees: z.boolean(),
  mfaEnforcedEmployers: z.boolean(),
  ssoAccessOnly: z.boolean(),
  payrollCutoffDay: z.number().int(),
  dataLoadEligibilityImpact: z.boolean(),
  benefitInsightsEnabled: z.boolean(),
  welcomeCarouselEnabled: z.boolean(),
  /** Spec isOneHubIntegrationActive. */
  oneHubIntegrationActive: z.boolean(),
  /** Spec oneHubLogoutUrl: where logout goes while the integration is on. */
  oneHubLogoutUrl: z.string().nullable(),
});
export type ClientFeatures = z.infer<typeof clientFeaturesSchema>;
export const clientFeatureNames = Object.keys(clientFeaturesSchema.shape) as (keyof ClientFeatures)[];

const optionalEmail = z.union([z.literal('').transform(() => null), emailField.transform((value) => value.toLowerCase()), z.null()], { error: e.emailInvalid });
const optionalUrl = z.union([z.literal('').transform(() => null), httpsUrl, z.null()], { error: e.urlInvalid });

/** The Features form: the same rules on the form and the server, with the ones that tie two fields together. */
export const clientFeaturesUpdate = z
  .object({
    version: settingsVersionField,
    contactUsEnabled: z.boolean(),
    contactUsEmail: optionalEmail,
    mfaEnforcedEmployees: z.boolean(),
    mfaEnforcedEmployers: z.boolean(),
    ssoAccessOnly: z.boolean(),
    payrollCutoffDay: z.number({ error: e.cutoffDay }).int({ error: e.cutoffDay }).min(1, { error: e.cutoffDay }).max(28, { error: e.cutoffDay }),
    dataLoadEligibilityImpact: z.boolean(),
    benefitInsightsEnabled: z.boolean(),
    welcomeCarouselEnabled: z.boolean(),
    oneHubIntegrationActive: z.boolean(),
    oneHubLogoutUrl: optionalUrl,
  })
  .superRefine((value, ctx) => {
    if (value.contactUsEnabled && !value.contactUsEmail) ctx.addIssue({ code: 'custom', path: ['contactUsEmail'], message: e.contactEmailRequired });
    if (value.oneHubIntegrationActive && !value.oneHubLogoutUrl) ctx.addIssue({ code: 'custom', path: ['oneHubLogoutUrl'], message: e.logoutUrlRequired });
  });
export type ClientFeaturesUpdate = z.input<typeof clientFeaturesUpdate>;

export const clientDetailSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  code: z.string(),
  status: z.enum(clientStatuses),
  settingsVersion: z.number().int(),
  /** People are loaded: the code (the sub-domain) no longer changes. */
  codeLocked: z.boolean(),
  features: clientFeaturesSchema,
});
export type ClientDetail = z.infer<typeof clientDetailSchema>;

export const goLiveRequest = z.object({ version: settingsVersionField });

/** Issue 28 §4 adds the catalogue's lines: benefits offered, a selection window, every benefit priced, every provider's e-mail. */
export const readinessItemIds = ['branding', 'administrator', 'signOn', 'employees', 'benefits', 'selectionWindow', 'pricing', 'providerEmails'] as const;
export type ReadinessItemId = (typeof readinessItemIds)[number];
export const readinessSchema = z.object({
  status: z.enum(clientStatuses),
  settingsVersion: z.number().int(),
  items: z.array(z.object({ id: z.enum(readinessItemIds), ok: z.boolean() })),
  ready: z.boolean(),
});
export type ClientReadiness = z.infer<typeof readinessSchema>;

export const administratorStatuses = ['invited', 'active', 'suspended'] as const;
export type AdministratorStatus = (typeof administratorStatuses)[number];
export const administratorSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  surname: z.string(),
  email: z.string(),
  status: z.enum(administratorStatuses),
  /** When they last logged in (ISO), null before their first login. */
  lastLoginAt: z.string().nullable(),
});
export type ClientAdministrator = z.infer<typeof administratorSchema>;
export const administratorsResponse = z.object({ data: z.array(administratorSchema) });

const personName = (message: string) => textField({ error: message }).trim().min(1, { error: message }).max(100, { error: e.nameTooLong });
export const inviteAdministratorRequest = z.object({
  firstName: personName(e.firstNameRequired),
  surname: personName(e.surnameRequired),
  email: emailField,
});
export type InviteAdministratorRequest = z.infer<typeof inviteAdministratorRequest>;

export const administratorStatusRequest = z.object({ suspended: z.boolean() });
export const removedResponse = z.object({ removed: z.literal(true) });
