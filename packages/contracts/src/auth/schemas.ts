import { z } from 'zod';
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN } from './email.ts';
import { messages, ownTexts } from '../shared/messages.ts';
import { idParam, textField } from '../shared/fields.ts';

/** Auth, session, password, activation and two-factor shapes (spec §3, §5, §7). */

export const emailField = z
  .string({ error: messages.login.invalidEmail })
  .trim()
  .min(1, { error: messages.login.invalidEmail })
  .max(EMAIL_MAX_LENGTH, { error: messages.login.invalidEmail })
  .pipe(z.email({ pattern: EMAIL_PATTERN, error: messages.login.invalidEmail }));

const requiredString = (max = 200, message: string = messages.generic.required) =>
  textField({ error: message }).min(1, { error: message }).max(max, { error: message });

/** ALTCHA payload (base64) or reCAPTCHA response, when the server asked for one. */
const captchaField = textField().max(4000).optional();
/** Hash of user agent, screen size, colour depth and timezone, made by the browser. */
const deviceTokenField = z
  .string()
  .min(8)
  .max(128)
  .regex(/^[A-Za-z0-9_-]+$/);
/** DD/MM/YYYY, as the spec's date-of-birth calls send it. */
export const dobField = z.string({ error: messages.dob.required }).regex(/^\d{2}\/\d{2}\/\d{4}$/, { error: messages.dob.invalid });
const totpCode = z.string({ error: messages.generic.required }).regex(/^\d{6}$/, { error: 'Enter the 6-digit code' });

export const loginLookupRequest = z.object({ email: emailField });
export const loginLookupResponse = z.object({ hasSSO: z.boolean(), url: z.string().nullable() });

export const loginRequest = z.object({
  email: emailField,
  password: requiredString(1024, messages.login.tryAgain),
  deviceToken: deviceTokenField,
  captcha: captchaField,
});

export const tokenResponse = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  expires_in: z.number().int(),
  token_type: z.literal('Bearer'),
  ssoLogoutUrl: z.string().nullable(),
});
export type TokenResponse = z.infer<typeof tokenResponse>;

/** Login answers tokens, or asks for a two-factor step. Failures are errors with the fields below. */
export const loginResponse = z.union([
  tokenResponse,
  z.object({ is_should_validate_2fa: z.literal(true) }),
  z.object({ is_should_setup_2fa: z.literal(true), secret: z.string(), url: z.string(), qrCode: z.string() }),
]);
export type LoginResponse = z.infer<typeof loginResponse>;

/** Extra fields a failed login or captcha-guarded call carries beside `{ error, message, errors }`. */
export const loginFailure = z.object({
  error: z.string(),
  message: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
  showRecaptcha: z.boolean().optional(),
  userAccountLocked: z.boolean().optional(),
  error_message: z.string().optional(),
  /** 403 to an employee of a draft client (issue 27 §2), on any way in and on a session's calls: the web app's "Not open yet" page. */
  notOpenYet: z.boolean().optional(),
});
export type LoginFailure = z.infer<typeof loginFailure>;

export const captchaChallenge = z.object({
  provider: z.enum(['altcha', 'recaptcha']),
  /** ALTCHA challenge (v2 format) for the widget; absent for reCAPTCHA. */
  challenge: z.record(z.string(), z.unknown()).nullable(),
  /** reCAPTCHA's site key and the script the widget comes from (Google's, or a stand-in in tests); null for ALTCHA. */
  siteKey: z.string().nullable(),
  scriptUrl: z.string().nullable(),
});

export const mfaLoginRequest = z.object({ code: totpCode, email: emailField, password: requiredString(1024), deviceToken: deviceTokenField });
export const mfaSetupRequest = z.object({
  code: totpCode,
  type: z.enum(['temporary', 'complete']),
  secret: z.string().regex(/^[A-Z2-7]{16,64}$/),
  email: emailField,
  password: requiredString(1024),
  deviceToken: deviceTokenField,
});
export const mfaSetupResponse = z.union([z.object({ valid: z.literal(true) }), tokenResponse]);

export const refreshRequest = z.object({ refresh_token: textField().min(20).max(200) });

export const userTypeSchema = z.enum(['employee', 'employer', 'admin']);
export const employmentStatusSchema = z.enum(['active', 'inactive', 'left']);

export const impersonationKindSchema = z.enum(['masquerade', 'magic-link']);
export const sessionUserSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  firstName: z.string(),
  surname: z.string(),
  /** The name the person asked to be called by (profile settings); greetings use it when set. */
  preferredName: z.string().nullable(),
  email: z.string(),
  userType: userTypeSchema,
  employmentStatus: employmentStatusSchema,
  avatar: z.string().nullable(),
  termsRevision: z.number().int(),
  siteTermsUpdated: z.boolean(),
  showWelcomeModal: z.boolean(),
  firstLogin: z.boolean(),
  mfaEnabled: z.boolean(),
  mfaEnforced: z.boolean(),
  clientId: z.number().int().nullable(),
  masquerade: z.object({ userId: z.number().int(), schemeYear: z.number().int() }).nullable(),
  /**
   * Someone else acts in this session: a platform administrator's masquerade (which also sets `masquerade`, whose
   * headers the calls must carry) or an employer's magic link. The web app keeps such a session in its tab only
   * and shows the 'Viewing as' banner.
   */
  impersonation: z.object({ kind: impersonationKindSchema, schemeYear: z.number().int() }).nullable(),
});
export type SessionUserInfo = z.infer<typeof sessionUserSchema>;

export const sessionClientSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  clientName: z.string(),
  contactUsEnabled: z.boolean(),
  scheme: z.object({
    schemeYear: z.number().int(),
    baseFont: z.string(),
    headerFont: z.string(),
    avatarSet: z.object({ avatarsetPlainFileURL: z.string().nullable() }),
  }),
  clientExceptions: z.array(z.object({ code: z.string(), status: z.boolean() })),
});
export type SessionClientInfo = z.infer<typeof sessionClientSchema>;

/** The client's switches the web reads from `clientExceptions` (spec: insights enabled, isDataLoadEligibilityImpactEnabled). */
export const clientFeatures = { benefitInsights: 'benefitInsights', dataLoadEligibilityImpact: 'isDataLoadEligibilityImpactEnabled' } as const;
export const clientHasFeature = (client: Pick<SessionClientInfo, 'clientExceptions'> | null | undefined, feature: keyof typeof clientFeatures) =>
  Boolean(client?.clientExceptions.some((e) => e.code === clientFeatures[feature] && e.status));

export const cmsDataSchema = z.object({
  faqs: z.boolean(),
  sso_access_only: z.boolean(),
  reference: z.boolean(),
  live: z.boolean(),
});
export type CmsData = z.infer<typeof cmsDataSchema>;

export const loginSetupResponse = z.object({ user: sessionUserSchema, client: sessionClientSchema.nullable(), cmsData: cmsDataSchema });
export type LoginSetup = z.infer<typeof loginSetupResponse>;

export const termsAcceptRequest = z.object({ termsAccepted: z.literal(true, { error: messages.terms.required }) });
export const termsAcceptResponse = z.object({ siteTermsUpdated: z.literal(false) });

export const logoutResponse = z.object({ ssoLogoutUrl: z.string().nullable() });

export const forgottenPasswordRequest = z.object({ email: emailField, captcha: captchaField, isRecaptchaEnabled: z.boolean().optional() });
export const forgottenPasswordResponse = z.object({ sent: z.literal(true), message: z.string() });

const resetToken = z
  .string()
  .min(20)
  .max(200)
  .regex(/^[A-Za-z0-9_-]+$/, { error: messages.reset.expiredOrInvalid });
export const resetTokenParams = z.object({ token: resetToken });
export const resetTokenResponse = z.object({ valid: z.boolean(), message: z.string().optional() });
export const resetDobRequest = z.object({ token: resetToken, date_of_birth: dobField });
export const resetDobResponse = z.object({ verified: z.literal(true) });
export const passwordPair = {
  password: requiredString(1024, messages.password.meetRequirements),
  password_confirmation: requiredString(1024),
};
export const resetPasswordRequest = z.object({ token: resetToken, date_of_birth: dobField, ...passwordPair });
export const resetPasswordResponse = z.object({ reset: z.literal(true), redirectURL: z.string() });

export const passwordCheckRequest = z.object({ password: textField().max(1024), token: textField().max(200).optional() });
export const passwordCheck = z.object({ flag: z.number().int(), name: z.string(), status: z.boolean() });
export const passwordCheckResponse = z.object({ data: z.object({ checks: z.array(passwordCheck) }) });
export type PasswordCheck = z.infer<typeof passwordCheck>;

export const changePasswordRequest = z.object({ current_password: requiredString(1024), ...passwordPair });
export const changePasswordResponse = z.object({ changed: z.literal(true) });

const activationId = z
  .string()
  .min(20)
  .max(200)
  .regex(/^[A-Za-z0-9_-]+$/);
export const activationParams = z.object({ id: activationId });
export const activationCheckResponse = z.object({
  status: z.enum(['ok', 'error']),
  error: z.string().nullable(),
  firstName: z.string().nullable(),
  surname: z.string().nullable(),
  email: z.string().nullable(),
  mfaEnforced: z.boolean(),
  /**
   * False for someone with no date of birth on file (no date-of-birth step): a platform administrator, or an HR
   * administrator invited by name and e-mail (issue 27 §2); absent otherwise.
   */
  dobRequired: z.boolean().optional(),
  /** False for a platform administrator, who belongs to no client and has no client's terms to accept (no terms step); absent otherwise. */
  termsRequired: z.boolean().optional(),
});
export const activationDobRequest = z.object({ id: activationId, date_of_birth: dobField });
export const activateRequest = z.object({
  id: activationId,
  /** Required of everyone but platform administrators (the server says which: 400 'Date of birth is required'). */
  date_of_birth: dobField.optional(),
  ...passwordPair,
  termsAccepted: z.literal(true, { error: messages.terms.required }),
  deviceToken: deviceTokenField,
  /** Required when the client enforces two-factor: the secret shown and a code from it. */
  mfa: z.object({ secret: z.string().regex(/^[A-Z2-7]{16,64}$/), code: totpCode }).optional(),
});
export const activationMfaSecretResponse = z.object({ secret: z.string(), url: z.string(), qrCode: z.string() });

export const userIdParams = z.object({ id: idParam() });
export const mfaQrResponse = z.object({ secret: z.string(), url: z.string(), qrCode: z.string() });
export const mfaEnableRequest = z.object({ code: totpCode, type: z.enum(['temporary', 'complete']), secret: z.string().regex(/^[A-Z2-7]{16,64}$/) });
export const mfaEnableResponse = z.object({ valid: z.literal(true), enabled: z.boolean() });
/**
 * Turning two-factor off needs a reason, and proof that the person at the keyboard is the account's
 * owner: their current password, or a current code (an empty string counts as not given).
 */
export const mfaDisableRequest = z
  .object({
    reason: textField({ error: messages.twoFactor.disableReason }).trim().min(1, { error: messages.twoFactor.disableReason }).max(500),
    password: textField().max(1024).optional(),
    code: z.union([z.literal(''), totpCode]).optional(),
  })
  .refine((body) => Boolean(body.password) || Boolean(body.code), {
    path: ['password'],
    error: ownTexts.mfaDisableProofRequired,
    // Also when the reason is missing, so a form shows every problem at once.
    when: (payload) =>
      typeof payload.value === 'object' &&
      payload.value !== null &&
      payload.issues.every((issue) => issue.path?.[0] !== 'password' && issue.path?.[0] !== 'code'),
  });
export const mfaDisableResponse = z.object({ enabled: z.literal(false) });

/** A browser that skips two-factor at login (its cookie's secret is never answered). */
export const trustedDeviceSchema = z.object({
  id: z.number().int(),
  label: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string(),
  expiresAt: z.string(),
  /** The browser making this call. */
  current: z.boolean(),
});
export type TrustedDeviceInfo = z.infer<typeof trustedDeviceSchema>;
export const trustedDevicesResponse = z.object({ devices: z.array(trustedDeviceSchema) });
export const trustedDeviceParams = z.object({ id: idParam() });
export const forgetTrustedDeviceResponse = z.object({ forgotten: z.literal(true) });
