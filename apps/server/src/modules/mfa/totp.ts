import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import { TWO_FACTOR_CODE_LENGTH } from '@portal/contracts';

const PERIOD_SECONDS = 30;
/** One step either side absorbs clock drift between the phone and the server. */
const WINDOW = 1;

export interface MfaSetupDetails {
  secret: string;
  url: string;
  qrCode: string;
}

export const newTotpSecret = () => new Secret({ size: 20 }).base32;

const totp = (secret: string, issuer = '', label = '') =>
  new TOTP({ issuer, label, algorithm: 'SHA1', digits: TWO_FACTOR_CODE_LENGTH, period: PERIOD_SECONDS, secret: Secret.fromBase32(secret) });

/** The otpauth:// link and its QR code (a data URL) for an authenticator app. */
export async function setupDetails(secret: string, issuer: string, label: string): Promise<MfaSetupDetails> {
  const url = totp(secret, issuer, label).toString();
  return { secret, url, qrCode: await QRCode.toDataURL(url, { errorCorrectionLevel: 'M', margin: 1, width: 240 }) };
}

/** The time step a code belongs to, or null when it matches none within the window. */
export function matchingTimeStep(secret: string, code: string, now: Date): number | null {
  const delta = totp(secret).validate({ token: code, timestamp: now.getTime(), window: WINDOW });
  if (delta === null) return null;
  return Math.floor(now.getTime() / 1000 / PERIOD_SECONDS) + delta;
}
