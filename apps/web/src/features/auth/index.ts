import { lazy } from 'react';

export { useSessionExpiry } from './session/useSessionExpiry.ts';
/** Loaded only once someone is logged in. */
export const IdleWatcher = lazy(() => import('./idle/IdleWatcher.tsx'));

// Shared with the profile settings (password change, two-factor settings).
export { usePasswordChecks } from './api/passwordCheck.ts';
/** Loaded with the panel that shows it. */
export const QrCodeBlock = lazy(() => import('./twoFactor/QrCodeBlock.tsx').then((m) => ({ default: m.QrCodeBlock })));

// For the single sign-on pages: the login page a partner's route shows, and how a login completes.
export { LoginPage } from './login/LoginPage.tsx';
export { leaveApp } from './session/navigation.ts';
export { useCompleteLogin } from './session/useCompleteLogin.ts';
export { useShowNotOpenYet } from './session/useShowNotOpenYet.ts';
