import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { SsoLoginResponse } from '@portal/contracts';
import type { Db } from '../db/connect.ts';
import type { User } from '../db/schema/index.ts';
import { createUser } from '../demo/factories.ts';
import { DEMO_ADMIN_TOTP_SECRET, DEMO_PASSWORD } from '../demo/seed.ts';
import { hashPassword } from '../lib/password.ts';
import { host } from './app.ts';
import { bearer, freshIp } from './auth.ts';

/**
 * A platform administrator (no client) who logs in with the demo password on any host, with two-factor on (platform
 * administrators must have it: issue 27 §1) from the demo administrator's secret. `loginAs` logs them in from a trusted browser.
 */
export async function createAdmin(db: Db): Promise<User> {
  return createUser(db, {
    clientId: null,
    userType: 'admin',
    passwordHash: await hashPassword(DEMO_PASSWORD),
    termsRevisionAccepted: 1,
    mfaEnabled: true,
    mfaSecret: DEMO_ADMIN_TOTP_SECRET,
  });
}

/** The parts of a `/sso-login/{prefix}/{token}/{schemeYear}` link (absolute or not). */
export function loginLinkParts(url: string) {
  const [, page, prefix = '', token = '', schemeYear = ''] = new URL(url, 'http://portal.test').pathname.split('/');
  if (page !== 'sso-login') throw new Error(`Not a login link: ${url}`);
  return { prefix, token, schemeYear: Number(schemeYear) };
}

export const postLinkLogin = (app: FastifyInstance, sso: unknown, clientCode: string): Promise<LightMyRequestResponse> =>
  app.inject({ method: 'POST', url: '/api/login/sso', headers: host(clientCode), remoteAddress: freshIp(), payload: { sso } });

export const requestMasquerade = (app: FastifyInstance, accessToken: string, clientId: number, userId: number) =>
  app.inject({ method: 'POST', url: `/api/masquerade/employer/${clientId}/${userId}`, headers: bearer(accessToken), remoteAddress: freshIp() });

/** Starts a masquerade as a platform administrator; answers the session and the headers its calls carry. */
export async function masqueradeAs(app: FastifyInstance, adminToken: string, client: { id: number; code: string }, userId: number) {
  const link = await requestMasquerade(app, adminToken, client.id, userId);
  if (link.statusCode !== 200) throw new Error(`Masquerade link refused: ${link.statusCode} ${link.body}`);
  const { token, schemeYear } = loginLinkParts(link.json().url);
  const res = await postLinkLogin(app, token, client.code);
  if (res.statusCode !== 200) throw new Error(`Masquerade login refused: ${res.statusCode} ${res.body}`);
  const session = res.json() as SsoLoginResponse;
  const headers = { ...bearer(session.access_token, client.code), 'x-masquerade-user-id': String(userId), 'x-masquerade-scheme-year': String(schemeYear) };
  return { session, schemeYear, headers };
}
