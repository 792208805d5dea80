import { eq, sql, type SQL } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { CostResult } from '@portal/contracts';
import { createClient } from '../demo/factories.ts';
import { demoBenefits, seedDocumentBenefits, seedSchemeYear } from '../demo/demo-catalogue.ts';
import { createPerson } from '../test/auth.ts';
import { testApp } from '../test/fixture.ts';
import {
  approveRequest,
  changeSelection,
  endForLeavers,
  endSelection,
  recordHistory,
  rejectRequest,
  requestChange,
  reviseRequest,
  startSelection,
  withdrawRequest,
  type VersionContent,
} from './repositories/selections.ts';
import { benefitSelections, clients, users } from './schema/index.ts';

/**
 * The past is never rewritten (issue 25): the database itself refuses to change a version of a choice, except to
 * supersede it once, and to delete one while its person and client exist; and the repository's every operation only
 * supersedes and adds.
 */

const ctx = testApp();

const costs = (employee: number, employer: number): CostResult => ({ employee, employer, total: employee + employer, cover: null, sacrifice: null });
const content = (employee: number, employer = 0, amount = 0): VersionContent => ({
  values: amount ? { amount } : { option: 'individual' },
  peopleCovered: [],
  employeeCost: employee.toFixed(2),
  employerCost: employer.toFixed(2),
  costs: costs(employee, employer),
  acceptedTermsVersion: null,
});

/** A client of its own with Acme's benefits, and a person in it. */
async function scheme(code: string) {
  const client = await createClient(ctx.db, { code });
  const year = await seedSchemeYear(ctx.db, client.id, 2026, { windowOpensOn: '2026-01-01', windowClosesOn: '2026-12-31' });
  const benefits = await seedDocumentBenefits(ctx.db, client.id, year.id, demoBenefits('acme'));
  const person = await createPerson(ctx.db, code);
  return { client, person, benefitId: (groupCode: string) => benefits.get(groupCode)!.id };
}
type Scheme = Awaited<ReturnType<typeof scheme>>;

const start = (s: Scheme, groupCode: string, status: 'active' | 'pending-approval', at: Date, version = content(9.5)) =>
  startSelection(
    ctx.db,
    { clientId: s.client.id, userId: s.person.id, benefitId: s.benefitId(groupCode), status, startsOn: '2026-01-01', endsOn: '2026-12-31', ...version },
    at,
  );

/** The SQLSTATE of a database error, wherever the driver and the ORM put it. */
function sqlState(error: unknown): string | undefined {
  let e = error as { code?: unknown; cause?: unknown } | undefined;
  for (let depth = 0; e && depth < 5; depth += 1, e = e.cause as typeof e) if (typeof e.code === 'string') return e.code;
  return undefined;
}
async function refused(statement: SQL) {
  const error = await ctx.db.execute(statement).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error, 'the database refused it').not.toBeNull();
  expect(sqlState(error)).toBe('23000');
}

/** Every version as the database holds it: its whole row but `superseded_at`, and `superseded_at` apart. */
async function history(): Promise<Map<number, { body: string; supersededAt: string | null }>> {
  const { rows } = (await ctx.db.execute(
    sql`select id, (to_jsonb(s) - 'superseded_at')::text as body, superseded_at::text as superseded_at from benefit_selections s`,
  )) as unknown as { rows: { id: number; body: string; superseded_at: string | null }[] };
  return new Map(rows.map((r) => [r.id, { body: r.body, supersededAt: r.superseded_at }]));
}

/** Runs a repository operation and checks it only added versions and superseded current ones, at its own time. */
async function onlyAdds<T>(label: string, at: Date, operation: () => Promise<T>): Promise<T> {
  const before = await history();
  const result = await operation();
  const after = await history();
  expect(after.size, `${label}: adds`).toBeGreaterThan(before.size);
  const stamp = (await ctx.db.execute(sql`select ${at.toISOString()}::timestamptz::text as t`)) as unknown as { rows: [{ t: string }] };
  for (const [id, was] of before) {
    const now = after.get(id);
    expect(now, `${label}: version ${id} kept`).toBeDefined();
    expect(now!.body, `${label}: version ${id} unchanged`).toBe(was.body);
    if (now!.supersededAt !== was.supersededAt) {
      expect(was.supersededAt, `${label}: version ${id} superseded once`).toBeNull();
      expect(now!.supersededAt, `${label}: version ${id} superseded now`).toBe(stamp.rows[0].t);
    }
  }
  return result;
}

const day = (iso: string) => new Date(`${iso}T10:00:00Z`);
const current = async (chainId: number) =>
  (await ctx.db.select().from(benefitSelections).where(eq(benefitSelections.chainId, chainId)).orderBy(benefitSelections.id)).filter(
    (r) => r.supersededAt === null,
  );

describe('a leaver found late', () => {
  it('ends the cover in force on the leaving date, even one a later change replaced, and nothing after it runs', async () => {
    const s = await scheme('late-leaver');
    // Medical from 1 January, changed in February to cost more from 1 March; in April an upload says they left on 20 January.
    const medical = await start(s, 'pmi', 'active', day('2025-12-15'), content(64.8, 40));
    await changeSelection(ctx.db, medical, content(102.3, 40), '2026-03-01', day('2026-02-10'));
    await onlyAdds('leaver found late', day('2026-04-02'), () =>
      endForLeavers(ctx.db, s.client.id, [{ userId: s.person.id, leavingDate: '2026-01-20' }], [], day('2026-04-02')),
    );
    expect((await current(medical.chainId)).map((r) => [r.status, r.startsOn, r.endsOn, r.employeeCost])).toEqual([
      ['ended', '2026-01-01', '2026-01-31', '64.80'],
    ]);
    // A choice that would only have started after they left never runs.
    const later = await startSelection(
      ctx.db,
      {
        clientId: s.client.id,
        userId: s.person.id,
        benefitId: s.benefitId('dental'),
        status: 'active',
        startsOn: '2026-05-01',
        endsOn: '2026-12-31',
        ...content(9.5),
      },
      day('2026-04-10'),
    );
    await endForLeavers(ctx.db, s.client.id, [{ userId: s.person.id, leavingDate: '2026-04-15' }], [], day('2026-04-20'));
    expect((await current(later.chainId)).map((r) => [r.status, r.startsOn, r.endsOn])).toEqual([['ended', '2026-05-01', '2026-05-01']]);
  });
});

describe('the database keeps selection history', () => {
  it('refuses any change to a version, even by a raw SQL statement, but superseding it', async () => {
    const s = await scheme('rewrite');
    const row = await start(s, 'dental', 'active', day('2026-01-05'));
    const where = sql`where id = ${row.id}`;
    const rewrites = [
      sql`update benefit_selections set employee_cost = '1.00' ${where}`,
      sql`update benefit_selections set employer_cost = '1.00', costs = '{}'::jsonb ${where}`,
      sql`update benefit_selections set values = '{"option":"family"}'::jsonb ${where}`,
      sql`update benefit_selections set people_covered = '{1}' ${where}`,
      sql`update benefit_selections set starts_on = '2026-02-01' ${where}`,
      sql`update benefit_selections set ends_on = '2026-06-30' ${where}`,
      sql`update benefit_selections set status = 'opted-out' ${where}`,
      sql`update benefit_selections set end_reason = 'changed' ${where}`,
      sql`update benefit_selections set recorded_at = now() - interval '1 day' ${where}`,
      sql`update benefit_selections set approved_at = null ${where}`,
      // Superseding is no cover for a rewrite.
      sql`update benefit_selections set superseded_at = now(), employee_cost = '1.00' ${where}`,
      sql`update benefit_selections set employee_cost = employee_cost + 1`,
    ];
    const before = await history();
    for (const statement of rewrites) await refused(statement);
    // The ORM's own update is refused the same way.
    const viaOrm = await ctx.db
      .update(benefitSelections)
      .set({ status: 'rejected' })
      .where(eq(benefitSelections.id, row.id))
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(sqlState(viaOrm)).toBe('23000');
    expect(await history()).toEqual(before);
  });

  it('lets a version be superseded once, never again nor undone', async () => {
    const s = await scheme('supersede');
    const row = await start(s, 'dental', 'active', day('2026-01-05'));
    await ctx.db.execute(sql`update benefit_selections set superseded_at = '2026-02-01T00:00:00Z' where id = ${row.id}`);
    await refused(sql`update benefit_selections set superseded_at = '2026-03-01T00:00:00Z' where id = ${row.id}`);
    await refused(sql`update benefit_selections set superseded_at = null where id = ${row.id}`);
    const [kept] = await ctx.db.select().from(benefitSelections).where(eq(benefitSelections.id, row.id));
    expect(kept!.supersededAt).toEqual(new Date('2026-02-01T00:00:00Z'));
  });

  it('refuses to delete history while its person exists; erasing the person or the client takes it with them', async () => {
    const s = await scheme('erase');
    const first = await start(s, 'dental', 'active', day('2026-01-05'));
    await changeSelection(ctx.db, first, content(16.75), '2026-03-01', day('2026-02-10'));
    const count = async (userId: number) => ctx.db.$count(benefitSelections, eq(benefitSelections.userId, userId));
    expect(await count(s.person.id)).toBe(3);
    await refused(sql`delete from benefit_selections where id = ${first.id}`);
    await refused(sql`delete from benefit_selections where user_id = ${s.person.id}`);
    expect(await count(s.person.id)).toBe(3);

    await ctx.db.delete(users).where(eq(users.id, s.person.id));
    expect(await count(s.person.id)).toBe(0);

    const other = await scheme('erase-client');
    await start(other, 'pmi', 'active', day('2026-01-05'), content(64.8, 40));
    expect(await count(other.person.id)).toBe(1);
    await ctx.db.delete(clients).where(eq(clients.id, other.client.id));
    expect(await count(other.person.id)).toBe(0);
  });

  it("the repository's operations only ever add versions and supersede current ones", async () => {
    const s = await scheme('lifecycle');
    const pmi = await onlyAdds('start', day('2026-01-05'), () => start(s, 'pmi', 'active', day('2026-01-05'), content(64.8, 40)));
    const changed = await onlyAdds('change', day('2026-02-10'), () => changeSelection(ctx.db, pmi, content(102.3, 40), '2026-03-01', day('2026-02-10')));
    const asked = await onlyAdds('request', day('2026-04-02'), () => requestChange(ctx.db, changed, null, content(52.4, 40), '2026-05-01', day('2026-04-02')));
    const askedAgain = await onlyAdds('request again', day('2026-04-03'), () =>
      requestChange(ctx.db, changed, asked, content(12.4, 40), '2026-05-01', day('2026-04-03')),
    );
    await onlyAdds('reject', day('2026-04-04'), () => rejectRequest(ctx.db, askedAgain, 'No', day('2026-04-04')));
    const third = await onlyAdds('request a third', day('2026-05-02'), () =>
      requestChange(ctx.db, changed, null, content(52.4, 40), '2026-06-01', day('2026-05-02')),
    );
    const approved = await onlyAdds('approve a change', day('2026-05-03'), () =>
      approveRequest(ctx.db, third, changed, { at: day('2026-05-03'), today: '2026-05-03', nextStart: '2026-06-01' }),
    );
    // Opting out while a change waits: the request lapses with it.
    const waiting = await onlyAdds('request a fourth', day('2026-06-02'), () =>
      requestChange(ctx.db, approved, null, content(102.3, 40), '2026-07-01', day('2026-06-02')),
    );
    await onlyAdds('opt out', day('2026-06-03'), () => endSelection(ctx.db, approved, waiting, 'opted-out', '2026-06-30', day('2026-06-03')));
    expect((await current(pmi.chainId)).map((r) => [r.status, r.startsOn, r.endsOn, r.endReason, r.employeeCost])).toEqual([
      ['active', '2026-01-01', '2026-02-28', 'changed', '64.80'],
      ['rejected', '2026-05-01', '2026-12-31', null, '12.40'],
      ['active', '2026-03-01', '2026-05-31', 'changed', '102.30'],
      ['opted-out', '2026-06-01', '2026-06-30', null, '52.40'],
    ]);

    // A new choice that waits, is revised, approved late (its start moves), then ended for a leaver.
    const ctw = await onlyAdds('start a request', day('2026-01-20'), () => start(s, 'ctw', 'pending-approval', day('2026-01-20'), content(100, 0, 1200)));
    const revised = await onlyAdds('revise', day('2026-01-25'), () =>
      reviseRequest(ctx.db, ctw, content(125, 0, 1500), '2026-02-01', 'pending-approval', day('2026-01-25')),
    );
    const bike = await onlyAdds('approve late', day('2026-02-03'), () =>
      approveRequest(ctx.db, revised, null, { at: day('2026-02-03'), today: '2026-02-03', nextStart: '2026-03-01' }),
    );
    expect([bike.status, bike.startsOn]).toEqual(['active', '2026-03-01']);
    await onlyAdds('leaver', day('2026-09-10'), () =>
      endForLeavers(ctx.db, s.client.id, [{ userId: s.person.id, leavingDate: '2026-08-14' }], [], day('2026-09-10')),
    );
    expect((await current(ctw.chainId)).map((r) => [r.status, r.startsOn, r.endsOn])).toEqual([['ended', '2026-03-01', '2026-08-31']]);

    // A request taken back simply stops being known; history written as it was only adds.
    const dental = await onlyAdds('start another request', day('2026-03-01'), () => start(s, 'dental', 'pending-approval', day('2026-03-01')));
    const before = await history();
    await withdrawRequest(ctx.db, dental, day('2026-03-02'));
    const after = await history();
    expect(after.size).toBe(before.size);
    expect(after.get(dental.id)!.body).toBe(before.get(dental.id)!.body);
    expect(await current(dental.chainId)).toEqual([]);
    await onlyAdds('record history', day('2026-03-03'), () =>
      recordHistory(ctx.db, [
        [
          {
            clientId: s.client.id,
            userId: s.person.id,
            benefitId: s.benefitId('gym'),
            status: 'active',
            ...content(28, 7),
            startsOn: '2026-01-01',
            endsOn: '2026-12-31',
            approvedAt: day('2026-01-01'),
            recordedAt: day('2026-01-01'),
          },
        ],
      ]),
    );
  });
});
