import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import { readCookie } from './cookies.ts';

/**
 * A browser that passed two-factor is trusted for 30 days, proved by a random secret the server
 * handed it in this cookie (HttpOnly, SameSite=Strict, only sent to the API). Only the secret's
 * hash is stored (modules/mfa/trusted-devices.ts). The browser's fingerprint (`deviceToken`) proves
 * nothing: anyone can guess it.
 */
export const TRUSTED_DEVICE_COOKIE = 'portal_trusted_device';
export const TRUSTED_DEVICE_DAYS = 30;
/** One browser may be trusted by a few people (a shared family computer); their secrets share the cookie. */
export const MAX_TRUSTED_SECRETS = 5;
const SECRET = /^[A-Za-z0-9_-]{40,64}$/;

/** The browser's side of device trust: the secrets its cookie carries, and how to hand it others. */
export interface BrowserTrust {
  presented: string[];
  /** Sets the cookie to these secrets; none removes it. */
  keep(secrets: string[]): void;
}

export function trustedDeviceCookie(secrets: string[], { path, secure }: { path: string; secure: boolean }): string {
  const maxAge = secrets.length > 0 ? TRUSTED_DEVICE_DAYS * 24 * 60 * 60 : 0;
  return [
    `${TRUSTED_DEVICE_COOKIE}=${secrets.join('.')}`,
    `Path=${path}`,
    `Max-Age=${maxAge}`,
    'HttpOnly',
    'SameSite=Strict',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}

export function browserTrust(config: Config, request: FastifyRequest, reply: FastifyReply): BrowserTrust {
  const value = readCookie(request.headers.cookie, TRUSTED_DEVICE_COOKIE) ?? '';
  const presented = value
    .split('.')
    .filter((secret) => SECRET.test(secret))
    .slice(0, MAX_TRUSTED_SECRETS);
  // request.protocol follows X-Forwarded-Proto only with TRUST_PROXY; an https PUBLIC_URL says so too.
  const secure = request.protocol === 'https' || config.PUBLIC_URL.startsWith('https:');
  return { presented, keep: (secrets) => void reply.header('set-cookie', trustedDeviceCookie(secrets, { path: config.API_BASE, secure })) };
}
