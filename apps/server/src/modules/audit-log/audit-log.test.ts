import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditDescription, ukToday, type AuditEntry } from '@portal/contracts';
import { auditLog, users, type Client, type NewAuditRow, type User } from '../../db/schema/index.ts';
import { DEMO_PASSWORD } from '../../demo/seed.ts';
import { host } from '../../test/app.ts';
import { acmeAndGlobex } from '../../test/clients.ts';
import { testApp } from '../../test/fixture.ts';
import { bearer, createPerson, freshIp, loginAs } from '../../test/auth.ts';
import { createAdmin } from '../../test/sso.ts';
import { eachAuditBatch } from './queries.ts';

type Headers = Record<string, string>;

const ctx = testApp();
let acme: Client;
let globex: Client;
let priya: User;
let sam: User;
let jo: User;
let evil: User;
let admin: User;
let asHr: Headers;
let asAdmin: Headers;

const at = (iso: string) => new Date(iso);
const entry = (row: Omit<NewAuditRow, 'version' | 'statusCode'> & { statusCode?: number }): NewAuditRow => ({ version: 1, statusCode: 200, ...row });

beforeAll(async () => {
  ({ acme, globex } = await acmeAndGlobex(ctx.db, { acme: { name: 'Acme Retail' }, globex: { name: 'Globex' } }));
  priya = await createPerson(ctx.db, 'acme', { userType: 'employer', firstName: 'Priya', surname: 'Shah', email: 'priya@acme.test' });
  sam = await createPerson(ctx.db, 'acme', { firstName: 'Sam', surname: 'Taylor', email: 'sam@acme.test', employeeNumber: 'AC0042' });
  jo = await createPerson(ctx.db, 'acme', { firstName: 'Jo', surname: 'Reed', email: 'jo@acme.test' });
  // A name typed to be a spreadsheet formula.
  evil = await createPerson(ctx.db, 'acme', { firstName: '=HYPERLINK("http://evil.test")', surname: 'Evil', email: 'evil@acme.test' });
  const otherHr = await createPerson(ctx.db, 'globex', { userType: 'employer', firstName: 'Priya', surname: 'Other', email: 'priya@globex.test' });
  // Another client's Sam Taylor, whom no acme search may find.
  const globexSam = await createPerson(ctx.db, 'globex', { firstName: 'Sam', surname: 'Taylor', email: 'sam@globex.test', employeeNumber: 'AC0042' });
  admin = await createAdmin(ctx.db);
  asHr = await ctx.headersOf('priya@acme.test');
  asAdmin = await ctx.headersOf(admin.email);

  const acmeEntry = { clientId: acme.id, actorId: priya.id };
  await ctx.db.insert(auditLog).values([
    // 23:30 on 30 March UTC is 00:30 on 31 March in the UK (summer time).
    entry({
      ...acmeEntry,
      subjectId: sam.id,
      action: 'selections.approved',
      details: { benefitName: 'Cycle to Work', amount: 1500, monthly: 125 },
      createdAt: at('2026-03-30T23:30:00Z'),
    }),
    entry({
      ...acmeEntry,
      subjectId: jo.id,
      action: 'selections.rejected',
      details: { benefitName: 'Cycle to Work', monthly: 125, reason: '=1+1 not a bike shop' },
      createdAt: at('2026-04-02T10:00:00Z'),
    }),
    entry({
      ...acmeEntry,
      subjectId: null,
      action: 'upload.applied',
      details: { fileName: 'staff.csv', starters: 1, leavers: 1, changed: 3 },
      createdAt: at('2026-04-03T09:00:00Z'),
    }),
    entry({
      ...acmeEntry,
      subjectId: sam.id,
      action: 'employee.updated',
      details: { fileName: 'staff.csv', changes: [{ field: 'annual_salary', before: '42000.00', after: '48000.00' }] },
      createdAt: at('2026-04-03T09:00:00Z'),
    }),
    entry({
      clientId: acme.id,
      actorId: admin.id,
      subjectId: sam.id,
      action: 'impersonation.write',
      details: { request: 'PATCH /api/user/profile', fields: ['preferredName'] },
      createdAt: at('2026-04-04T12:00:00Z'),
    }),
    entry({ ...acmeEntry, subjectId: evil.id, action: 'magic-link.issued', details: {}, createdAt: at('2026-04-05T12:00:00Z') }),
    ...Array.from({ length: 10 }, (_, i) =>
      entry({ ...acmeEntry, subjectId: jo.id, action: 'magic-link.session', details: {}, createdAt: at(`2026-05-${String(i + 10)}T12:00:00Z`) }),
    ),
    entry({
      clientId: globex.id,
      actorId: otherHr.id,
      subjectId: globexSam.id,
      action: 'selections.approved',
      details: { benefitName: 'Globex Gym' },
      createdAt: at('2026-04-01T12:00:00Z'),
    }),
  ]);
});

const get = (url: string, headers: Headers) => ctx.app.inject({ method: 'GET', url, headers, remoteAddress: freshIp() });
const list = (query: string, headers = asHr, clientId = acme.id) => get(`/api/client/${clientId}/audit-log${query}`, headers);
const words = (body: { data: AuditEntry[] }) => body.data.map(auditDescription);
const csvOf = (body: string) => parse(body, { bom: true }) as string[][];

describe('GET /api/client/:id/audit-log', () => {
  it("answers the HR administrator's own client's entries, newest first, ten a page, with who and whom", async () => {
    const first = await list('');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ currentPage: 1, lastPage: 2, perPage: 10, total: 16 });
    const second = (await list('?page=2')).json();
    const all: AuditEntry[] = [...first.json().data, ...second.data];
    expect(all).toHaveLength(16);
    expect(all.every((e) => e.client?.id === acme.id)).toBe(true);
    expect(all.map((e) => e.createdAt)).toEqual([...all.map((e) => e.createdAt)].sort().reverse());
    expect(words(second).slice(-1)).toEqual(["Priya Shah approved Sam Taylor's Cycle to Work request (£1,500.00, £125.00 a month)"]);
    expect(all.find((e) => e.action === 'impersonation.write')).toMatchObject({
      actor: { id: admin.id, name: 'Test User' },
      subject: { id: sam.id, name: 'Sam Taylor' },
      version: 1,
      statusCode: 200,
    });
  });

  it('filters by who, whom (name, e-mail or employee number), action and UK days, never reaching another client', async () => {
    const samsEntries = ['employee.updated', 'impersonation.write', 'selections.approved'];
    for (const subject of ['sam taylor', 'SAM@ACME', 'AC0042']) {
      const res = (await list(`?subject=${encodeURIComponent(subject)}`)).json();
      expect(res.data.map((e: AuditEntry) => e.action).sort(), subject).toEqual(samsEntries);
    }
    expect((await list('?actor=test%20user')).json().data.map((e: AuditEntry) => e.action)).toEqual(['impersonation.write']);
    expect((await list('?actor=priya&subject=jo')).json().total).toBe(11);
    const rejected = (await list('?action=selections.rejected')).json();
    expect(words(rejected)).toEqual(["Priya Shah rejected Jo Reed's Cycle to Work request (£125.00 a month). Reason: =1+1 not a bike shop"]);
    // The entry made at 00:30 UK time on 31 March (23:30 UTC on the 30th) is on the 31st.
    expect((await list('?from=2026-03-31&to=2026-03-31')).json().data.map((e: AuditEntry) => e.action)).toEqual(['selections.approved']);
    expect((await list('?to=2026-03-30')).json().total).toBe(0);
    expect((await list('?from=2026-04-03&to=2026-04-04')).json().total).toBe(3);
    // `%` and `_` are letters.
    expect((await list('?subject=%25')).json().total).toBe(0);
  });

  it('refuses bad filters with 400 and the fields that are wrong', async () => {
    const bad = await list(`?action=nope&from=2026-02-30&to=tomorrow&page=0&actor=${'a'.repeat(101)}`);
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['action', 'actor', 'from', 'page', 'to']);
    const backwards = await list('?from=2026-04-02&to=2026-04-01');
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().errors).toEqual({ to: 'The end date must be on or after the start date' });
    expect((await get('/api/client/x/audit-log', asHr)).json().errors).toHaveProperty('id');
  });

  it('is for the HR administrators of the client only: 401 for visitors, 403 for employees, left HR and other clients', async () => {
    expect((await list('', host('acme'))).statusCode).toBe(401);
    expect((await list('', await ctx.headersOf('sam@acme.test'))).statusCode).toBe(403);
    expect((await list('', asHr, globex.id)).statusCode).toBe(403);
    expect((await get(`/api/client/${globex.id}/audit-log/download`, asHr)).statusCode).toBe(403);
    const globexHr = await ctx.headersOf('priya@globex.test', 'globex');
    expect((await list('', globexHr)).statusCode).toBe(403);
    const globexOwn = (await list('', globexHr, globex.id)).json();
    expect(globexOwn.data.map((e: AuditEntry) => e.client?.id)).toEqual([globex.id]);
    const former = await createPerson(ctx.db, 'acme', { userType: 'employer', email: 'former@acme.test' });
    const session = bearer((await loginAs(ctx.app, former.email)).access_token);
    await ctx.db.update(users).set({ employmentStatus: 'left' }).where(eq(users.id, former.id));
    expect((await list('', session)).statusCode).toBe(403);
    expect((await get(`/api/client/${acme.id}/audit-log/download`, session)).statusCode).toBe(403);
  });
});

describe('GET /api/client/:id/audit-log/download', () => {
  it('streams the same filter as CSV, every typed value guarded against spreadsheet formulas', async () => {
    const res = await get(`/api/client/${acme.id}/audit-log/download?subject=${encodeURIComponent('evil')}`, asHr);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toBe('attachment; filename="audit-log.csv"');
    const [header, ...rows] = csvOf(res.body);
    expect(header).toEqual(['When', 'By', 'By (e-mail)', 'Person affected', 'Action', 'What happened', 'Result']);
    expect(rows).toEqual([
      [
        '5 Apr 2026, 13:00',
        'Priya Shah',
        'priya@acme.test',
        `'=HYPERLINK("http://evil.test") Evil`,
        'Magic link issued',
        'Priya Shah asked for a magic link to log in as =HYPERLINK("http://evil.test") Evil',
        '200',
      ],
    ]);
  });

  it("holds every entry of the filter and nothing of another client's", async () => {
    const everything = csvOf((await get(`/api/client/${acme.id}/audit-log/download`, asHr)).body).slice(1);
    expect(everything).toHaveLength(16);
    expect(everything.some((row) => row.join(' ').includes('Globex'))).toBe(false);
    const sams = csvOf((await get(`/api/client/${acme.id}/audit-log/download?subject=sam`, asHr)).body).slice(1);
    expect(sams.map((row) => row[3])).toEqual(['Sam Taylor', 'Sam Taylor', 'Sam Taylor']);
    expect(sams.map((row) => row[5])).toContain("Priya Shah changed Sam Taylor's annual salary from £42,000.00 to £48,000.00 (upload staff.csv)");
    const bad = await get(`/api/client/${acme.id}/audit-log/download?action=everything`, asHr);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toHaveProperty('action');
  });
});

describe('the admin console audit log', () => {
  it('answers every client, or the one picked, to platform administrators only', async () => {
    const all = (await get('/api/admin/audit-log', asAdmin)).json();
    expect(all.total).toBeGreaterThanOrEqual(17);
    const globexOnly = (await get(`/api/admin/audit-log?client=${globex.id}`, asAdmin)).json();
    expect(globexOnly.data.map((e: AuditEntry) => [e.client?.name, e.subject?.name])).toEqual([['Globex', 'Sam Taylor']]);
    const file = csvOf((await get(`/api/admin/audit-log/download?client=${globex.id}`, asAdmin)).body);
    expect(file[0]).toEqual(['When', 'Client', 'By', 'By (e-mail)', 'Person affected', 'Action', 'What happened', 'Result']);
    expect(file.slice(1).map((row) => row[1])).toEqual(['Globex']);
    expect((await get('/api/admin/audit-log?client=abc&action=x', asAdmin)).json().errors).toEqual({ client: expect.any(String), action: expect.any(String) });
    for (const headers of [asHr, await ctx.headersOf('sam@acme.test')]) {
      expect((await get('/api/admin/audit-log', headers)).statusCode).toBe(403);
      expect((await get('/api/admin/audit-log/download', headers)).statusCode).toBe(403);
    }
    expect((await get('/api/admin/audit-log', host('acme'))).statusCode).toBe(401);
  });
});

describe('entries written by what HR administrators do', () => {
  it('record a changed rule with what it was and became, and a magic link with whom it logs in as', async () => {
    const rule = `/api/v2/client/${acme.id}/employees/two-factor-authentication/enforcement-setting`;
    expect((await ctx.app.inject({ method: 'PATCH', url: rule, headers: asHr, payload: { employers: true } })).statusCode).toBe(200);
    const link = await ctx.app.inject({
      method: 'POST',
      url: `/api/v2/scheme/${acme.id}/employees/${sam.id}/magic-link`,
      headers: asHr,
      remoteAddress: freshIp(),
      payload: { password: DEMO_PASSWORD },
    });
    expect(link.statusCode).toBe(200);
    const recent = (await list(`?actor=priya%20shah&from=${ukToday()}`)).json();
    expect(words(recent).slice(0, 2)).toEqual([
      'Priya Shah asked for a magic link to log in as Sam Taylor',
      'Priya Shah changed the two-factor authentication rules: HR administrators must use two-factor authentication from no to yes',
    ]);
    await ctx.app.inject({ method: 'PATCH', url: rule, headers: asHr, payload: { employers: false } });
  });
});

describe('the download reads in batches', () => {
  it('passes every entry once, in order, even when many share the same moment', async () => {
    const cluster = await createPerson(ctx.db, 'globex', { firstName: 'Cluster', surname: 'Person' });
    // One statement: one transaction, one now() for all seven.
    await ctx.db
      .insert(auditLog)
      .values(Array.from({ length: 7 }, () => entry({ clientId: globex.id, actorId: null, subjectId: cluster.id, action: 'magic-link.session', details: {} })));
    const seen: number[] = [];
    await eachAuditBatch(ctx.db, { clientId: globex.id }, { subject: 'cluster' }, async (rows) => void seen.push(...rows.map((r) => r.entry.id)), 3);
    expect(seen).toHaveLength(7);
    expect(new Set(seen).size).toBe(7);
    expect(seen).toEqual([...seen].sort((a, b) => b - a));
  });
});
