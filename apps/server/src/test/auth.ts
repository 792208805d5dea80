import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { Secret, TOTP } from 'otpauth';
import { eq } from 'drizzle-orm';
import type { TokenResponse } from '@portal/contracts';
import type { Db } from '../db/connect.ts';
import { clients, type NewUser, type User } from '../db/schema/index.ts';
import { createUser } from '../demo/factories.ts';
import { DEMO_PASSWORD } from '../demo/seed.ts';
import { findPlatformAdminByEmail } from '../db/repositories/users.ts';
import { clock } from '../clock.ts';
import { hashPassword } from '../lib/password.ts';
import { TRUSTED_DEVICE_COOKIE } from '../lib/trusted-device-cookie.ts';
import { trustBrowser } from '../modules/mfa/index.ts';
import { host } from './app.ts';

export const DEVICE = 'test-device-0001';

let addressCounter = 0;
/** A new client address per call, so per-address rate limits never mix tests up. */
export const freshIp = () => {
  addressCounter += 1;
  return `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
};

/** Headers of a logged-in request on a client's host. */
export const bearer = (accessToken: string, clientCode = 'acme') => ({ ...host(clientCode), authorization: `Bearer ${accessToken}` });

export const totpCode = (secret: string, at: number = Date.now()) => TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: at });

interface LoginOptions {
  clientCode?: string;
  password?: string;
  deviceToken?: string;
  captcha?: string;
  /** A Cookie header, e.g. the trusted-device cookie of an earlier login with a code. */
  cookie?: string;
  /**
   * A platform administrator with two-factor on logs in from a browser it trusted before (a trusted-device cookie made
   * for the call), so tests of other things need no code; false for a test of their two-factor step itself.
   */
  trustedBrowser?: boolean;
}

/**
 * The trusted-device cookie of a new trusted browser of a platform administrator with two-factor on (as after a login
 * with a code), or undefined for anyone else. Made by the module's own `trustBrowser`.
 */
async function platformAdminBrowser(app: FastifyInstance, email: string): Promise<string | undefined> {
  const user = await findPlatformAdminByEmail(app.db, email);
  if (!user || user.userType !== 'admin' || !user.mfaEnabled) return undefined;
  let secrets: string[] = [];
  await trustBrowser(app.db, user.id, { presented: [], keep: (kept) => (secrets = kept) }, 'test', clock.now());
  return `${TRUSTED_DEVICE_COOKIE}=${secrets.join('.')}`;
}

export async function postLogin(app: FastifyInstance, email: string, options: LoginOptions = {}): Promise<LightMyRequestResponse> {
  const { clientCode = 'acme', password = DEMO_PASSWORD, deviceToken = DEVICE, captcha, trustedBrowser = true } = options;
  const cookie = options.cookie ?? (trustedBrowser ? await platformAdminBrowser(app, email) : undefined);
  const headers = { ...host(clientCode), ...(cookie && { cookie }) };
  return app.inject({ method: 'POST', url: '/api/login', headers, remoteAddress: freshIp(), payload: { email, password, deviceToken, captcha } });
}

/** The `name=value` of the trusted-device cookie an answer sets, ready for a Cookie header; null when it sets none. */
export function trustedDeviceCookieOf(res: LightMyRequestResponse): string | null {
  const header = res.headers['set-cookie'];
  const cookies = Array.isArray(header) ? header : header ? [header] : [];
  return cookies.find((cookie) => cookie.startsWith('portal_trusted_device='))?.split(';')[0] ?? null;
}

/** Logs in with e-mail and password (no two-factor) and answers the tokens. */
export async function loginAs(app: FastifyInstance, email: string, options: LoginOptions = {}): Promise<TokenResponse> {
  const res = await postLogin(app, email, options);
  if (res.statusCode !== 200 || !('access_token' in res.json())) throw new Error(`Login of ${email} failed: ${res.statusCode} ${res.body}`);
  return res.json() as TokenResponse;
}

let demoHash: Promise<string> | undefined;

/** An activated user of a client who logs in with the demo password; pass only what the test cares about. */
export async function createPerson(db: Db, clientCode: string, overrides: Partial<NewUser> = {}): Promise<User> {
  const [client] = await db.select({ id: clients.id }).from(clients).where(eq(clients.code, clientCode));
  if (!client) throw new Error(`No client ${clientCode}`);
  demoHash ??= hashPassword(DEMO_PASSWORD);
  return createUser(db, { clientId: client.id, passwordHash: await demoHash, termsRevisionAccepted: 1, dateOfBirth: '1980-04-12', ...overrides });
}
