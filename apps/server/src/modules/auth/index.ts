/** Proving who someone is: password and code logins, the lock and captcha, and sessions. */
export { attemptState, clearAllFailures, clearPasswordFailures, countPasswordFailure } from './attempts.ts';
export { verifyCaptcha } from './captcha.ts';
export { completeLogin, passwordAccount, refuseCode } from './login.ts';
export { assertOwnPassword, retypedForMagicLink } from './own-password.ts';
export { authRoutes } from './routes.ts';
export { startSession } from './sessions.ts';
