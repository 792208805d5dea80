import type { LightMyRequestResponse } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { benefits, clients, schemeYears, users } from '../db/schema/index.ts';
import { seedDemo } from '../demo/seed.ts';
import { clock } from '../lib/clock.ts';
import { buildTestApp, type TestContext } from './app.ts';
import { bearer, loginAs } from './auth.ts';

/** Benefit rules depend on today: every benefits test runs on this day of the demo's scheme year. */
export const TEST_NOW = new Date('2026-06-15T10:00:00Z');

export interface BenefitsTestContext extends TestContext {
  /** Logged-in request headers for a user on a client's host. */
  headersOf(email: string, clientCode?: string): Promise<Record<string, string>>;
  call(method: 'GET' | 'POST' | 'PATCH', url: string, headers: Record<string, string>, payload?: object): Promise<LightMyRequestResponse>;
  benefitId(clientCode: string, groupCode: string): Promise<number>;
  /** The ids of a user found by e-mail. */
  person(email: string): Promise<{ id: number; clientId: number }>;
}

/**
 * The app with the demo seeded, the clock fixed at TEST_NOW; `close` restores the clock. The demo's Acme window is
 * closed on the seed date; these tests open every client's annual window all year, so choices are allowed unless a
 * test closes it (windows-api.test.ts does).
 */
export async function benefitsTestApp(): Promise<BenefitsTestContext> {
  const realNow = clock.now;
  clock.now = () => new Date(TEST_NOW);
  const ctx = await buildTestApp();
  await seedDemo(ctx.db, ctx.config);
  await ctx.db.update(schemeYears).set({ windowOpensOn: '2026-01-01', windowClosesOn: '2026-12-31' });
  const tokens = new Map<string, string>();
  return {
    ...ctx,
    async headersOf(email, clientCode = 'acme') {
      const key = `${email}@${clientCode}`;
      if (!tokens.has(key)) tokens.set(key, (await loginAs(ctx.app, email, { clientCode })).access_token);
      return bearer(tokens.get(key)!, clientCode);
    },
    call: (method, url, headers, payload) => ctx.app.inject({ method, url, headers, ...(payload !== undefined && { payload }) }),
    async benefitId(clientCode, groupCode) {
      const [row] = await ctx.db
        .select({ id: benefits.id })
        .from(benefits)
        .innerJoin(clients, eq(clients.id, benefits.clientId))
        .where(and(eq(clients.code, clientCode), eq(benefits.groupCode, groupCode)));
      if (!row) throw new Error(`No ${groupCode} benefit for ${clientCode}`);
      return row.id;
    },
    async person(email) {
      const [row] = await ctx.db.select({ id: users.id, clientId: users.clientId }).from(users).where(eq(users.email, email));
      if (!row?.clientId) throw new Error(`No client user ${email}`);
      return { id: row.id, clientId: row.clientId };
    },
    async close() {
      await ctx.close();
      clock.now = realNow;
    },
  };
}
