import { create } from 'zustand';

export interface MfaSetupDetails {
  secret: string;
  url: string;
  /** PNG data URL of the QR code. */
  qrCode: string;
}

/**
 * What the two-factor screens repeat to the server: the typed e-mail and password. Kept in memory
 * only (never persisted), and cleared once the login completes or is abandoned.
 */
interface PendingLoginState {
  email: string | null;
  password: string | null;
  deviceToken: string | null;
  mfaSetup: MfaSetupDetails | null;
}

export const emptyPendingLogin: PendingLoginState = { email: null, password: null, deviceToken: null, mfaSetup: null };

export const usePendingLogin = create<PendingLoginState>()(() => emptyPendingLogin);

export const clearPendingLogin = () => usePendingLogin.setState(emptyPendingLogin, true);
