/** Two-factor primitives: codes, authenticator secrets, the client's policy and trusted browsers. */
export { codeMatches, codeRefused, isPendingSecret, offerSecret, setupExpired, useCode, type CodeCheck } from './codes.ts';
export { mfaEnforcedFor } from './policy.ts';
export { disableMfa, enableMfa } from './queries.ts';
export { mfaRoutes } from './routes.ts';
export type { MfaSetupDetails } from './totp.ts';
export { isTrustedBrowser, trustBrowser } from './trusted-devices.ts';
