import { and, eq, sql } from 'drizzle-orm';
import { inflateRawSync } from 'node:zlib';
import { readSheet } from 'read-excel-file/node';
import { describe, expect, it, vi } from 'vitest';
import { ukToday } from '@portal/contracts';
import { clients, jobs, reports, users, type JobRow } from '../../db/schema/index.ts';
import { freshIp } from '../../test/auth.ts';
import { host } from '../../test/app.ts';
import { seededApp } from '../../test/seeded.ts';
import { claimJob, LEASE_MS } from '../../lib/jobs/index.ts';
import { clock } from '../../clock.ts';
import { queueReports, REPORT_JOB, runReportJobs, scheduledReports } from './jobs.ts';

/** The rows of a CSV (quoted fields with doubled quotes, as csv-stringify writes them), keyed by the header. */
const BOM = '\ufeff';
function parse(file: string): Record<string, string>[] {
  const text = file.startsWith(BOM) ? file.slice(1) : file;
  const records: string[][] = [];
  let field = '';
  let record: string[] = [];
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i]!;
    if (quoted && c === '"' && text[i + 1] === '"') {
      field += '"';
      i += 1;
    } else if (c === '"') quoted = !quoted;
    else if (quoted || (c !== ',' && c !== '\n')) field += c;
    else {
      record.push(field);
      field = '';
      if (c === '\n') {
        records.push(record);
        record = [];
      }
    }
  }
  const [header, ...rows] = records;
  return rows.map((r) => Object.fromEntries(header!.map((name, i) => [name, r[i] ?? ''])));
}

/** The files of a zip by name, read from its central directory (deflated or stored entries). */
function unzip(zip: Buffer): Map<string, string> {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const files = new Map<string, string>();
  for (let i = 0; i < count; i += 1) {
    const method = zip.readUInt16LE(at + 10);
    const size = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const skip = nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
    const local = zip.readUInt32LE(at + 42);
    const name = zip.subarray(at + 46, at + 46 + nameLength).toString();
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const data = zip.subarray(start, start + size);
    files.set(name, (method === 8 ? inflateRawSync(data) : data).toString());
    at += 46 + skip;
  }
  return files;
}

const ctx = seededApp({ login: ['employee', 'employer'], timeout: 120_000 });

const clientId = async (code: string) => (await ctx.db.select({ id: clients.id }).from(clients).where(eq(clients.code, code)))[0]!.id;
const employer = () => ({ ...(ctx.tokens.employer && { authorization: `Bearer ${ctx.tokens.employer}` }), ...host('acme') });
const call = (method: 'GET' | 'POST', url: string, headers: Record<string, string> = employer(), payload?: unknown) =>
  ctx.app.inject({ method, url, headers, payload: payload as Record<string, unknown> | undefined, remoteAddress: freshIp() });
const reportCount = async () => (await ctx.db.select({ n: sql<number>`count(*)::int` }).from(reports))[0]!.n;

const now = new Date();
const year = Number(ukToday(now).slice(0, 4));
const currentMonth = Number(ukToday(now).slice(5, 7));

/** Waits until the job has generated the report (the request started this instance's job, which may hold it a moment). */
async function waitFor(id: number) {
  const acme = await clientId('acme');
  await runReportJobs(ctx.db);
  let report: { id: number; status: string } | undefined;
  for (let tries = 0; tries < 200; tries += 1) {
    const list = await call('GET', `/api/client/${acme}/reports`);
    report = (list.json().data as { id: number; status: string }[]).find((r) => r.id === id)!;
    if (report.status !== 'generating') break;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  expect(report!.status).toBe('ready');
  return report as { id: number; status: string; timestamp: string; label: string; lineCount: number };
}

/** Asks for a report through the API and waits until it is generated. */
async function ready(body: { kind: string; year: number; month: number; providerName?: string }) {
  const asked = await call('POST', `/api/client/${await clientId('acme')}/reports`, employer(), body);
  expect(asked.statusCode, asked.body).toBe(200);
  return waitFor(asked.json().report.id);
}

describe('reports list and request', () => {
  it('queues a payroll report, generates it once, and lists it with its label and timestamp (year-month-01)', async () => {
    const acme = await clientId('acme');
    const first = await call('POST', `/api/client/${acme}/reports`, employer(), { kind: 'payroll', year, month: currentMonth });
    expect(first.statusCode).toBe(200);
    expect(first.json().report).toMatchObject({
      kind: 'payroll',
      year,
      month: currentMonth,
      timestamp: `${year}-${String(currentMonth).padStart(2, '0')}-01`,
      providerName: null,
    });
    const again = await call('POST', `/api/client/${acme}/reports`, employer(), { kind: 'payroll', year, month: currentMonth });
    expect(again.json().report.id).toBe(first.json().report.id);
    await waitFor(first.json().report.id);
    const list = await call('GET', `/api/client/${acme}/reports?kind=payroll`);
    expect(list.statusCode).toBe(200);
    const row = list.json().data.find((r: { id: number }) => r.id === first.json().report.id);
    expect(row).toMatchObject({ status: 'ready', closedDate: null, closed_year: null });
    expect(row.label).toMatch(new RegExp(`${year}$`));
    expect(list.json().providers.length).toBeGreaterThan(0);
  });

  it("answers the server's UK day with the list, for the form's month", async () => {
    const list = await call('GET', `/api/client/${await clientId('acme')}/reports`);
    expect(list.json().today).toBe(ukToday(new Date()));
  });

  it('lists provider reports with their provider and life-event reports with closed date and year', async () => {
    const acme = await clientId('acme');
    const providers = (await call('GET', `/api/client/${acme}/reports`)).json().providers as string[];
    const provider = await ready({ kind: 'provider', year, month: currentMonth, providerName: providers[0]! });
    expect(provider.label).toContain(providers[0]!);
    const life = await ready({ kind: 'life-event', year, month: currentMonth });
    const listed = (await call('GET', `/api/client/${acme}/reports?kind=life-event`)).json().data.find((r: { id: number }) => r.id === life.id);
    expect(listed.closed_year).toBe(year);
    expect(listed.closedDate).toMatch(new RegExp(`^${year}-${String(currentMonth).padStart(2, '0')}-(28|29|30|31)$`));
  });

  it('refuses bad input with field errors and changes nothing', async () => {
    const acme = await clientId('acme');
    const before = await reportCount();
    const bad: [unknown, string][] = [
      [{ kind: 'payroll', year, month: 13 }, 'month'],
      [{ kind: 'payroll', year, month: 0 }, 'month'],
      [{ kind: 'payroll', year: 1999, month: 1 }, 'year'],
      [{ kind: 'salary', year, month: 1 }, 'kind'],
      [{ kind: 'provider', year, month: 1 }, 'providerName'],
      [{ kind: 'payroll', year, month: 1, providerName: 'Bupa' }, 'providerName'],
      [{ kind: 'provider', year, month: 1, providerName: 'Nobody Ltd' }, 'providerName'],
    ];
    for (const [body, field] of bad) {
      const res = await call('POST', `/api/client/${acme}/reports`, employer(), body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(res.json().errors ?? {})).toContain(field);
    }
    expect((await call('GET', `/api/client/${acme}/reports?kind=weekly`)).statusCode).toBe(400);
    const { id } = await ready({ kind: 'payroll', year, month: currentMonth });
    for (const query of ['format=pdf', 'layout=quickbooks', 'variant=some']) {
      const res = await call('GET', `/api/client/${acme}/reports/${id}/download?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().errors).toBeDefined();
    }
    for (const ids of ['abc', '0', '1,,2', '-1', Array.from({ length: 51 }, (_, i) => i + 1).join(','), '99999999999']) {
      const res = await call('GET', `/api/client/${acme}/reports/download-multiple?ids=${ids}`);
      expect(res.statusCode, ids).toBe(400);
      expect(res.json().errors).toHaveProperty('ids');
    }
    expect((await call('GET', `/api/client/${acme}/reports/download-multiple`)).statusCode).toBe(400);
    expect(await reportCount()).toBe(before + 0);
  });

  it('answers 401 to a visitor and 403 to an employee or for another client', async () => {
    const acme = await clientId('acme');
    const globex = await clientId('globex');
    const { id } = await ready({ kind: 'payroll', year, month: currentMonth });
    const urls = [`/api/client/${acme}/reports`, `/api/client/${acme}/reports/${id}/download`, `/api/client/${acme}/reports/download-multiple?ids=${id}`];
    for (const url of urls) {
      expect((await call('GET', url, host('acme'))).statusCode, url).toBe(401);
      expect((await call('GET', url, { ...host('acme'), authorization: `Bearer ${ctx.tokens.employee}` })).statusCode, url).toBe(403);
    }
    const before = await reportCount();
    expect((await call('POST', `/api/client/${acme}/reports`, host('acme'), { kind: 'payroll', year, month: 1 })).statusCode).toBe(401);
    expect(
      (
        await call(
          'POST',
          `/api/client/${acme}/reports`,
          { ...host('acme'), authorization: `Bearer ${ctx.tokens.employee}` },
          { kind: 'payroll', year, month: 1 },
        )
      ).statusCode,
    ).toBe(403);
    expect((await call('POST', `/api/client/${globex}/reports`, employer(), { kind: 'payroll', year, month: 1 })).statusCode).toBe(403);
    expect((await call('GET', `/api/client/${globex}/reports`)).statusCode).toBe(403);
    expect(await reportCount()).toBe(before);
  });

  it("never lists nor lets download another client's reports", async () => {
    const acme = await clientId('acme');
    const globex = await clientId('globex');
    const [theirs] = await ctx.db.insert(reports).values({ clientId: globex, kind: 'payroll', year: 2020, month: 1, status: 'generating' }).returning();
    await runReportJobs(ctx.db);
    const list = await call('GET', `/api/client/${acme}/reports`);
    expect(list.json().data.map((r: { id: number }) => r.id)).not.toContain(theirs!.id);
    expect((await call('GET', `/api/client/${acme}/reports/${theirs!.id}/download`)).statusCode).toBe(404);
    const { id } = await ready({ kind: 'payroll', year, month: currentMonth });
    const zip = await call('GET', `/api/client/${acme}/reports/download-multiple?ids=${id},${theirs!.id}`);
    expect(zip.statusCode).toBe(404);
    expect(zip.body).not.toContain('payroll-2020-01');
  });
});

describe('report downloads', () => {
  it('streams the portal CSV, the XLSX, the Sage 50 and BrightPay layouts, and a zip of two', async () => {
    const acme = await clientId('acme');
    const payroll = await ready({ kind: 'payroll', year, month: currentMonth });
    const csv = await call('GET', `/api/client/${acme}/reports/${payroll.id}/download?format=csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toContain(`payroll-${year}-${String(currentMonth).padStart(2, '0')}.csv`);
    const rows = parse(csv.body);
    expect(rows.length).toBe(payroll.lineCount);
    expect(Object.keys(rows[0]!)).toEqual([
      'Employee number',
      'First name',
      'Surname',
      'Benefit',
      'Provider',
      'Salary sacrifice',
      'Pre-tax deduction',
      'Post-tax deduction',
      'Employer contribution',
      'Arrears',
      'Employer arrears',
      'Change since last month',
      'Starter',
      'Leaver',
      'Since last download',
    ]);
    expect(rows.every((r) => /^\d+\.\d{2}$/.test(r['Post-tax deduction']!))).toBe(true);

    const xlsx = await call('GET', `/api/client/${acme}/reports/${payroll.id}/download?format=xlsx`);
    expect(xlsx.statusCode).toBe(200);
    expect(await readSheet(xlsx.rawPayload)).toHaveLength(payroll.lineCount + 1);

    // Every CSV starts with the byte-order mark Excel reads UTF-8 by (issue 37 item 2).
    expect(csv.body.startsWith(BOM)).toBe(true);
    const sage = await call('GET', `/api/client/${acme}/reports/${payroll.id}/download?layout=sage50`);
    expect(sage.body.split('\n')[0]).toBe(`${BOM}Reference,Payment/Deduction,Value`);
    const bright = await call('GET', `/api/client/${acme}/reports/${payroll.id}/download?layout=brightpay`);
    expect(bright.body.split('\n')[0]).toBe(`${BOM}Works Number,Employee Name,Deduction,Amount,Pre-tax`);

    const life = await ready({ kind: 'life-event', year, month: currentMonth });
    const zip = await call('GET', `/api/client/${acme}/reports/download-multiple?ids=${payroll.id},${life.id}`);
    expect(zip.statusCode).toBe(200);
    expect(zip.headers['content-type']).toBe('application/zip');
    expect(zip.rawPayload.subarray(0, 4).toString('binary')).toBe('PK\u0003\u0004');
    const files = unzip(zip.rawPayload);
    const mm = String(currentMonth).padStart(2, '0');
    expect([...files.keys()]).toEqual([`payroll-${year}-${mm}.csv`, `life-events-${year}-${mm}.csv`]);
    expect(files.get(`payroll-${year}-${mm}.csv`)).toBe(csv.body);
    expect(files.get(`life-events-${year}-${mm}.csv`)!.split('\n')[0]).toBe(
      `${BOM}Employee number,First name,Surname,Life event,Event date,Window closed,Outcome`,
    );
  });

  it('refuses a report still generating (409) and a payroll layout on a provider report (400)', async () => {
    const acme = await clientId('acme');
    // No job is queued for it, so it stays generating.
    const [waiting] = await ctx.db.insert(reports).values({ clientId: acme, kind: 'payroll', year: 2021, month: 6 }).returning();
    expect((await call('GET', `/api/client/${acme}/reports/${waiting!.id}/download`)).statusCode).toBe(409);
    await ctx.db.delete(reports).where(eq(reports.id, waiting!.id));
    const providers = (await call('GET', `/api/client/${acme}/reports`)).json().providers as string[];
    const provider = await ready({ kind: 'provider', year, month: currentMonth, providerName: providers[0]! });
    expect((await call('GET', `/api/client/${acme}/reports/${provider.id}/download?layout=sage50`)).statusCode).toBe(400);
  });

  it('writes a name a spreadsheet would run as a formula as text', async () => {
    const acme = await clientId('acme');
    const [sam] = await ctx.db
      .select()
      .from(users)
      .where(and(eq(users.clientId, acme), eq(users.email, 'employee@acme.test')));
    await ctx.db.update(users).set({ surname: '=HYPERLINK("http://evil.test")' }).where(eq(users.id, sam!.id));
    try {
      // A month no other test here asks for, so the file is written after the change (not January: it is the month
      // under way, already generated above, when the suites run in January).
      const report = await ready({ kind: 'payroll', year, month: currentMonth === 2 ? 3 : 2 });
      const csv = await call('GET', `/api/client/${acme}/reports/${report.id}/download`);
      expect(csv.body).toContain(`"'=HYPERLINK(""http://evil.test"")"`);
      expect(csv.body).not.toMatch(/(^|,)=HYPERLINK/m);
    } finally {
      await ctx.db.update(users).set({ surname: sam!.surname }).where(eq(users.id, sam!.id));
    }
  });
});

describe('report jobs', () => {
  it('never gives two claims at once the same report, and generates each once', async () => {
    const acme = await clientId('acme');
    const rows = await ctx.db
      .insert(reports)
      .values(Array.from({ length: 6 }, (_, i) => ({ clientId: acme, kind: 'payroll' as const, year: 2022, month: i + 1 })))
      .returning();
    await queueReports(
      ctx.db,
      rows.map((r) => r.id),
    );
    const claim = (now: Date) => claimJob(ctx.db, REPORT_JOB, now, LEASE_MS);
    const reportOf = (job: JobRow) => (job.payload as { reportId: number }).reportId;
    const claims = await Promise.all(Array.from({ length: 10 }, () => claim(new Date())));
    const claimed = claims.filter((c) => c !== undefined).map(reportOf);
    expect(new Set(claimed).size).toBe(claimed.length);
    expect(claimed.sort()).toEqual(rows.map((r) => r.id).sort());
    // Claimed reports are leased: nobody else takes them until the lease runs out.
    expect(await claim(new Date())).toBeUndefined();
    // Until the lease (30 s, renewed by a running job's heartbeat) runs out: then any instance takes them over.
    const later = new Date(Date.now() + LEASE_MS + 1000);
    const [first, second] = await Promise.all([claim(later), claim(later)]);
    expect(reportOf(first!)).not.toBe(reportOf(second!));
    await ctx.db.update(jobs).set({ lockedUntil: null }).where(eq(jobs.kind, REPORT_JOB));
    const done = await Promise.all([runReportJobs(ctx.db), runReportJobs(ctx.db)]);
    expect(done[0] + done[1]).toBe(6);
    const after = await ctx.db.select().from(reports).where(eq(reports.year, 2022));
    expect(after.every((r) => r.status === 'ready')).toBe(true);
  });

  it('makes each client’s final payroll version as its month closes, once, and nothing for a month it did not see close', async () => {
    const acme = await clientId('acme');
    const next = year + 1;
    const acmeReports = async (reportYear: number) =>
      (
        await ctx.db
          .select()
          .from(reports)
          .where(and(eq(reports.clientId, acme), eq(reports.kind, 'payroll'), eq(reports.year, reportYear)))
      ).map((r) => [r.month, r.status, r.version, r.asOf?.toISOString()]);
    const tick = (iso: string) => {
      vi.spyOn(clock, 'now').mockReturnValue(new Date(iso));
      return scheduledReports(ctx.db, new Date(iso));
    };
    try {
      // February closed a month ago: the schedule was not there to see it, so it leaves it to HR.
      await tick(`${next}-03-20T12:00:00Z`);
      expect(await acmeReports(next)).toEqual([]);
      await tick(`${next}-03-21T09:00:00Z`);
      await tick(`${next}-03-21T10:00:00Z`);
      expect(await acmeReports(next)).toEqual([[3, 'ready', 1, `${next}-03-21T00:00:00.000Z`]]);
      // The demo's choices were first recorded this year: a month that closed before then has no report made for it.
      await tick(`${year - 1}-03-21T09:00:00Z`);
      expect(await acmeReports(year - 1)).toEqual([]);
    } finally {
      vi.restoreAllMocks();
    }
  });
});
