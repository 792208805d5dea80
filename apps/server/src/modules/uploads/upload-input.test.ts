import { Readable } from 'node:stream';
import { and, eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dataLoadColumns, uploadTexts, XLSX_CONTENT_TYPE } from '@portal/contracts';
import { clients, dataLoads, users } from '../../db/schema/index.ts';
import { clock, minutesFrom } from '../../clock.ts';
import { host } from '../../test/app.ts';
import { freshIp } from '../../test/auth.ts';
import { seededApp } from '../../test/seeded.ts';
import { inlineRow, workbookParts, zipOf } from '../../test/zip-files.ts';
import { HEARTBEAT_MS, keepAlive, UPLOAD_LEASE_MINUTES } from './lease.ts';

const ctx = seededApp({ login: ['employer'], timeout: 120_000 });

const t = uploadTexts.row;
const HEADER = dataLoadColumns.join(',');
const employer = () => ({ authorization: `Bearer ${ctx.tokens.employer}`, ...host('acme') });
const acmeId = async () => (await ctx.db.select({ id: clients.id }).from(clients).where(eq(clients.code, 'acme')))[0]!.id;
const row = (fields: Partial<Record<(typeof dataLoadColumns)[number], string>>) => dataLoadColumns.map((c) => fields[c] ?? '').join(',');
const get = (url: string) => ctx.app.inject({ method: 'GET', url, headers: employer(), remoteAddress: freshIp() });

const upload = async (file: string | Buffer | Readable, options: { type?: string; key?: string } = {}) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/client/${await acmeId()}/data-loads`,
    headers: { ...employer(), 'content-type': options.type ?? 'text/csv', 'x-file-name': 'people.csv', ...(options.key && { 'x-upload-key': options.key }) },
    payload: file,
    remoteAddress: freshIp(),
  });

async function problemsOf(id: number) {
  const preview = (await get(`/api/employee-data-uploads/${id}`)).json();
  return preview.data.flatMap((entry: { rowNumber: number; errors: { column: string; message: string }[] }) =>
    entry.errors.map((error) => ({ row: entry.rowNumber, ...error })),
  );
}
const readingCount = async () =>
  (
    await ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(dataLoads)
      .where(eq(dataLoads.status, 'reading'))
  )[0]!.n;

describe('control characters in cells', () => {
  it('refuses a NUL or another control character as a row problem (never 500, never left reading) and keeps it visible in the failed rows', async () => {
    const file = [HEADER, row({ employee_number: 'AC00001', first_name: 'Sam\u0000' }), row({ employee_number: 'AC00002', surname: 'Ray\u001b[31m' })].join(
      '\n',
    );
    const res = await upload(file);
    expect(res.statusCode, res.body).toBe(200);
    const load = res.json().dataLoad;
    expect(load.status).toBe('refused');
    expect(await problemsOf(load.id)).toEqual([
      { row: 2, column: 'first_name', message: t.control },
      { row: 3, column: 'surname', message: t.control },
    ]);
    expect(await readingCount()).toBe(0);
    const failed = await get(`/api/employee-data-uploads/${load.id}/failed-rows`);
    expect(failed.statusCode).toBe(200);
    expect(failed.body).toContain('Sam\u2400');
  });

  it('writes a formula behind leading spaces in the failed rows as text', async () => {
    const res = await upload([HEADER, row({ employee_number: 'N-3', first_name: ' =3+3', date_of_birth: '31/02/1990' })].join('\n'));
    const failed = await get(`/api/employee-data-uploads/${res.json().dataLoad.id}/failed-rows`);
    expect(failed.body).toContain("' =3+3");
    expect(failed.body).not.toMatch(/(^|,) =3\+3/m);
  });
});

describe('text that is not UTF-8', () => {
  it('refuses a Windows-1252 file, saying how to save it as UTF-8, rather than storing U+FFFD in names', async () => {
    const file = Buffer.from([HEADER, row({ employee_number: 'N-4', first_name: 'Zoë', surname: 'Malmö', email: 'zoe@example.com' })].join('\n'), 'latin1');
    const res = await upload(file);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().dataLoad.status).toBe('refused');
    expect(await problemsOf(res.json().dataLoad.id)).toEqual([{ row: 1, column: 'file', message: t.notUtf8 }]);
    expect(await ctx.db.select().from(users).where(eq(users.email, 'zoe@example.com'))).toEqual([]);
  });

  it('refuses a UTF-16 file by its byte order mark', async () => {
    const res = await upload(Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(HEADER, 'utf16le')]));
    expect(await problemsOf(res.json().dataLoad.id)).toEqual([{ row: 1, column: 'file', message: t.utf16 }]);
  });

  it('reads a UTF-8 letter split between two chunks of the upload whole', async () => {
    const bytes = Buffer.from(
      [
        HEADER,
        row({
          employee_number: 'N-5',
          first_name: 'Zoë',
          surname: 'Malmö',
          email: 'zoe.malmo@example.com',
          date_of_birth: '1990-01-05',
          start_date: '2026-01-05',
        }),
      ].join('\n'),
    );
    const split = bytes.indexOf(Buffer.from('ë')) + 1;
    const res = await upload(Readable.from([bytes.subarray(0, split), bytes.subarray(split)]));
    const load = res.json().dataLoad;
    expect(load).toMatchObject({ status: 'preview', starters: 1 });
    const preview = (await get(`/api/employee-data-uploads/${load.id}`)).json();
    expect(preview.data[0].name).toBe('Zoë Malmö');
  });

  it('reads an XLSX whose letters cross the chunks it is unpacked in whole', async () => {
    // Mostly two-byte letters: many fall across the 16 KB chunks the sheet is inflated in.
    const names = Array.from({ length: 3000 }, (_, i) => `Zoë${i}`);
    const sheet = inlineRow(1, [...dataLoadColumns]) + names.map((name, i) => inlineRow(i + 2, [`N-X${i}`, '', name, 'ö'.repeat(60)])).join('');
    const res = await upload(zipOf(workbookParts(sheet)), { type: XLSX_CONTENT_TYPE });
    // Refused (starters need more columns), and every name was read whole.
    const failed = await get(`/api/employee-data-uploads/${res.json().dataLoad.id}/failed-rows`);
    expect(failed.body).not.toContain('\uFFFD');
    expect(failed.body).toContain('Zoë2999');
  });
});

describe('an upload cut off by a crash', () => {
  afterEach(() => vi.useRealTimers());

  it('is given up once its lease runs out, and the same file can be uploaded again with the same key', async () => {
    const clientId = await acmeId();
    const [stuck] = await ctx.db
      .insert(dataLoads)
      .values({
        clientId,
        fileName: 'crash.csv',
        uploadKey: 'crash-key-1',
        status: 'reading',
        heartbeatAt: minutesFrom(clock.now(), -UPLOAD_LEASE_MINUTES - 1),
      })
      .returning();
    const [alive] = await ctx.db
      .insert(dataLoads)
      .values({ clientId, fileName: 'alive.csv', uploadKey: 'alive-key-1', status: 'reading', heartbeatAt: clock.now() })
      .returning();

    const listed = (await get(`/api/client/${clientId}/data-loads?uploadKey=crash-key-1`)).json();
    expect(listed.data).toEqual([expect.objectContaining({ id: stuck!.id, status: 'refused', errorCount: 1 })]);
    expect(await problemsOf(stuck!.id)).toEqual([{ row: 1, column: 'file', message: t.stopped }]);
    expect((await ctx.db.select().from(dataLoads).where(eq(dataLoads.id, alive!.id)))[0]!.status).toBe('reading');

    const again = await upload([HEADER, row({ employee_number: 'AC00001', location: 'Leeds' })].join('\n'), { key: 'crash-key-1' });
    expect(again.json().dataLoad.status).toBe('preview');
    const progress = (await get(`/api/client/${clientId}/data-loads?uploadKey=crash-key-1`)).json();
    expect(progress.data.map((load: { id: number; status: string }) => load.status)).toEqual(['preview', 'refused']);
    await ctx.db.delete(dataLoads).where(and(eq(dataLoads.clientId, clientId), eq(dataLoads.id, alive!.id)));
  });

  it('renews the lease of an upload being read', async () => {
    const [load] = await ctx.db
      .insert(dataLoads)
      .values({ clientId: await acmeId(), fileName: 'slow.csv', status: 'reading', heartbeatAt: new Date('2026-01-01T00:00:00Z') })
      .returning();
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const stop = keepAlive(ctx.db, load!.id);
    vi.advanceTimersByTime(HEARTBEAT_MS);
    stop();
    await vi.waitFor(async () =>
      expect((await ctx.db.select().from(dataLoads).where(eq(dataLoads.id, load!.id)))[0]!.heartbeatAt.getTime()).toBeGreaterThan(Date.parse('2026-01-02')),
    );
    await ctx.db.delete(dataLoads).where(eq(dataLoads.id, load!.id));
  });
});
