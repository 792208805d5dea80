import { and, eq, inArray, isNull } from 'drizzle-orm';
import { parse } from 'csv-parse/sync';
import { readSheet } from 'read-excel-file/node';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { choiceInWords, dataLoadColumns, reportTexts, type DataLoadColumn, type Report } from '@portal/contracts';
import { benefitSelections, benefits, clients, familyMembers, reports, users } from '../../db/schema/index.ts';
import { clock } from '../../clock.ts';
import { host } from '../../test/app.ts';
import { bearer, freshIp, loginAs } from '../../test/auth.ts';
import { seededApp } from '../../test/seeded.ts';
import { unpack, zipEntries } from '../uploads/zip-entries.ts';
import { runReportJobs } from './jobs.ts';

/**
 * Issue 26, item 1: provider files an insurer can load. Acme demo on 25 November 2026 (payroll cut-off the 20th, so
 * November is closed and December open): a census of each provider with a row for every covered person, the cover
 * level in words, life cover's sum assured capped at the free cover limit, full and changes only, every provider's
 * file of a month in one zip, and each report's row count ("No changes this month" when empty).
 */
const ctx = seededApp({ now: new Date('2026-11-25T15:00:00Z'), timeout: 120_000 });

afterEach(() => vi.restoreAllMocks());

const at = (iso: string) => vi.spyOn(clock, 'now').mockReturnValue(new Date(iso));
const clientIdOf = async (code: string) => (await ctx.db.select({ id: clients.id }).from(clients).where(eq(clients.code, code)))[0]!.id;
const as = async (email: string, clientCode = 'acme') => bearer((await loginAs(ctx.app, email, { clientCode })).access_token, clientCode);
const hr = () => as('hr@acme.test');
const call = (method: 'GET' | 'POST', url: string, headers: Record<string, string>, payload?: object | string) =>
  ctx.app.inject({ method, url, headers, remoteAddress: freshIp(), ...(payload && { payload }) });
const base = async () => `/api/client/${await clientIdOf('acme')}/reports`;

type Row = Record<string, string>;
const rowsOf = (csv: string): Row[] => parse(csv, { columns: true, bom: true }) as Row[];

async function generated(reportId: number) {
  for (let tries = 0; tries < 200; tries += 1) {
    await runReportJobs(ctx.db);
    const [row] = await ctx.db.select({ status: reports.status }).from(reports).where(eq(reports.id, reportId));
    if (row!.status !== 'generating') return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`report ${reportId} still generating`);
}
const listed = async (id: number) => ((await call('GET', await base(), await hr())).json().data as Report[]).find((r) => r.id === id)!;
async function providerReport(providerName: string, month: number) {
  const res = await call('POST', await base(), await hr(), { kind: 'provider', year: 2026, month, providerName });
  expect(res.statusCode, res.body).toBe(200);
  await generated(res.json().report.id);
  return listed(res.json().report.id);
}
async function download(reportId: number, query = '') {
  const res = await call('GET', `${await base()}/${reportId}/download${query}`, await hr());
  expect(res.statusCode, res.body).toBe(200);
  return res;
}
const csvOf = async (reportId: number, query = '') => rowsOf((await download(reportId, query)).body);

/** The files of a zip by name, read with the portal's own zip reader (uploads). */
async function unzip(zip: Buffer): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  for (const [name, entry] of zipEntries(zip)) {
    const parts: Buffer[] = [];
    for await (const part of unpack(zip, entry, () => {})) parts.push(part);
    files.set(name, Buffer.concat(parts).toString('utf8'));
  }
  return files;
}

/** HR uploads a CSV of these rows and applies it. */
async function uploadApplied(name: string, rows: Partial<Record<DataLoadColumn, string>>[]) {
  const file = [dataLoadColumns.join(','), ...rows.map((cells) => dataLoadColumns.map((c) => cells[c] ?? '').join(','))].join('\n');
  const uploaded = await call(
    'POST',
    `/api/client/${await clientIdOf('acme')}/data-loads`,
    { ...(await hr()), 'content-type': 'text/csv', 'x-file-name': name },
    file,
  );
  expect(uploaded.statusCode, uploaded.body).toBe(200);
  const applied = await call('POST', `/api/employee-data-uploads/${uploaded.json().dataLoad.id}/apply`, await hr());
  expect(applied.statusCode, applied.body).toBe(200);
}

const person = async (email: string) => (await ctx.db.select().from(users).where(eq(users.email, email)))[0]!;
const acmeBenefit = async (groupCode: string) =>
  (
    await ctx.db
      .select()
      .from(benefits)
      .where(and(eq(benefits.clientId, await clientIdOf('acme')), eq(benefits.groupCode, groupCode)))
  )[0]!;

describe("Acme's medical insurer's census (Northstar Health)", { timeout: 60_000 }, () => {
  it('has a row for each covered person: the employee with the cover in words, then each family member the choice covers', async () => {
    // HR data gives Sam a title and sex (the demo has none on record).
    const sam = await person('employee@acme.test');
    await ctx.db.update(users).set({ title: 'Mr', sex: 'M' }).where(eq(users.id, sam.id));
    const report = await providerReport('Northstar Health', 11);
    const rows = await csvOf(report.id);
    expect(Object.keys(rows[0]!)).toEqual([
      'Employee number',
      'Relationship',
      'Title',
      'First name',
      'Surname',
      'Date of birth',
      'Sex',
      'Benefit',
      'Cover level',
      'Salary',
      'Sum assured',
      'Cover start',
      'Cover end',
      'Employee monthly',
      'Employer monthly',
      'Status',
      'Since last download',
    ]);

    // Against each covered person as the database has them: every decided Northstar choice of Acme in force now.
    const pmi = await acmeBenefit('pmi');
    const choices = await ctx.db
      .select()
      .from(benefitSelections)
      .where(and(eq(benefitSelections.benefitId, pmi.id), eq(benefitSelections.status, 'active'), isNull(benefitSelections.supersededAt)));
    expect(choices.length).toBeGreaterThan(0);
    const expected: Row[] = [];
    for (const choice of choices) {
      const [employee] = await ctx.db.select().from(users).where(eq(users.id, choice.userId));
      const covered = await ctx.db.select().from(familyMembers).where(inArray(familyMembers.id, choice.peopleCovered));
      const level = choiceInWords(pmi.setup, choice.values)[0]!.value;
      const common = { Benefit: pmi.name, 'Cover level': level, 'Cover start': choice.startsOn, 'Cover end': choice.endsOn ?? '', Status: 'Covered' };
      expect(covered.length).toBe(choice.peopleCovered.length);
      expected.push({
        'Employee number': employee!.employeeNumber!,
        Relationship: 'Employee',
        Title: employee!.title ?? '',
        'First name': employee!.firstName,
        Surname: employee!.surname,
        'Date of birth': employee!.dateOfBirth!,
        Sex: employee!.sex ?? '',
        Salary: '',
        'Sum assured': '',
        'Employee monthly': choice.employeeCost,
        'Employer monthly': choice.employerCost,
        'Since last download': '',
        ...common,
      });
      for (const member of covered)
        expected.push({
          'Employee number': employee!.employeeNumber!,
          Relationship: member.famtypeId === 1 ? 'Partner' : 'Child or dependant',
          Title: member.title ?? '',
          'First name': member.firstName,
          Surname: member.surname,
          'Date of birth': member.dateOfBirth,
          Sex: member.genderId === 1 ? 'F' : 'M',
          Salary: '',
          'Sum assured': '',
          'Employee monthly': '',
          'Employer monthly': '',
          'Since last download': '',
          ...common,
        });
    }
    expect(rows).toEqual(expected);

    // The demo's one Northstar member at Acme, in the words a person reads: Sam and his partner Jordan.
    expect(rows.map((r) => [r['Employee number'], r.Relationship, r.Title, r['First name'], r.Surname, r['Date of birth'], r.Sex, r['Cover level']])).toEqual([
      ['AC00001', 'Employee', 'Mr', 'Sam', 'Taylor', '1978-08-28', 'M', 'You and your partner'],
      ['AC00001', 'Partner', 'Mrs', 'Jordan', 'Taylor', '1980-02-14', 'F', 'You and your partner'],
    ]);
    // Globex's Northstar member (Chris) is another client's: never in Acme's file.
    expect(rows.some((r) => r['First name'] === 'Chris')).toBe(false);

    // Two rows; nothing changed in November, so its changes-only file is empty and the list says so.
    expect(report).toMatchObject({ rowCount: 2, changesRowCount: 0 });
    expect(await csvOf(report.id, '?variant=changes')).toEqual([]);
    expect((await download(report.id, '?variant=changes')).body.trim().split('\n')).toHaveLength(1);

    // The XLSX has the same rows, with money as numbers.
    const sheet = await readSheet((await download(report.id, '?format=xlsx')).rawPayload);
    expect(sheet).toHaveLength(3);
    expect(sheet[1]![13]).toBe(Number(choices[0]!.employeeCost));
    expect(sheet[2]![1]).toBe('Partner');
  });
});

describe('life cover census (Harbour Life)', () => {
  it('shows the salary and the sum assured: the multiple of salary, capped at the free cover limit of £150,000', async () => {
    const life = await acmeBenefit('life');
    const choices = await ctx.db
      .select({ userId: benefitSelections.userId, values: benefitSelections.values })
      .from(benefitSelections)
      .where(and(eq(benefitSelections.benefitId, life.id), eq(benefitSelections.status, 'active'), isNull(benefitSelections.supersededAt)));
    const threeTimes = choices.filter((c) => c.values.amount === 3).map((c) => c.userId);
    expect(threeTimes.length).toBeGreaterThanOrEqual(2);
    // HR's upload: one earns £60,000 (3 x = £180,000, over the limit), one £30,000 (3 x = £90,000), from 1 December.
    const [high, low] = await Promise.all(threeTimes.slice(0, 2).map(async (id) => (await ctx.db.select().from(users).where(eq(users.id, id)))[0]!));
    await uploadApplied('salaries.csv', [
      { employee_number: high!.employeeNumber!, annual_salary: '60000' },
      { employee_number: low!.employeeNumber!, annual_salary: '30000' },
    ]);

    const report = await providerReport('Harbour Life', 12);
    const rows = await csvOf(report.id);
    const rowOf = (employeeNumber: string | null) => rows.find((r) => r['Employee number'] === employeeNumber)!;
    // The premium is the sum assured's (£0.12 a month per £1,000, a quarter from the employer).
    // £180,000 asked: the £150,000 in force is the sum assured, the rest awaits the insurer (issue 36).
    expect(rowOf(high!.employeeNumber)).toMatchObject({
      'Cover level': '3 x salary; £30,000.00 pending evidence',
      Salary: '60000.00',
      'Sum assured': '150000.00',
      'Employee monthly': '13.50',
      'Employer monthly': '4.50',
      Relationship: 'Employee',
    });
    expect(rowOf(low!.employeeNumber)).toMatchObject({
      'Cover level': '3 x salary',
      Salary: '30000.00',
      'Sum assured': '90000.00',
      'Employee monthly': '8.10',
      'Employer monthly': '2.70',
    });
    // Everyone on the file has a salary and a sum assured; nobody's is over the limit.
    expect(rows.every((r) => /^\d+\.\d{2}$/.test(r.Salary!) && /^\d+\.\d{2}$/.test(r['Sum assured']!))).toBe(true);
    expect(rows.every((r) => Number(r['Sum assured']) <= 150_000)).toBe(true);
    // Life cover covers nobody else: one row a person.
    expect(report.rowCount).toBe(rows.length);
  });
});

describe('changes only and full', { timeout: 60_000 }, () => {
  it("lists December's new family dental cover (with each family member) in the changes-only file, and everyone in the full one", async () => {
    at('2026-11-25T16:00:00Z');
    const sam = await person('employee@acme.test');
    const family = await ctx.db.select().from(familyMembers).where(eq(familyMembers.userId, sam.id));
    const dental = await call('POST', `/api/benefit/${(await acmeBenefit('dental')).id}/selection`, await as('employee@acme.test'), {
      accepted_terms: 1,
      values: { option: 'family', peopleCovered: family.map((f) => f.id) },
    });
    expect(dental.statusCode, dental.body).toBe(200);

    const report = await providerReport('SmileWell', 12);
    const full = await csvOf(report.id);
    const changes = await csvOf(report.id, '?variant=changes');
    expect(changes.map((r) => [r.Relationship, r['First name'], r['Date of birth'], r['Cover level'], r.Status, r['Cover start']])).toEqual([
      ['Employee', 'Sam', '1978-08-28', 'You and your family', 'Enrolment', '2026-12-01'],
      ['Partner', 'Jordan', '1980-02-14', 'You and your family', 'Enrolment', '2026-12-01'],
      ['Child or dependant', 'Mia', '2014-06-09', 'You and your family', 'Enrolment', '2026-12-01'],
    ]);
    // The full file: the ten generated people covered since January, and Sam's family.
    expect(full.filter((r) => r.Status === 'Covered').map((r) => r['Cover level'])).toEqual(Array.from({ length: 10 }, () => 'You only'));
    expect(full.filter((r) => r.Status !== 'Covered')).toEqual(changes);
    expect(report).toMatchObject({ rowCount: full.length, changesRowCount: 3 });
    expect(full).toHaveLength(13);
  });

  // Issue 36, reproduction 5 (after the test above, whose December file was downloaded with Sam's family cover).
  it("stops a leaver's cover line the version last downloaded listed, with the person, the cover, its end and each family member", async () => {
    at('2026-11-26T10:00:00Z');
    const sam = await person('employee@acme.test');
    const [downloaded] = await ctx.db
      .select()
      .from(reports)
      .where(and(eq(reports.clientId, await clientIdOf('acme')), eq(reports.provider, 'SmileWell'), eq(reports.month, 12)));
    expect(downloaded!.downloadedAt).not.toBeNull();
    // HR records that Sam left on 25 November: his December cover never starts.
    await uploadApplied('leavers.csv', [{ employee_number: sam.employeeNumber!, employment_status: 'left', leaving_date: '2026-11-25' }]);

    const next = await call('POST', `${await base()}/${downloaded!.id}/versions`, await hr());
    expect(next.statusCode, next.body).toBe(200);
    await generated(next.json().report.id);
    const changes = await csvOf(next.json().report.id, '?variant=changes');
    const columns = ['Relationship', 'Title', 'First name', 'Date of birth', 'Sex', 'Cover level', 'Cover start', 'Cover end', 'Status', 'Since last download'];
    expect(changes.map((r) => columns.map((c) => r[c]))).toEqual([
      ['Employee', 'Mr', 'Sam', '1978-08-28', 'M', 'You and your family', '2026-12-01', '2026-12-01', 'Leaver', 'Stopped'],
      ['Partner', 'Mrs', 'Jordan', '1980-02-14', 'F', 'You and your family', '2026-12-01', '2026-12-01', 'Leaver', 'Stopped'],
      ['Child or dependant', 'Miss', 'Mia', '2014-06-09', 'F', 'You and your family', '2026-12-01', '2026-12-01', 'Leaver', 'Stopped'],
    ]);
    expect(await listed(next.json().report.id)).toMatchObject({ changesRowCount: 3, sinceDownload: { stopped: 1 } });
  });
});

describe('all providers in one zip', { timeout: 120_000 }, () => {
  it("asks for every provider's report of a month at once and downloads one census file a provider", async () => {
    const url = await base();
    // Nothing asked for October yet: the zip is refused, naming what is missing.
    const early = await call('GET', `${url}/providers/download?year=2026&month=10`, await hr());
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toContain('Generate the provider reports of October 2026 first');

    const asked = await call('POST', `${url}/providers`, await hr(), { year: 2026, month: 10 });
    expect(asked.statusCode, asked.body).toBe(200);
    const names = (asked.json().reports as Report[]).map((r) => r.providerName);
    const providers = (await call('GET', url, await hr())).json().providers as string[];
    expect(names).toEqual(providers);
    for (const r of asked.json().reports as Report[]) await generated(r.id);
    // Asking again answers the same versions.
    const again = await call('POST', `${url}/providers`, await hr(), { year: 2026, month: 10 });
    expect((again.json().reports as Report[]).map((r) => r.id)).toEqual((asked.json().reports as Report[]).map((r) => r.id));

    const zip = await call('GET', `${url}/providers/download?year=2026&month=10`, await hr());
    expect(zip.statusCode, zip.body).toBe(200);
    expect(zip.headers['content-type']).toBe('application/zip');
    expect(zip.headers['content-disposition']).toContain('providers-2026-10.zip');
    const files = await unzip(zip.rawPayload);
    const slug = (p: string) => p.toLowerCase().replace(/[^a-z0-9]+/g, '-');
    expect([...files.keys()].sort()).toEqual(providers.map((p) => `provider-${slug(p)}-2026-10.csv`).sort());
    const northstar = (asked.json().reports as Report[]).find((r) => r.providerName === 'Northstar Health')!;
    expect(files.get('provider-northstar-health-2026-10.csv')).toBe((await download(northstar.id)).body);
    // Each file's rows are the row count its report shows; an empty one has its header only.
    for (const r of asked.json().reports as Report[]) {
      const report = await listed(r.id);
      expect(rowsOf(files.get(`provider-${slug(r.providerName!)}-2026-10.csv`)!)).toHaveLength(report.rowCount);
    }

    const changes = await call('GET', `${url}/providers/download?year=2026&month=10&variant=changes&format=xlsx`, await hr());
    expect(changes.statusCode).toBe(200);
    expect(changes.headers['content-disposition']).toContain('providers-2026-10-changes.zip');
    expect([...(await unzip(changes.rawPayload)).keys()].sort()).toEqual(providers.map((p) => `provider-${slug(p)}-2026-10-changes.xlsx`).sort());
  });

  it('refuses bad input with field errors, visitors (401), employees and another client (403)', async () => {
    const url = await base();
    const before = (await ctx.db.select({ id: reports.id }).from(reports)).length;
    for (const body of [{ year: 2026, month: 13 }, { year: 1999, month: 1 }, { year: 2026 }, { year: '2026', month: 1 }]) {
      const res = await call('POST', `${url}/providers`, await hr(), body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().errors).toBeDefined();
    }
    for (const query of ['year=2026&month=13', 'year=26&month=1', 'month=1', 'year=2026&month=1&variant=some', 'year=2026&month=1&format=pdf']) {
      const res = await call('GET', `${url}/providers/download?${query}`, await hr());
      expect(res.statusCode, query).toBe(400);
      expect(res.json().errors).toBeDefined();
    }
    const employee = await as('employee@acme.test');
    for (const [method, path] of [
      ['POST', `${url}/providers`],
      ['GET', `${url}/providers/download?year=2026&month=10`],
    ] as const) {
      const body = method === 'POST' ? { year: 2026, month: 10 } : undefined;
      expect((await call(method, path, host('acme'), body)).statusCode).toBe(401);
      expect((await call(method, path, employee, body)).statusCode).toBe(403);
    }
    const globex = `/api/client/${await clientIdOf('globex')}/reports`;
    expect((await call('POST', `${globex}/providers`, await hr(), { year: 2026, month: 10 })).statusCode).toBe(403);
    expect((await call('GET', `${globex}/providers/download?year=2026&month=10`, await hr())).statusCode).toBe(403);
    expect((await ctx.db.select({ id: reports.id }).from(reports)).length).toBe(before);
  });
});

describe('row counts', { timeout: 60_000 }, () => {
  it('gives every report its row count, and an empty one says "No changes this month"', async () => {
    const gym = await providerReport('FitLife Gyms', 12);
    expect(gym).toMatchObject({ status: 'ready', rowCount: 0, changesRowCount: 0 });
    expect(await csvOf(gym.id)).toEqual([]);
    const res = await call('POST', await base(), await hr(), { kind: 'life-event', year: 2026, month: 3 });
    await generated(res.json().report.id);
    const lifeEvents = await listed(res.json().report.id);
    expect(lifeEvents).toMatchObject({ rowCount: 0, changesRowCount: null });
    expect(reportTexts.noChanges).toBe('No changes this month');

    // Payroll: a row a line, as before.
    const payroll = await call('POST', await base(), await hr(), { kind: 'payroll', year: 2026, month: 12 });
    await generated(payroll.json().report.id);
    const listedPayroll = await listed(payroll.json().report.id);
    expect(listedPayroll.rowCount).toBe(listedPayroll.lineCount);
    expect(listedPayroll.rowCount).toBe((await csvOf(listedPayroll.id)).length);
    expect(listedPayroll.changesRowCount).toBeNull();
  });
});
