import type { FastifyInstance } from 'fastify';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { host } from './app.ts';

/** The payload the ALTCHA widget would submit for a challenge from `GET /api/captcha`. */
export async function solveChallengePayload(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey, timeout: 10_000 });
  if (!solution) throw new Error('The captcha challenge could not be solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/** Fetches a fresh challenge from the app and solves it, as a browser would. */
export async function solveCaptcha(app: FastifyInstance, clientCode = 'acme'): Promise<string> {
  const res = await app.inject({ method: 'GET', url: '/api/captcha', headers: host(clientCode) });
  const body = res.json() as { provider: string; challenge: Challenge | null };
  if (body.provider !== 'altcha' || !body.challenge) throw new Error(`No ALTCHA challenge (status ${res.statusCode})`);
  return solveChallengePayload(body.challenge);
}
