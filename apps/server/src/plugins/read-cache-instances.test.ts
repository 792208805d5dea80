import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { benefits } from '../db/schema/index.ts';
import { bearer } from '../test/auth.ts';
import { restate } from '../test/selection-history.ts';
import { seededApp } from '../test/seeded.ts';

interface Summary {
  id: number;
  groupCode: string;
  requiresApproval: boolean;
  selection: { selectionId: number; employeeCost: number } | null;
}

/** Two server instances on one database, each with its own read cache kept for a minute. */
const ctx = seededApp({ env: { READ_CACHE_TTL_MS: '60000' }, login: ['employee'] });
let first: FastifyInstance;
let second: FastifyInstance;
let token: string;
beforeAll(async () => {
  first = ctx.app;
  second = await ctx.anotherInstance();
  token = ctx.tokens.employee;
});

const eligible = async (instance: FastifyInstance): Promise<Summary[]> => {
  const res = await instance.inject({ method: 'GET', url: '/api/benefits/user/eligible', headers: bearer(token) });
  expect(res.statusCode).toBe(200);
  return res.json().benefits as Summary[];
};

describe('read cache across instances', () => {
  it('shows a rule changed through the database on the next read of another instance', async () => {
    const before = (await eligible(second)).find((b) => b.groupCode === 'dental')!;
    expect((await eligible(second)).find((b) => b.id === before.id)!.requiresApproval).toBe(before.requiresApproval);
    await ctx.db.update(benefits).set({ requiresApproval: !before.requiresApproval }).where(eq(benefits.id, before.id));
    expect((await eligible(second)).find((b) => b.id === before.id)!.requiresApproval).toBe(!before.requiresApproval);
    expect((await eligible(first)).find((b) => b.id === before.id)!.requiresApproval).toBe(!before.requiresApproval);
  });

  it('shows a price changed through the database on the next read of another instance', async () => {
    const priced = (await eligible(first)).find((b) => b.selection !== null)!;
    expect(priced).toBeDefined();
    await eligible(second);
    const newCost = priced.selection!.employeeCost + 1.23;
    await restate(ctx.db, priced.selection!.selectionId, { employeeCost: newCost.toFixed(2) });
    expect((await eligible(second)).find((b) => b.id === priced.id)!.selection!.employeeCost).toBeCloseTo(newCost, 2);
    expect((await eligible(first)).find((b) => b.id === priced.id)!.selection!.employeeCost).toBeCloseTo(newCost, 2);
  });
});
