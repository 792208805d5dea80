import { z } from 'zod';
import * as a from './schemas.ts';
import { defineRoute } from '../shared/http.ts';

const post = <B extends z.ZodType, R extends z.ZodType>(path: string, summary: string, body: B, response: R) =>
  defineRoute({ method: 'POST', path, base: 'main', summary, body, response });

/** Login, session, password, activation and two-factor calls (spec §7). Failures use `loginFailure`. */
export const authRoutes = {
  loginLookup: post('/login/url', 'Decide between password and single sign-on for an e-mail', a.loginLookupRequest, a.loginLookupResponse),
  login: post('/login', 'Token request with e-mail and password', a.loginRequest, a.loginResponse),
  loginMfa: post('/login/mfa', 'Token request with a two-factor code', a.mfaLoginRequest, a.tokenResponse),
  loginMfaSetup: post('/employee/mfa/validate/enforced', 'Two-factor setup during login (temporary, then complete)', a.mfaSetupRequest, a.mfaSetupResponse),
  refresh: post('/login/refresh', 'New tokens for a refresh token (the old one stops working)', a.refreshRequest, a.tokenResponse),
  captcha: defineRoute({ method: 'GET', path: '/captcha', base: 'main', summary: 'A captcha challenge', response: a.captchaChallenge }),
  loginSetup: defineRoute({
    method: 'GET',
    path: '/login/setup',
    base: 'main',
    summary: 'User, client and CMS flags after login',
    response: a.loginSetupResponse,
  }),
  user: defineRoute({ method: 'GET', path: '/user', base: 'main', summary: 'The logged-in user', response: a.sessionUserSchema }),
  acceptTerms: defineRoute({
    method: 'PATCH',
    path: '/user',
    base: 'main',
    summary: 'Accept the current site terms',
    body: a.termsAcceptRequest,
    response: a.termsAcceptResponse,
  }),
  logout: defineRoute({ method: 'DELETE', path: '/logout', base: 'main', summary: 'End this session', response: a.logoutResponse }),

  forgottenPassword: post(
    '/forgotten-password',
    'E-mail a password reset link (same answer whether or not the e-mail exists)',
    a.forgottenPasswordRequest,
    a.forgottenPasswordResponse,
  ),
  validateResetToken: defineRoute({
    method: 'POST',
    path: '/password-reset/:token',
    base: 'main',
    summary: 'Is this reset link still valid?',
    params: a.resetTokenParams,
    response: a.resetTokenResponse,
  }),
  verifyResetDob: post('/password-reset/dob', 'Check the date of birth for a reset link', a.resetDobRequest, a.resetDobResponse),
  resetPassword: post('/password-reset', 'Set a new password with a reset link', a.resetPasswordRequest, a.resetPasswordResponse),
  passwordCheck: post('/password-reset/check', 'Which password rules a candidate password meets', a.passwordCheckRequest, a.passwordCheckResponse),
  changePassword: defineRoute({
    method: 'PATCH',
    path: '/password',
    base: 'main',
    summary: 'Change the password (ends every other session)',
    body: a.changePasswordRequest,
    response: a.changePasswordResponse,
  }),

  activationCheck: defineRoute({
    method: 'POST',
    path: '/activation/:id',
    base: 'main',
    summary: 'Is this activation link valid, and for whom',
    params: a.activationParams,
    response: a.activationCheckResponse,
  }),
  activationDob: post('/activation/dob', 'Check the date of birth for an activation link', a.activationDobRequest, a.resetDobResponse),
  activationMfaSecret: defineRoute({
    method: 'POST',
    path: '/activation/:id/mfa',
    base: 'main',
    summary: 'A two-factor secret for activation when the client enforces it',
    params: a.activationParams,
    response: a.activationMfaSecretResponse,
  }),
  activate: defineRoute({
    method: 'PATCH',
    path: '/user/activate',
    base: 'main',
    summary: 'Activate the account; answers tokens',
    body: a.activateRequest,
    response: a.tokenResponse,
  }),

  mfaQr: defineRoute({
    method: 'POST',
    path: '/v2/user/:id/mfa',
    base: 'main',
    summary: 'A new two-factor secret and QR code for the user',
    params: a.userIdParams,
    response: a.mfaQrResponse,
  }),
  mfaEnable: defineRoute({
    method: 'POST',
    path: '/v2/user/:id/mfa/validate',
    base: 'main',
    summary: 'Verify a code (temporary), then turn two-factor on (complete)',
    params: a.userIdParams,
    body: a.mfaEnableRequest,
    response: a.mfaEnableResponse,
  }),
  mfaDisable: defineRoute({
    method: 'DELETE',
    path: '/v2/user/:id/mfa',
    base: 'main',
    summary: 'Turn two-factor off, with a reason and the current password or a code',
    params: a.userIdParams,
    body: a.mfaDisableRequest,
    response: a.mfaDisableResponse,
  }),
  trustedDevices: defineRoute({
    method: 'GET',
    path: '/user/trusted-devices',
    base: 'main',
    summary: "The caller's browsers that skip two-factor at login",
    response: a.trustedDevicesResponse,
  }),
  forgetTrustedDevice: defineRoute({
    method: 'DELETE',
    path: '/user/trusted-devices/:id',
    base: 'main',
    summary: "Forget one of the caller's trusted browsers: it asks for a code again",
    params: a.trustedDeviceParams,
    response: a.forgetTrustedDeviceResponse,
  }),
} as const;
