import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { clients, users } from '../db/schema/index.ts';
import { hashPassword } from '../lib/password.ts';
import { loginAs } from '../test/auth.ts';
import { testApp } from '../test/fixture.ts';
import { LARGE_CLIENT_CODE, LARGE_CLIENT_EMPLOYER, seedLargeClient } from './large-client.ts';
import { DEMO_PASSWORD } from './seed.ts';

const ctx = testApp();

describe('the large benchmark client', () => {
  it('has the asked number of varied employees and an employer who can log in, once however often it runs', async () => {
    const hash = await hashPassword(DEMO_PASSWORD);
    await seedLargeClient(ctx.db, 250, hash);
    await seedLargeClient(ctx.db, 250, hash);
    const [client] = await ctx.db.select().from(clients).where(eq(clients.code, LARGE_CLIENT_CODE));
    const people = await ctx.db.select().from(users).where(eq(users.clientId, client!.id));
    expect(people).toHaveLength(251);
    const employees = people.filter((p) => p.userType === 'employee');
    expect(employees.filter((p) => p.activatedAt === null)).toHaveLength(50);
    expect(new Set(employees.map((p) => p.location)).size).toBe(7);
    expect(new Set(employees.map((p) => p.email)).size).toBe(250);
    const tokens = await loginAs(ctx.app, LARGE_CLIENT_EMPLOYER, { clientCode: LARGE_CLIENT_CODE });
    expect(tokens.access_token).toEqual(expect.any(String));
  });
});
