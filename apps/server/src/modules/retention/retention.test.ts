import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditDescription, ukToday } from '@portal/contracts';
import { clock } from '../../clock.ts';
import { auditLog, benefitSelections, clients, dataErasures, familyMembers, mailOutbox, reportLines, reports, sessions, users } from '../../db/schema/index.ts';
import { createPerson, freshIp, postLogin } from '../../test/auth.ts';
import { DEMO_PASSWORD } from '../../demo/seed.ts';
import { seededApp } from '../../test/seeded.ts';
import { createAdmin } from '../../test/sso.ts';
import { cutoffDayOf, eachSourceBatch } from '../reports/queries.ts';
import { payrollLines } from '../reports/lines.ts';
import { runReportJobs } from '../reports/index.ts';
import { clientPeople } from '../uploads/queries.ts';
import { exportedTables, sectionsByEmail } from '../subject-access/inventory.ts';
import { erasureCoverage } from './anonymise.ts';
import { runRetention } from './job.ts';

const ctx = seededApp({ timeout: 120_000 });

const clientId = async (code: string) => (await ctx.db.select({ id: clients.id }).from(clients).where(eq(clients.code, code)))[0]!.id;
const person = async (email: string) => (await ctx.db.select().from(users).where(eq(users.email, email)))[0]!;
const byId = async (id: number) => (await ctx.db.select().from(users).where(eq(users.id, id)))[0]!;
const call = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Record<string, string>, payload?: unknown) =>
  ctx.app.inject({ method, url: `/api${url}`, headers, remoteAddress: freshIp(), ...(payload !== undefined && { payload: payload as object }) });

/** A date `months` after `day` (YYYY-MM-DD), as the job's noon UK time. */
const monthsAfter = (day: string, months: number) => {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() + months);
  return date;
};

type Totals = { preTax: number; postTax: number; employer: number; arrears: number; employerArrears: number; lines: number };
const add = (totals: Totals, line: { preTax?: string; postTax?: string; employerContribution?: string; arrears?: string; employerArrears?: string }) => ({
  preTax: totals.preTax + Number(line.preTax ?? 0),
  postTax: totals.postTax + Number(line.postTax ?? 0),
  employer: totals.employer + Number(line.employerContribution ?? 0),
  arrears: totals.arrears + Number(line.arrears ?? 0),
  employerArrears: totals.employerArrears + Number(line.employerArrears ?? 0),
  lines: totals.lines + 1,
});
const zero: Totals = { preTax: 0, postTax: 0, employer: 0, arrears: 0, employerArrears: 0, lines: 0 };
const rounded = (t: Totals) => Object.fromEntries(Object.entries(t).map(([k, v]) => [k, Math.round(v * 100) / 100]));

/** The month's payroll lines computed afresh from what is stored (as the report job makes them). */
async function freshPayrollTotals(client: number, month: string): Promise<Record<string, number>> {
  const calendar = { cutoffDay: await cutoffDayOf(ctx.db, client), now: clock.now() };
  let totals = zero;
  const from = `${Number(month.slice(0, 4)) - 1}${month.slice(4)}`;
  await eachSourceBatch(ctx.db, client, from, `${month.slice(0, 8)}28`, async (rows) => {
    for (const line of payrollLines(rows, month, calendar)) totals = add(totals, line);
  });
  return rounded(totals);
}
/** Waits until the report job has generated the version (the request kicked this instance's runner, which may hold it). */
async function waitReady(reportId: number) {
  await runReportJobs(ctx.db);
  for (let tries = 0; tries < 300; tries += 1) {
    const [row] = await ctx.db.select({ status: reports.status }).from(reports).where(eq(reports.id, reportId));
    if (row?.status !== 'generating') return expect(row?.status).toBe('ready');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('the report was not generated');
}
async function storedTotals(reportId: number) {
  const lines = await ctx.db.select().from(reportLines).where(eq(reportLines.reportId, reportId));
  return rounded(lines.reduce(add, zero));
}

describe('the retention job', () => {
  it("anonymises a leaver past the client's personal period, keeps the month's payroll totals, and leaves everyone else alone", async () => {
    const acme = await clientId('acme');
    const globex = await clientId('globex');
    const today = ukToday(clock.now());
    const month = `${today.slice(0, 7)}-01`;
    const hr = await ctx.headersOf('hr@acme.test');

    // Sam leaves today (PMI with health answers and their partner covered); Jo leaves two months later; Chris of Globex
    // (whose periods are 20 years) leaves today too; Alex stays employed.
    const sam = await person('employee@acme.test');
    const jo = await person('newstarter@acme.test');
    const chris = await person('employee@globex.test');
    const alex = await person('mfa@acme.test');
    await ctx.db.update(users).set({ employmentStatus: 'left', leavingDate: today, phone: '07700 900123' }).where(eq(users.id, sam.id));
    const joLeaves = ukToday(monthsAfter(today, 2));
    await ctx.db.update(users).set({ employmentStatus: 'left', leavingDate: joLeaves }).where(eq(users.id, jo.id));
    await ctx.db.update(users).set({ employmentStatus: 'left', leavingDate: today }).where(eq(users.id, chris.id));
    await ctx.db.update(clients).set({ retentionPersonalMonths: 240, retentionPayrollMonths: 240 }).where(eq(clients.id, globex));
    const samSelections = await ctx.db.select().from(benefitSelections).where(eq(benefitSelections.userId, sam.id)).orderBy(benefitSelections.id);
    expect(samSelections.some((s) => s.values.medicalAnswers)).toBe(true);
    expect(await ctx.db.$count(familyMembers, eq(familyMembers.userId, sam.id))).toBeGreaterThan(0);

    // The month's payroll report, generated before.
    const asked = await call('POST', `/client/${acme}/reports`, hr, { kind: 'payroll', year: Number(today.slice(0, 4)), month: Number(today.slice(5, 7)) });
    expect(asked.statusCode, asked.body).toBe(200);
    const report = asked.json().report as { id: number };
    await waitReady(report.id);
    const samLinesBefore = await ctx.db.select().from(reportLines).where(eq(reportLines.userId, sam.id)).orderBy(reportLines.id);
    expect(samLinesBefore.length).toBeGreaterThan(0);
    const storedBefore = await storedTotals(report.id);
    const freshBefore = await freshPayrollTotals(acme, month);
    const takeUpBefore = (await call('GET', `/client/${acme}/benefit-takeup`, hr)).json();
    const untouched = async () => Promise.all([jo.id, chris.id, alex.id].map(byId));
    const othersBefore = await untouched();

    // Just before the end of Sam's 24 months, nothing; the day after it, Sam is anonymised.
    expect((await runRetention(ctx.db, monthsAfter(today, 24))).anonymised).not.toContain(sam.id);
    const run = await runRetention(ctx.db, new Date(monthsAfter(today, 24).getTime() + 86_400_000));
    expect(run.anonymised).toContain(sam.id);
    expect(run.anonymised).not.toContain(jo.id);

    const erased = await byId(sam.id);
    expect(erased).toMatchObject({
      firstName: 'Former employee',
      surname: `P-${sam.id}`,
      email: `erased-${sam.id}@erased.invalid`,
      title: null,
      preferredName: null,
      phone: null,
      dateOfBirth: null,
      avatar: null,
      passwordHash: null,
      mfaSecret: null,
      employeeNumber: sam.employeeNumber,
      salary: sam.salary,
    });
    expect(erased.anonymisedAt).not.toBeNull();
    expect(await ctx.db.$count(familyMembers, eq(familyMembers.userId, sam.id))).toBe(0);
    expect(await ctx.db.$count(sessions, eq(sessions.userId, sam.id))).toBe(0);
    const after = await ctx.db.select().from(benefitSelections).where(eq(benefitSelections.userId, sam.id)).orderBy(benefitSelections.id);
    expect(after.every((s) => s.values.medicalAnswers === undefined)).toBe(true);
    // Every version and its figures stay.
    expect(after.map((s) => [s.id, s.employeeCost, s.employerCost, s.startsOn, s.endsOn])).toEqual(
      samSelections.map((s) => [s.id, s.employeeCost, s.employerCost, s.startsOn, s.endsOn]),
    );
    expect(await ctx.db.$count(mailOutbox, sql`lower(${mailOutbox.toAddress}) = 'employee@acme.test'`)).toBe(0);
    const samLines = await ctx.db.select().from(reportLines).where(eq(reportLines.userId, sam.id)).orderBy(reportLines.id);
    expect(samLines.map((l) => [l.firstName, l.surname, l.dateOfBirth, l.employeeNumber])).toEqual(
      samLinesBefore.map(() => ['Former employee', `P-${sam.id}`, '', sam.employeeNumber]),
    );
    const [erasure] = await ctx.db.select().from(dataErasures).where(eq(dataErasures.userId, sam.id));
    expect(erasure).toMatchObject({ clientId: acme, reason: 'retention', requestedBy: null });
    expect(Object.keys(erasure!.kept)).toEqual(expect.arrayContaining(['selections', 'reportLines', 'auditLog']));
    const [entry] = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectId, sam.id), eq(auditLog.action, 'employee.erased')));
    expect(entry).toMatchObject({ actorId: null, details: { reason: 'retention', via: 'system' } });
    expect(auditDescription({ ...entry!, actor: null, subject: { name: `Former employee P-${sam.id}` } } as never)).toContain(
      'anonymised Former employee P-' + sam.id,
    );
    // No audit entry still holds Sam's address or name.
    const mentions = await ctx.db.$count(auditLog, sql`${auditLog.details}::text ilike '%employee@acme.test%' or ${auditLog.details}::text like '%Sam %'`);
    expect(mentions).toBe(0);

    // The month's payroll totals: the report as made, the same report made again, and the lines computed afresh.
    expect(await storedTotals(report.id)).toEqual(storedBefore);
    const again = await call('POST', `/client/${acme}/reports/${report.id}/versions`, hr);
    expect(again.statusCode, again.body).toBe(200);
    const version = again.json().report as { id: number };
    expect(version.id).not.toBe(report.id);
    await waitReady(version.id);
    expect(await storedTotals(version.id)).toEqual(storedBefore);
    expect(await freshPayrollTotals(acme, month)).toEqual(freshBefore);
    expect((await call('GET', `/client/${acme}/benefit-takeup`, hr)).json()).toEqual(takeUpBefore);

    // Jo (not yet past), Chris (another client's longer period) and Alex (employed) are as they were.
    expect(await untouched()).toEqual(othersBefore);

    // A second run changes nothing.
    const snapshot = [await byId(sam.id), await ctx.db.$count(auditLog), await ctx.db.$count(dataErasures)];
    expect((await runRetention(ctx.db, new Date(monthsAfter(today, 24).getTime() + 86_400_000))).anonymised).toEqual([]);
    expect([await byId(sam.id), await ctx.db.$count(auditLog), await ctx.db.$count(dataErasures)]).toEqual(snapshot);

    // Sam cannot log in, by the old address or the new one; HR's list shows the pseudonym.
    expect((await postLogin(ctx.app, 'employee@acme.test')).json()).not.toHaveProperty('access_token');
    expect((await postLogin(ctx.app, `erased-${sam.id}@erased.invalid`)).json()).not.toHaveProperty('access_token');
    const list = await call('GET', `/v2/client/${acme}/employees?search=P-${sam.id}`, hr);
    expect(list.statusCode, list.body).toBe(200);
    expect(JSON.stringify(list.json())).toContain(`P-${sam.id}`);
    expect(JSON.stringify(list.json())).not.toContain('employee@acme.test');

    // Nor can HR open a login link as them.
    const link = await call('POST', `/v2/scheme/${acme}/employees/${sam.id}/magic-link`, hr, { password: DEMO_PASSWORD });
    expect(link.statusCode).toBe(409);

    // An HR file naming Sam's number again (an old download uploaded) finds no one to write back to: a new starter.
    expect((await clientPeople(ctx.db, acme)).map((p) => p.id)).not.toContain(sam.id);

    // After the payroll period (72 months) the employee number and salary go too; the amounts stay.
    const payroll = await runRetention(ctx.db, new Date(monthsAfter(today, 72).getTime() + 86_400_000));
    expect(payroll.payrollCleared).toContain(sam.id);
    expect(await byId(sam.id)).toMatchObject({ employeeNumber: null, salary: null });
    const cleared = await ctx.db.select().from(reportLines).where(eq(reportLines.userId, sam.id));
    expect(cleared.every((l) => l.employeeNumber === null)).toBe(true);
    expect(await storedTotals(report.id)).toEqual(storedBefore);
    expect((await runRetention(ctx.db, new Date(monthsAfter(today, 72).getTime() + 86_400_000))).payrollCleared).toEqual([]);
    // Chris's client keeps personal data 20 years: still not anonymised.
    expect((await byId(chris.id)).anonymisedAt).toBeNull();
  });
});

describe('erasure on request', () => {
  const url = (client: number, employee: number) => `/v2/client/${client}/employees/${employee}/erasure`;
  const confirm = { confirm: true };

  it('erases a leaver at once for their HR, says what was kept and why, and records it; refuses someone still employed', async () => {
    const acme = await clientId('acme');
    const hr = await ctx.headersOf('hr@acme.test');
    const lee = await person('leaver@acme.test');
    const alex = await person('mfa@acme.test');

    const refused = await call('POST', url(acme, alex.id), hr, confirm);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('still employed');
    expect((await byId(alex.id)).anonymisedAt).toBeNull();

    const res = await call('POST', url(acme, lee.id), hr, confirm);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ employeeId: lee.id, pseudonym: `Former employee P-${lee.id}` });
    expect(res.json().kept.map((k: { item: string }) => k.item)).toEqual(['selections', 'reportLines', 'employment', 'auditLog', 'erasure']);
    expect(res.json().kept[0].why).toContain('HMRC');
    expect(await byId(lee.id)).toMatchObject({ firstName: 'Former employee', surname: `P-${lee.id}` });
    const hrPerson = await person('hr@acme.test');
    const [entry] = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectId, lee.id), eq(auditLog.action, 'employee.erased')));
    expect(entry).toMatchObject({ clientId: acme, actorId: hrPerson.id, details: { reason: 'request' } });
    const [erasure] = await ctx.db.select().from(dataErasures).where(eq(dataErasures.userId, lee.id));
    expect(erasure).toMatchObject({ reason: 'request', requestedBy: hrPerson.id });

    expect((await call('POST', url(acme, lee.id), hr, confirm)).statusCode).toBe(409);
  });

  it('answers 400 with field errors for a missing confirmation or a bad id, and changes nothing', async () => {
    const acme = await clientId('acme');
    const hr = await ctx.headersOf('hr@acme.test');
    const jo = await person('starter@acme.test');
    await ctx.db.update(users).set({ employmentStatus: 'left' }).where(eq(users.id, jo.id));
    for (const body of [{}, { confirm: false }, { confirm: 'yes' }]) {
      const res = await call('POST', url(acme, jo.id), hr, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toHaveProperty('confirm');
    }
    expect((await call('POST', `/v2/client/${acme}/employees/abc/erasure`, hr, confirm)).statusCode).toBe(400);
    expect((await byId(jo.id)).anonymisedAt).toBeNull();
  });

  it('answers 401 to a visitor, 403 to an employee and for another client, 404 for another client’s person', async () => {
    const acme = await clientId('acme');
    const globex = await clientId('globex');
    const jo = await person('starter@acme.test');
    const kai = await person('hr@globex.test');
    await ctx.db.update(users).set({ employmentStatus: 'left' }).where(eq(users.id, kai.id));
    expect((await call('POST', url(acme, jo.id), { host: 'acme.localhost:3000' }, confirm)).statusCode).toBe(401);
    const employee = await ctx.headersOf((await createPerson(ctx.db, 'acme')).email);
    expect((await call('POST', url(acme, jo.id), employee, confirm)).statusCode).toBe(403);
    const hr = await ctx.headersOf('hr@acme.test');
    expect((await call('POST', url(globex, kai.id), hr, confirm)).statusCode).toBe(403);
    expect((await call('POST', url(acme, kai.id), hr, confirm)).statusCode).toBe(404);
    expect((await call('POST', url(acme, (await person('hr@acme.test')).id), hr, confirm)).statusCode).toBe(403);
    // The platform administrator's route is theirs alone.
    expect((await call('POST', `/admin/clients/${globex}/employees/${kai.id}/erasure`, hr, confirm)).statusCode).toBe(403);
    expect((await byId(kai.id)).anonymisedAt).toBeNull();
    expect((await byId(jo.id)).anonymisedAt).toBeNull();
  });

  it("lets a platform administrator erase a client's leaver, audited as them", async () => {
    const globex = await clientId('globex');
    const acme = await clientId('acme');
    const kai = await person('hr@globex.test');
    await ctx.db.update(users).set({ employmentStatus: 'left' }).where(eq(users.id, kai.id));
    const adminUser = await createAdmin(ctx.db);
    const admin = await ctx.headersOf(adminUser.email);
    // The person must be of the client in the path.
    expect((await call('POST', `/admin/clients/${acme}/employees/${kai.id}/erasure`, admin, confirm)).statusCode).toBe(404);
    const res = await call('POST', `/admin/clients/${globex}/employees/${kai.id}/erasure`, admin, confirm);
    expect(res.statusCode, res.body).toBe(200);
    const [entry] = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectId, kai.id), eq(auditLog.action, 'employee.erased')));
    expect(entry).toMatchObject({ clientId: globex, actorId: adminUser.id });
  });
});

describe('retention periods in the admin console', () => {
  it('reads and sets a client’s periods (audited), refuses bad ones with field errors, and only to platform administrators', async () => {
    const umbrella = await clientId('umbrella');
    const admin = await ctx.headersOf((await createAdmin(ctx.db)).email);
    const path = `/admin/clients/${umbrella}/retention`;
    expect((await call('GET', path, admin)).json()).toEqual({ personalMonths: 24, payrollMonths: 72 });
    for (const [body, field] of [
      [{ personalMonths: 0, payrollMonths: 72 }, 'personalMonths'],
      [{ personalMonths: 24, payrollMonths: 241 }, 'payrollMonths'],
      [{ personalMonths: 36, payrollMonths: 24 }, 'payrollMonths'],
      [{ personalMonths: 2.5, payrollMonths: 72 }, 'personalMonths'],
      [{ personalMonths: 24 }, 'payrollMonths'],
    ] as const) {
      const res = await call('PUT', path, admin, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().errors).toHaveProperty(field);
    }
    expect((await call('GET', path, admin)).json()).toEqual({ personalMonths: 24, payrollMonths: 72 });
    const saved = await call('PUT', path, admin, { personalMonths: 12, payrollMonths: 84 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ personalMonths: 12, payrollMonths: 84 });
    const [entry] = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.clientId, umbrella), eq(auditLog.action, 'client.updated')))
      .orderBy(sql`${auditLog.id} desc`)
      .limit(1);
    expect(entry?.details).toMatchObject({ section: 'retention periods' });

    expect((await call('GET', path, { host: 'acme.localhost:3000' })).statusCode).toBe(401);
    const hr = await ctx.headersOf('hr@acme.test');
    expect((await call('GET', path, hr)).statusCode).toBe(403);
    expect((await call('PUT', path, hr, { personalMonths: 1, payrollMonths: 1 })).statusCode).toBe(403);
    expect((await call('GET', `/admin/clients/999999/retention`, admin)).statusCode).toBe(404);
  });
});

describe('coverage of the subject access inventory', () => {
  it('anonymises, deletes or keeps with a reason every table the export lists as personal data', () => {
    const listed = [...Object.keys(exportedTables), ...Object.keys(sectionsByEmail)];
    const missing = listed.filter((table) => !(table in erasureCoverage));
    expect(missing).toEqual([]);
    for (const table of listed) expect(erasureCoverage[table]).toBeTruthy();
  });
});
