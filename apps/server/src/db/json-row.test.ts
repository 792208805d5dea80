import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { employeeFields, findEmployeeContext } from './repositories/employee-context.ts';
import { findSessionWithEmployeeContext } from './repositories/sessions.ts';
import { bearer, loginAs } from '../test/auth.ts';
import { seededApp } from '../test/seeded.ts';
import { benefits, benefitSelections, ccvAccounts, schemeYears, sessions, users } from './schema/index.ts';

const ctx = seededApp();

describe('rows read back as JSON (the hot reads)', () => {
  it('come back exactly as the ORM reads the same rows: money and dates as text, times as dates, lists and documents intact', async () => {
    const people = await ctx.db
      .selectDistinct({ id: users.id, clientId: users.clientId })
      .from(users)
      .innerJoin(benefitSelections, eq(benefitSelections.userId, users.id));
    let compared = 0;
    for (const person of people.slice(0, 30)) {
      const clientId = person.clientId!;
      const found = await findEmployeeContext(ctx.db, clientId, person.id, new Date());
      const current = ctx.db
        .select({ id: benefits.id })
        .from(benefits)
        .innerJoin(schemeYears, and(eq(schemeYears.id, benefits.schemeYearId), eq(schemeYears.isCurrent, true)))
        .where(eq(benefits.clientId, clientId));
      const selections = await ctx.db
        .select()
        .from(benefitSelections)
        .where(
          and(
            eq(benefitSelections.clientId, clientId),
            eq(benefitSelections.userId, person.id),
            inArray(benefitSelections.benefitId, current),
            isNull(benefitSelections.supersededAt),
          ),
        )
        .orderBy(desc(benefitSelections.id));
      const [employee] = await ctx.db
        .select({ ...employeeFields, ccvBalance: ccvAccounts.balance })
        .from(users)
        .leftJoin(ccvAccounts, and(eq(ccvAccounts.userId, users.id), eq(ccvAccounts.clientId, clientId)))
        .where(eq(users.id, person.id));
      expect(found?.employee).toStrictEqual(employee);
      expect(found?.yearSelections).toStrictEqual(selections);
      compared += selections.length;
    }
    // The demo gives these people selections of every kind (money, dates, people covered, answers).
    expect(compared).toBeGreaterThan(5);
  });
});

describe('a benefits request whose session read carries the benefits context', () => {
  const eligible = (headers: Record<string, string>) => ctx.app.inject({ method: 'GET', url: '/api/benefits/user/eligible', headers });

  it('reads the same context as the query of its own', async () => {
    const { access_token } = await loginAs(ctx.app, 'employee@acme.test');
    const [session] = await ctx.db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, (await personId('employee@acme.test'))!))
      .orderBy(desc(sessions.createdAt))
      .limit(1);
    const now = new Date();
    const read = await findSessionWithEmployeeContext(ctx.db, session!.id, now);
    expect(read?.employeeContext).toStrictEqual(await findEmployeeContext(ctx.db, session!.clientId!, session!.userId, now));
    expect(read?.employeeContext?.yearSelections.length).toBeGreaterThan(0);
    expect((await eligible(bearer(access_token))).statusCode).toBe(200);
  });

  it("answers nothing once the session is revoked, or on another client's host", async () => {
    const { access_token } = await loginAs(ctx.app, 'employee021@acme.test');
    expect((await eligible(bearer(access_token, 'globex'))).statusCode).toBe(401);
    await ctx.db
      .update(sessions)
      .set({ revokedAt: new Date(), revokedReason: 'test' })
      .where(eq(sessions.userId, (await personId('employee021@acme.test'))!));
    const res = await eligible(bearer(access_token));
    expect(res.statusCode).toBe(401);
    expect(res.body).not.toContain('benefits');
  });
});

async function personId(email: string) {
  const [person] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return person?.id;
}
