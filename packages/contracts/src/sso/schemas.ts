import { z } from 'zod';
import { tokenResponse, userTypeSchema, employmentStatusSchema } from '../auth/schemas.ts';
import { DEFAULT_PAGE_SIZE } from '../shared/constants.ts';
import { messages } from '../shared/messages.ts';
import { idParam, textField } from '../shared/fields.ts';
import { pageOf, pageQuery } from '../shared/paging.ts';

/**
 * Single sign-on, masquerade ("view as"), magic links, welcome e-mail resends, admin console and
 * third-party redirects (spec §1, §2, §6, §7).
 */

const loginLinkToken = z
  .string({ error: messages.login.ssoError })
  .min(20, { error: messages.login.ssoError })
  .max(200, { error: messages.login.ssoError })
  .regex(/^(sso|msq|mgc)_[A-Za-z0-9_-]+$/, { error: messages.login.ssoError });

export const ssoLoginRequest = z.object({ sso: loginLinkToken });
/** Tokens, plus the viewed user and scheme year when the link started a masquerade. */
export const ssoLoginResponse = tokenResponse.extend({
  masqueradeUserId: z.number().int().nullable(),
  masqueradeSchemeYear: z.number().int().nullable(),
});
export type SsoLoginResponse = z.infer<typeof ssoLoginResponse>;

const positiveId = idParam();
export const idParams = z.object({ id: positiveId });
export const masqueradeParams = z.object({ clientId: positiveId, userId: positiveId });
export const linkResponse = z.object({ url: z.string() });

export const magicLinkParams = z.object({ schemeId: positiveId, employeeId: positiveId });
export const magicLinkRequest = z.object({
  password: textField({ error: messages.generic.required }).min(1, { error: messages.generic.required }).max(1024, { error: messages.generic.required }),
});

export const welcomeResendResponse = z.object({ sent: z.number().int() });

export const ADMIN_PAGE_SIZE = DEFAULT_PAGE_SIZE;

export const adminClientSchema = z.object({ id: z.number().int(), code: z.string(), name: z.string() });
export const adminClientsResponse = z.object({ data: z.array(adminClientSchema) });

export const adminUsersQuery = z.object({ search: textField().trim().max(100, { error: 'Use 100 characters or fewer' }).optional(), page: pageQuery });
export const adminUserSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  userType: userTypeSchema,
  employmentStatus: employmentStatusSchema,
  activated: z.boolean(),
  /** Their personal data is erased (`users.anonymised_at`): the name is the pseudonym, the e-mail undeliverable. */
  erased: z.boolean(),
});
export const adminUsersResponse = pageOf(adminUserSchema);
export type AdminUser = z.infer<typeof adminUserSchema>;

export const partnerParams = z.object({ partner: z.string().regex(/^[a-z0-9-]{1,40}$/, { error: 'Not a partner code' }) });
export const thirdPartyRedirectResponse = z.object({ redirect: z.string() });
