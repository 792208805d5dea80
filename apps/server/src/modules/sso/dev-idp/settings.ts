import { createHmac } from 'node:crypto';
import { publicUrl, type Config } from '../../../config.ts';
import type { AuthKeys } from '../../../lib/auth-keys.ts';

/** Where the demo identity provider is mounted on the portal's own server. */
export const DEV_IDP_MOUNT = '/dev-idp';

/** The portal clients the demo identity provider signs people in for (DEV_IDP_CLIENTS, the first hosts it). */
export const devIdpClientCodes = (config: Pick<Config, 'DEV_IDP_CLIENTS'>) =>
  config.DEV_IDP_CLIENTS.split(',')
    .map((code) => code.trim())
    .filter(Boolean);

/** The issuer lives on the first served client's host, so the whole demo round trip stays on one origin. */
export function devIdpIssuer(config: Pick<Config, 'DEV_IDP_CLIENTS' | 'PUBLIC_URL' | 'PORT'>): string {
  const [host = 'globex'] = devIdpClientCodes(config);
  return publicUrl(config, host, DEV_IDP_MOUNT);
}

/** Derived, so the seed (which stores it encrypted) and the provider (which checks it) agree without sharing state. */
export const devIdpClientSecret = (keys: Pick<AuthKeys, 'devIdp'>, clientCode: string) =>
  createHmac('sha256', keys.devIdp).update(`client:${clientCode}`).digest('base64url');

export const devIdpCookieKey = (keys: Pick<AuthKeys, 'devIdp'>) => createHmac('sha256', keys.devIdp).update('cookies').digest('base64url');
