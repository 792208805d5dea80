import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ukToday } from '@portal/contracts';
import { auditLog, benefitSelections, benefits, clients, mailOutbox, users } from '../../db/schema/index.ts';
import { host } from '../../test/app.ts';
import { freshIp } from '../../test/auth.ts';
import { seededApp } from '../../test/seeded.ts';
import { currentVersionsOf, restate } from '../../test/selection-history.ts';
import { createAdmin, masqueradeAs } from '../../test/sso.ts';
import { firstOfNextMonth } from '../benefits/index.ts';

const ctx = seededApp({
  login: ['employer', 'employee', 'globexEmployee'],
  // Globex has a selection awaiting approval too: the Acme employer must never see or change it.
  async prepare({ db }) {
    const [globex] = await db.select({ id: clients.id }).from(clients).where(eq(clients.code, 'globex'));
    for (const row of await currentVersionsOf(db, globex!.id)) await restate(db, row.id, { status: 'pending-approval', approvedAt: null });
  },
});

const PENDING = '/api/v2/scheme/selections/pending';
const STATUS = '/api/v2/scheme/selections/status';
const employer = () => ctx.headersOf('hr@acme.test');
const get = async (url: string, headers?: Record<string, string>) =>
  ctx.app.inject({ method: 'GET', url, headers: headers ?? (await employer()), remoteAddress: freshIp() });
const patch = async (payload: unknown, headers?: Record<string, string>) =>
  ctx.app.inject({
    method: 'PATCH',
    url: STATUS,
    headers: { ...(headers ?? (await employer())), 'content-type': 'application/json' },
    payload: JSON.stringify(payload),
    remoteAddress: freshIp(),
  });

const clientId = async (code: string) => (await ctx.db.select({ id: clients.id }).from(clients).where(eq(clients.code, code)))[0]!.id;
const cycleToWork = async () =>
  (
    await ctx.db
      .select()
      .from(benefits)
      .where(and(eq(benefits.clientId, await clientId('acme')), eq(benefits.name, 'Cycle to Work')))
  )[0]!;
const pendingOf = async (code: string) =>
  ctx.db
    .select()
    .from(benefitSelections)
    .where(and(eq(benefitSelections.clientId, await clientId(code)), eq(benefitSelections.status, 'pending-approval'), isNull(benefitSelections.supersededAt)))
    .orderBy(benefitSelections.id);
/** What we know now of the choice a request belongs to: its chain's newest current version. */
const selection = async (id: number) =>
  (
    await ctx.db
      .select()
      .from(benefitSelections)
      .where(and(isNull(benefitSelections.supersededAt), sql`${benefitSelections.chainId} = (select chain_id from benefit_selections where id = ${id})`))
      .orderBy(desc(benefitSelections.id))
  )[0]!;
const emailOf = async (userId: number) => (await ctx.db.select({ email: users.email }).from(users).where(eq(users.id, userId)))[0]!.email;
const mailsTo = (email: string) => ctx.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email)).orderBy(desc(mailOutbox.id));
/**
 * At least two of the generated people's selections awaiting approval (Sam's, employee@acme.test, is left alone):
 * decided ones wait again when the earlier tests have used them up.
 */
const notSams = async () => {
  const [sam] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, 'employee@acme.test'));
  const waiting = async () => (await pendingOf('acme')).filter((s) => s.userId !== sam!.id);
  const now = await waiting();
  if (now.length >= 2) return now;
  const ctw = await cycleToWork();
  const decided = (
    await ctx.db
      .select()
      .from(benefitSelections)
      .where(and(eq(benefitSelections.benefitId, ctw.id), inArray(benefitSelections.status, ['active', 'rejected']), isNull(benefitSelections.supersededAt)))
  ).filter((s) => s.userId !== sam!.id);
  for (const row of decided.slice(0, 2 - now.length)) await restate(ctx.db, row.id, { status: 'pending-approval', approvedAt: null, rejectionReason: null });
  return waiting();
};

describe('benefits with selections awaiting approval', () => {
  it('lists the client benefits with their counts, never another client', async () => {
    const res = await get(PENDING);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const ctw = await cycleToWork();
    const pending = await pendingOf('acme');
    expect(body.total).toBe(pending.length);
    expect(body.data).toContainEqual({
      benefitId: ctw.id,
      benefitName: 'Cycle to Work',
      provider: ctw.provider,
      count: pending.filter((s) => s.benefitId === ctw.id).length,
    });
    const globexBenefits = (await pendingOf('globex')).map((s) => s.benefitId);
    expect(globexBenefits.length).toBeGreaterThan(0);
    expect(body.data.map((b: { benefitId: number }) => b.benefitId)).not.toContain(globexBenefits[0]);
  });

  it('shows one benefit: employee, order value and the benefit fields', async () => {
    const ctw = await cycleToWork();
    const res = await get(`/api/v2/scheme/selections/${ctw.id}/pending`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ benefitId: ctw.id, benefitName: 'Cycle to Work' });
    expect(body.columns).toContain(ctw.setup.amount!.label);
    const pending = (await pendingOf('acme')).filter((s) => s.benefitId === ctw.id);
    expect(body.data).toHaveLength(pending.length);
    const sam = body.data.find((row: { employeeName: string }) => row.employeeName === 'Sam Taylor');
    expect(sam).toMatchObject({ orderValue: 1200, fields: { [ctw.setup.amount!.label]: '£1,200.00' } });
    for (const row of body.data) expect(Object.keys(row.fields).sort()).toEqual([...body.columns].sort());
  });

  it('does not show another client benefit (404), nor a bad id (400)', async () => {
    const [globexPending] = await pendingOf('globex');
    expect((await get(`/api/v2/scheme/selections/${globexPending!.benefitId}/pending`)).statusCode).toBe(404);
    const bad = await get('/api/v2/scheme/selections/0x10/pending');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toHaveProperty('benefitId');
  });

  it('refuses visitors (401) and employees (403)', async () => {
    const ctw = await cycleToWork();
    for (const url of [PENDING, `/api/v2/scheme/selections/${ctw.id}/pending`]) {
      expect((await get(url, host('acme'))).statusCode).toBe(401);
      expect((await get(url, await ctx.headersOf('employee@acme.test'))).statusCode).toBe(403);
      expect((await get(url, await ctx.headersOf('employee@globex.test', 'globex'))).statusCode).toBe(403);
    }
  });
});

describe('approving and rejecting', () => {
  it('approves: active from now, e-mail to the employee, audit with the actor; a repeat changes nothing', async () => {
    const [one] = await notSams();
    const before = await ctx.db.$count(mailOutbox);
    const res = await patch({ selectionIds: [one!.id], approval: true });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ approval: true, changed: [one!.id], unchanged: [] });
    const after = await selection(one!.id);
    expect(after.status).toBe('active');
    expect(after.approvedAt).not.toBeNull();
    expect(after.startsOn >= one!.startsOn).toBe(true);
    const [mail] = await mailsTo(await emailOf(one!.userId));
    expect(mail!.subject).toBe('Your Cycle to Work selection is approved');
    expect(mail!.textBody).toContain('approved your Cycle to Work selection');
    expect(await ctx.db.$count(mailOutbox)).toBe(before + 1);
    const [hr] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, 'hr@acme.test'));
    const [audit] = await ctx.db.select().from(auditLog).where(eq(auditLog.action, 'selections.approved')).orderBy(desc(auditLog.id)).limit(1);
    expect(audit).toMatchObject({
      clientId: await clientId('acme'),
      actorId: hr!.id,
      subjectId: one!.userId,
      details: { selectionId: one!.id, benefitName: 'Cycle to Work', change: false },
    });

    // The same call again (a repeat, a double click): nothing changes twice, no second e-mail.
    const again = await patch({ selectionIds: [one!.id], approval: true });
    expect(again.json()).toEqual({ approval: true, changed: [], unchanged: [one!.id] });
    const rejectedLater = await patch({ selectionIds: [one!.id], approval: false, reason: 'Too late' });
    expect(rejectedLater.json().changed).toEqual([]);
    expect((await selection(one!.id)).status).toBe('active');
    expect(await ctx.db.$count(mailOutbox)).toBe(before + 1);
  });

  it('moves a start date that passed while it waited to the first of next month; one still to come stays', async () => {
    const [waiting, toCome] = await notSams();
    const today = ukToday(new Date());
    const late = await restate(ctx.db, waiting!.id, { startsOn: '2020-01-01' });
    // In December the demo's requests asked for the 1st, already passed: one asking for today is still to come.
    const onTime = toCome!.startsOn < today ? await restate(ctx.db, toCome!.id, { startsOn: today }) : toCome;
    const res = await patch({ selectionIds: [late!.id, onTime!.id], approval: true });
    expect(res.json().changed).toEqual([late!.id, onTime!.id]);
    // Acme's year ends on 31 December: in its last month a late one starts the day it is approved, in its own year.
    expect((await selection(late!.id)).startsOn).toBe(today.slice(5, 7) === '12' ? today : firstOfNextMonth(today));
    expect((await selection(onTime!.id)).startsOn).toBe(onTime!.startsOn);
  });

  it('two submits at once change each selection once', async () => {
    const [, two] = await notSams();
    const before = await ctx.db.$count(mailOutbox);
    const answers = await Promise.all([patch({ selectionIds: [two!.id], approval: true }), patch({ selectionIds: [two!.id], approval: false })]);
    const changed = answers.flatMap((a) => a.json().changed);
    expect(changed).toEqual([two!.id]);
    expect(await ctx.db.$count(mailOutbox)).toBe(before + 1);
  });

  it('rejects with the reason: stored, e-mailed, shown on the benefit page with a way to choose again', async () => {
    const [three] = await notSams();
    const res = await patch({ selectionIds: [three!.id], approval: false, reason: '  The bike shop is not on our list.  ' });
    expect(res.json()).toEqual({ approval: false, changed: [three!.id], unchanged: [] });
    const after = await selection(three!.id);
    expect(after).toMatchObject({ status: 'rejected', rejectionReason: 'The bike shop is not on our list.' });
    const email = await emailOf(three!.userId);
    const [mail] = await mailsTo(email);
    expect(mail!.subject).toBe('Your Cycle to Work selection was not approved');
    expect(mail!.textBody).toContain('Reason: The bike shop is not on our list.');
    const page = await get(`/api/benefit/${three!.benefitId}/with-selection`, await ctx.headersOf(email));
    expect(page.statusCode).toBe(200);
    const body = page.json();
    expect(body.selection.status).toBe('rejected');
    expect(body.selection.planDetails).toContainEqual({ label: 'Reason not approved', value: 'The bike shop is not on our list.' });
    expect(body.benefit.cta.type).toBe('reapply');
  });

  it('never changes nor reports another client selection; reports it unchanged', async () => {
    const [globexOne] = await pendingOf('globex');
    const [mine] = await notSams();
    const res = await patch({ selectionIds: [mine!.id, globexOne!.id], approval: true });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ approval: true, changed: [mine!.id], unchanged: [globexOne!.id] });
    expect((await selection(globexOne!.id)).status).toBe('pending-approval');
    expect(await mailsTo(await emailOf(globexOne!.userId))).toHaveLength(0);
  });

  it('refuses bad input with field errors and changes nothing', async () => {
    const pending = await pendingOf('acme');
    const before = { mails: await ctx.db.$count(mailOutbox), audit: await ctx.db.$count(auditLog) };
    for (const [payload, field] of [
      [{ selectionIds: [], approval: true }, 'selectionIds'],
      [{ selectionIds: [pending[0]!.id], approval: 'yes' }, 'approval'],
      [{ selectionIds: [0], approval: true }, 'selectionIds.0'],
      [{ selectionIds: [pending[0]!.id], approval: false, reason: 'x'.repeat(501) }, 'reason'],
      [{ selectionIds: Array.from({ length: 1001 }, (_, i) => i + 1), approval: true }, 'selectionIds'],
    ] as const) {
      const res = await patch(payload);
      expect(res.statusCode, field).toBe(400);
      expect(Object.keys(res.json().errors), field).toContain(field);
    }
    expect(await pendingOf('acme')).toEqual(pending);
    expect({ mails: await ctx.db.$count(mailOutbox), audit: await ctx.db.$count(auditLog) }).toEqual(before);
  });

  it('refuses visitors (401) and employees (403), changing nothing', async () => {
    const pending = await pendingOf('acme');
    const ids = pending.map((s) => s.id);
    expect((await patch({ selectionIds: ids, approval: true }, host('acme'))).statusCode).toBe(401);
    expect((await patch({ selectionIds: ids, approval: true }, await ctx.headersOf('employee@acme.test'))).statusCode).toBe(403);
    expect((await patch({ selectionIds: ids, approval: true }, await ctx.headersOf('employee@globex.test', 'globex'))).statusCode).toBe(403);
    expect(await pendingOf('acme')).toEqual(pending);
  });

  it('records the platform administrator as the actor when viewing as the employer', async () => {
    const admin = await createAdmin(ctx.db);
    const adminToken = (await ctx.headersOf(admin.email)).authorization!.slice(7);
    const [hr] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, 'hr@acme.test'));
    const { headers } = await masqueradeAs(ctx.app, adminToken, { id: await clientId('acme'), code: 'acme' }, hr!.id);
    const [next] = await notSams();
    const res = await patch({ selectionIds: [next!.id], approval: false }, headers);
    expect(res.json().changed).toEqual([next!.id]);
    expect((await selection(next!.id)).rejectionReason).toBeNull();
    const [audit] = await ctx.db.select().from(auditLog).where(eq(auditLog.action, 'selections.rejected')).orderBy(desc(auditLog.id)).limit(1);
    expect(audit).toMatchObject({ actorId: admin.id, subjectId: next!.userId, details: { selectionId: next!.id, reason: null, actingAs: { id: hr!.id } } });
  });

  it('the employer dashboard figures follow: pending counts down by one for each decision', async () => {
    const ctw = await cycleToWork();
    const count = async () => (await get(PENDING)).json().data.find((b: { benefitId: number }) => b.benefitId === ctw.id)?.count ?? 0;
    const [a, b] = await notSams();
    const before = await count();
    await patch({ selectionIds: [a!.id], approval: true });
    expect(await count()).toBe(before - 1);
    await patch({ selectionIds: [b!.id], approval: false });
    expect(await count()).toBe(before - 2);
    const takeUp = (await get(`/api/client/${await clientId('acme')}/benefit-takeup`)).json().data.find((r: { benefitId: number }) => r.benefitId === ctw.id);
    expect(takeUp.pending).toBe(before - 2);
    // Decided requests stay as history: the approved one and the rejected one are both still there.
    expect((await selection(a!.id)).status).toBe('active');
    expect((await selection(b!.id)).status).toBe('rejected');
    const ids = (
      await ctx.db
        .select({ id: benefitSelections.id })
        .from(benefitSelections)
        .where(inArray(benefitSelections.id, [a!.id, b!.id]))
    ).map((r) => r.id);
    expect(ids).toHaveLength(2);
  });
});
