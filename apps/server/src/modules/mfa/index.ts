/** Two-factor primitives: codes, authenticator secrets, the client's policy and trusted browsers. */
export { codeMatches, codeRefused, isPendingSecret, offerSecret, setupExpired, useCode, type CodeCheck } from './codes.ts';
export { mfaEnforcedFor } from './policy.ts';
export { openTotpSecret, sealTotpSecret } from './sealed.ts';
export { sealPlainTotpSecrets } from './seal-stored.ts';
// Two-factor is turned on or off only with the owner's security notice.
export { resetTwoFactor, turnOffTwoFactor, turnOnTwoFactor, type NoticeContext, type TwoFactorOwner } from './notice.ts';
export { mfaRoutes } from './routes.ts';
export type { MfaSetupDetails } from './totp.ts';
export { isTrustedBrowser, trustBrowser } from './trusted-devices.ts';
