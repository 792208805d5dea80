import { and, eq, isNull, ne } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { approvalTexts, type PendingRequests } from '@portal/contracts';
import { benefitSelections, benefits, clients, familyMembers, users } from '../../db/schema/index.ts';
import { host } from '../../test/app.ts';
import { freshIp } from '../../test/auth.ts';
import { seededApp } from '../../test/seeded.ts';
import { currentVersionsOf, restate } from '../../test/selection-history.ts';

/** Issue 26 item 5: one list of every request awaiting approval, across benefits, with a benefit filter. */
const ctx = seededApp({
  login: ['employer', 'employee', 'globexEmployee'],
  async prepare({ db }) {
    // Globex has requests waiting too: the Acme employer must never see them.
    const [globex] = await db.select({ id: clients.id }).from(clients).where(eq(clients.code, 'globex'));
    for (const row of await currentVersionsOf(db, globex!.id)) await restate(db, row.id, { status: 'pending-approval', approvedAt: null });
    // A second Acme benefit with a request waiting (a first choice of dental), beside the seeded Cycle to Work ones.
    const [acme] = await db.select({ id: clients.id }).from(clients).where(eq(clients.code, 'acme'));
    const [dental] = await db
      .select({ id: benefitSelections.id })
      .from(benefitSelections)
      .innerJoin(benefits, eq(benefits.id, benefitSelections.benefitId))
      .where(
        and(
          eq(benefitSelections.clientId, acme!.id),
          eq(benefits.groupCode, 'dental'),
          eq(benefitSelections.status, 'active'),
          isNull(benefitSelections.supersededAt),
        ),
      )
      .limit(1);
    await restate(db, dental!.id, { status: 'pending-approval', approvedAt: null });
  },
});

const LIST = '/api/v2/scheme/selections/pending/requests';
const employer = () => ctx.headersOf('hr@acme.test');
const get = async (url: string, headers?: Record<string, string>) =>
  ctx.app.inject({ method: 'GET', url, headers: headers ?? (await employer()), remoteAddress: freshIp() });

const clientId = async (code: string) => (await ctx.db.select({ id: clients.id }).from(clients).where(eq(clients.code, code)))[0]!.id;
const benefitOf = async (code: string, groupCode: string) =>
  (
    await ctx.db
      .select()
      .from(benefits)
      .where(and(eq(benefits.clientId, await clientId(code)), eq(benefits.groupCode, groupCode)))
  )[0]!;
const pendingOf = async (code: string) =>
  ctx.db
    .select()
    .from(benefitSelections)
    .where(and(eq(benefitSelections.clientId, await clientId(code)), eq(benefitSelections.status, 'pending-approval'), isNull(benefitSelections.supersededAt)))
    .orderBy(benefitSelections.id);

describe('the list of every selection awaiting approval', () => {
  it('lists every benefit’s requests with the employee number, the request date and the benefit; counts for the filter', async () => {
    const res = await get(LIST);
    expect(res.statusCode).toBe(200);
    const body = res.json<PendingRequests>();
    const pending = await pendingOf('acme');
    const [ctw, dental] = [await benefitOf('acme', 'ctw'), await benefitOf('acme', 'dental')];
    expect(body.benefit).toBeNull();
    expect(body.data.map((row) => row.selectionId).sort((a, b) => a - b)).toEqual(pending.map((s) => s.id));
    expect(new Set(body.data.map((row) => row.benefitName))).toEqual(new Set(['Cycle to Work', dental.name]));
    // The filter's choices: each benefit with requests waiting, and how many.
    expect(body.benefits).toContainEqual({
      benefitId: ctw.id,
      benefitName: ctw.name,
      provider: ctw.provider,
      count: pending.filter((s) => s.benefitId === ctw.id).length,
    });
    expect(body.benefits).toContainEqual({ benefitId: dental.id, benefitName: dental.name, provider: dental.provider, count: 1 });

    const sam = body.data.find((row) => row.employeeName === 'Sam Taylor')!;
    const [samUser] = await ctx.db.select().from(users).where(eq(users.email, 'employee@acme.test'));
    const samRequest = pending.find((s) => s.userId === samUser!.id && s.benefitId === ctw.id)!;
    expect(sam).toMatchObject({
      benefitId: ctw.id,
      benefitName: 'Cycle to Work',
      employeeNumber: samUser!.employeeNumber,
      requestedAt: samRequest.createdAt.toISOString(),
      kind: 'new',
      orderValue: 1200,
      fields: { [ctw.setup.amount!.label]: '£1,200.00' },
    });
    // One set of columns: each benefit's own in turn, the shared start date and monthly cost last; a row fills its own.
    expect(body.columns.slice(-2)).toEqual([approvalTexts.fields.startDate, approvalTexts.fields.employeeMonthly]);
    expect(body.columns).toEqual(expect.arrayContaining([ctw.setup.amount!.label, approvalTexts.fields.option]));
    expect(new Set(body.columns).size).toBe(body.columns.length);
    for (const row of body.data) for (const label of Object.keys(row.fields)) expect(body.columns).toContain(label);
    // Rows of one benefit come together, in the benefits' order.
    const order = body.data.map((row) => row.benefitId).filter((id, i, all) => all.indexOf(id) === i);
    expect(order).toEqual(body.benefits.map((b) => b.benefitId));
  });

  it('names the people a request covers and says why it waits (issue 37 item 13: it showed "1")', async () => {
    const dental = await benefitOf('acme', 'dental');
    const request = (await pendingOf('acme')).find((s) => s.benefitId === dental.id)!;
    const [partner] = await ctx.db
      .insert(familyMembers)
      .values({ clientId: request.clientId, userId: request.userId, firstName: 'Ana', surname: 'Lopez', dateOfBirth: '1985-03-02', genderId: 1, famtypeId: 1 })
      .returning();
    // Someone else's family member's id in the list is never named.
    const [stranger] = await ctx.db
      .select()
      .from(familyMembers)
      .where(and(eq(familyMembers.clientId, request.clientId), ne(familyMembers.userId, request.userId)))
      .limit(1);
    expect(stranger).toBeDefined();
    const covering = await restate(ctx.db, request.id, { peopleCovered: [partner!.id, stranger!.id] });
    const rowOf = async (id: number) => (await get(`${LIST}?benefitId=${dental.id}`)).json<PendingRequests>().data.find((r) => r.selectionId === id)!;
    const row = await rowOf(covering.id);
    expect(row.fields[approvalTexts.fields.peopleCovered]).toBe('Ana Lopez');
    expect(row.reason).toBe(approvalTexts.reasons.benefit);
    const alone = await rowOf((await restate(ctx.db, covering.id, { peopleCovered: [] })).id);
    expect(alone.fields[approvalTexts.fields.peopleCovered]).toBe(approvalTexts.onlyEmployee);
  });

  it('narrows to one benefit, with its own columns and name, and to an empty list for a benefit with nothing waiting', async () => {
    const ctw = await benefitOf('acme', 'ctw');
    const res = await get(`${LIST}?benefitId=${ctw.id}`);
    expect(res.statusCode).toBe(200);
    const body = res.json<PendingRequests>();
    expect(body.benefit).toEqual({ benefitId: ctw.id, benefitName: 'Cycle to Work' });
    expect(body.data.length).toBe((await pendingOf('acme')).filter((s) => s.benefitId === ctw.id).length);
    expect(body.data.every((row) => row.benefitId === ctw.id)).toBe(true);
    const own = await get(`/api/v2/scheme/selections/${ctw.id}/pending`);
    expect(body.columns).toEqual(own.json().columns);
    // The same rows, in the same order, as the benefit's own table.
    expect(body.data.map((row) => row.selectionId)).toEqual(own.json().data.map((row: { selectionId: number }) => row.selectionId));
    expect(body.benefits.length).toBeGreaterThan(1);

    const pmi = await benefitOf('acme', 'pmi');
    const empty = await get(`${LIST}?benefitId=${pmi.id}`);
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toMatchObject({ benefit: { benefitId: pmi.id, benefitName: pmi.name }, data: [] });
  });

  it('never returns another client’s requests, and another client’s benefit is not found', async () => {
    const globex = await pendingOf('globex');
    expect(globex.length).toBeGreaterThan(0);
    const globexIds = new Set(globex.map((s) => s.id));
    const all = (await get(LIST)).json<PendingRequests>();
    expect(all.data.some((row) => globexIds.has(row.selectionId))).toBe(false);
    expect(all.benefits.some((b) => globex.some((s) => s.benefitId === b.benefitId))).toBe(false);
    const foreign = await get(`${LIST}?benefitId=${globex[0]!.benefitId}`);
    expect(foreign.statusCode).toBe(404);
    expect(JSON.stringify(foreign.json())).not.toContain('Globex');
  });

  it('refuses a bad benefit id with a field error and changes nothing', async () => {
    const before = await pendingOf('acme');
    for (const bad of ['0', '-1', '0x10', 'abc', '2147483648', '1.5', '']) {
      const res = await get(`${LIST}?benefitId=${encodeURIComponent(bad)}`);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().errors, bad).toHaveProperty('benefitId');
      expect(res.json().errors.benefitId, bad).toContain(approvalTexts.badBenefit);
    }
    expect(await pendingOf('acme')).toEqual(before);
  });

  it('refuses visitors (401) and employees (403)', async () => {
    expect((await get(LIST, host('acme'))).statusCode).toBe(401);
    expect((await get(LIST, await ctx.headersOf('employee@acme.test'))).statusCode).toBe(403);
    expect((await get(LIST, await ctx.headersOf('employee@globex.test', 'globex'))).statusCode).toBe(403);
  });
});
