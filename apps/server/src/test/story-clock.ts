import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, vi } from 'vitest';
import { clock } from '../clock.ts';
import { bearer, loginAs } from './auth.ts';

/**
 * A story's own clock, which the story moves (`at`, months at a time): the portal's clock answers it, and the people's
 * logins are forgotten when it moves, as a session does not outlive the months the clock skips. `headersOf` logs a
 * person of the story's client in once per moment. For the stories that walk a client through its years
 * (money over time, a year in the life, a 6 April year).
 */
export function storyClock(start: string, ctx: { readonly app: FastifyInstance }, clientCode: string) {
  let now = new Date(start);
  const tokens = new Map<string, string>();
  beforeAll(() => {
    vi.spyOn(clock, 'now').mockImplementation(() => new Date(now));
  });
  afterAll(() => {
    vi.restoreAllMocks();
  });
  return {
    at(instant: string) {
      now = new Date(instant);
      tokens.clear();
    },
    async headersOf(email: string) {
      if (!tokens.has(email)) tokens.set(email, (await loginAs(ctx.app, email, { clientCode })).access_token);
      return bearer(tokens.get(email)!, clientCode);
    },
  };
}
