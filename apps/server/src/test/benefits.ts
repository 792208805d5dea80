import type { LightMyRequestResponse } from 'fastify';
import { DEFAULT_TEST_NOW } from '../../../../scripts/test-moment.mjs';
import { and, eq } from 'drizzle-orm';
import { benefits, clients, schemeYears, users } from '../db/schema/index.ts';
import type { TestApp, TestAppOptions } from './fixture.ts';
import { seededApp } from './seeded.ts';

/** Benefit rules depend on today: every benefits test runs on this day of the demo's scheme year. */
export const TEST_NOW = new Date(DEFAULT_TEST_NOW);

export interface BenefitsTestApp extends TestApp {
  call(method: 'GET' | 'POST' | 'PATCH', url: string, headers: Record<string, string>, payload?: object): Promise<LightMyRequestResponse>;
  benefitId(clientCode: string, groupCode: string): Promise<number>;
  /** The ids of a user found by e-mail. */
  person(email: string): Promise<{ id: number; clientId: number }>;
}

/**
 * seededApp with the clock fixed at TEST_NOW for the file. The demo's Acme window is closed on the seed date;
 * these tests open every client's annual window all year, so choices are allowed unless a test closes it
 * (windows-api.test.ts does). `env` sets the file's app apart (the demo is then seeded for the file).
 */
export function benefitsApp(options: Pick<TestAppOptions, 'env'> = {}): BenefitsTestApp {
  const fixture = seededApp({
    ...options,
    now: TEST_NOW,
    prepare: async ({ db }) => {
      await db.update(schemeYears).set({ windowOpensOn: '2026-01-01', windowClosesOn: '2026-12-31' });
    },
  });
  return Object.assign(fixture, {
    call: (method: 'GET' | 'POST' | 'PATCH', url: string, headers: Record<string, string>, payload?: object) =>
      fixture.app.inject({ method, url, headers, ...(payload !== undefined && { payload }) }),
    async benefitId(clientCode: string, groupCode: string) {
      const [row] = await fixture.db
        .select({ id: benefits.id })
        .from(benefits)
        .innerJoin(clients, eq(clients.id, benefits.clientId))
        .where(and(eq(clients.code, clientCode), eq(benefits.groupCode, groupCode)));
      if (!row) throw new Error(`No ${groupCode} benefit for ${clientCode}`);
      return row.id;
    },
    async person(email: string) {
      const [row] = await fixture.db.select({ id: users.id, clientId: users.clientId }).from(users).where(eq(users.email, email));
      if (!row?.clientId) throw new Error(`No client user ${email}`);
      return { id: row.id, clientId: row.clientId };
    },
  });
}
