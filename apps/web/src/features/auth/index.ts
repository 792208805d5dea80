import { lazy } from 'react';

export { useSessionExpiry } from './session/useSessionExpiry.ts';
/** Loaded only once someone is logged in. */
export const IdleWatcher = lazy(() => import('./idle/IdleWatcher.tsx'));
