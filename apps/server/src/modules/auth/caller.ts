import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';
import type { Caller } from './deps.ts';

export const callerOf = (request: FastifyRequest): Caller => ({
  client: request.client,
  ip: request.ip,
  userAgent: request.headers['user-agent'] ?? null,
});

/** Every call that takes a password, code, captcha or link token: a per-address limit against guessing. */
export const authRateLimit = (config: Config) => ({ rateLimit: { max: config.AUTH_RATE_LIMIT_MAX, timeWindow: '1 minute' } });
