import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { readSheet } from 'read-excel-file/node';
import writeExcelFile from 'write-excel-file/node';
import { describe, expect, it } from 'vitest';
import { dataLoadColumns, uploadTexts, XLSX_CONTENT_TYPE } from '@portal/contracts';
import { auditLog, benefitSelections, benefits, clients, dataLoads, users } from '../../db/schema/index.ts';
import { host } from '../../test/app.ts';
import { freshIp } from '../../test/auth.ts';
import { latestMailTo } from '../../test/mailbox.ts';
import { seededApp } from '../../test/seeded.ts';

const ctx = seededApp({ login: ['employee', 'employer'], timeout: 120_000 });

const HEADER = dataLoadColumns.join(',');
const employer = () => ({ authorization: `Bearer ${ctx.tokens.employer}`, ...host('acme') });
const employee = () => ({ authorization: `Bearer ${ctx.tokens.employee}`, ...host('acme') });
const clientId = async (code: string) => (await ctx.db.select({ id: clients.id }).from(clients).where(eq(clients.code, code)))[0]!.id;
const person = async (email: string) => (await ctx.db.select().from(users).where(eq(users.email, email)))[0]!;
const peopleCount = async () => (await ctx.db.select({ n: sql<number>`count(*)::int` }).from(users))[0]!.n;

type Headers = Record<string, string>;
const upload = async (file: string | Buffer, options: { name?: string; type?: string; key?: string; headers?: Headers; client?: number } = {}) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/client/${options.client ?? (await clientId('acme'))}/data-loads`,
    headers: {
      ...(options.headers ?? employer()),
      'content-type': options.type ?? 'text/csv',
      'x-file-name': options.name ?? 'people.csv',
      ...(options.key && { 'x-upload-key': options.key }),
    },
    payload: file,
    remoteAddress: freshIp(),
  });
const get = (url: string, headers: Headers = employer()) => ctx.app.inject({ method: 'GET', url, headers, remoteAddress: freshIp() });
const apply = (id: number, headers: Headers = employer()) =>
  ctx.app.inject({ method: 'POST', url: `/api/employee-data-uploads/${id}/apply`, headers, remoteAddress: freshIp() });
const csv = (...rows: string[]) => [HEADER, ...rows].join('\n');

/** A row of the template's columns from the fields named; the rest blank. */
const row = (fields: Partial<Record<(typeof dataLoadColumns)[number], string>>) => dataLoadColumns.map((c) => fields[c] ?? '').join(',');
/** A starter's row: the fields named, with an active Leeds store job from 2 November 2026 at £28,000. */
const starter = (fields: Partial<Record<(typeof dataLoadColumns)[number], string>>) =>
  row({
    date_of_birth: '02/05/1990',
    sex: 'f',
    start_date: '2026-11-02',
    employment_status: 'active',
    annual_salary: '28000',
    location: 'Leeds',
    grade: 'Store Staff',
    ...fields,
  });

describe('template and last upload', () => {
  it('gives the template header exactly, as CSV and as XLSX', async () => {
    const acme = await clientId('acme');
    const asCsv = await get(`/api/client/${acme}/data-load-template`);
    expect(asCsv.statusCode).toBe(200);
    expect(asCsv.headers['content-type']).toContain('text/csv');
    expect(asCsv.body.trim()).toBe(HEADER);
    const asXlsx = await get(`/api/client/${acme}/data-load-template?format=xlsx`);
    expect((await readSheet(asXlsx.rawPayload))[0]!.join(',')).toBe(HEADER);
    expect((await get(`/api/client/${acme}/data-load-template?format=pdf`)).statusCode).toBe(400);
  });

  it('has no last upload before the first', async () => {
    expect((await get(`/api/client/${await clientId('acme')}/date-last-upload`)).json()).toEqual({ date: null, fileName: null });
  });
});

describe('a file with problems', () => {
  it('is refused as a whole with each problem by row and column, changes nothing, and gives its failed rows back', async () => {
    const before = await person('employee040@acme.test');
    const count = await peopleCount();
    const file = csv(
      row({ employee_number: before.employeeNumber!, annual_salary: '99000' }),
      row({ employee_number: 'AC01041', date_of_birth: '31/02/1990', sex: 'X' }),
      row({ employee_number: 'NEW-1', first_name: 'Ann' }),
      row({ employee_number: 'NEW-2', first_name: 'Bo', surname: 'Li', email: 'employee@acme.test' }),
      row({ employee_number: 'AC01042', employment_status: 'left' }),
      row({ employee_number: 'AC01043', annual_salary: '=1+1' }),
      row({ employee_number: 'AC01043', grade: 'X' }),
    );
    const res = await upload(file, { name: 'bad.csv', key: 'bad-upload-1' });
    expect(res.statusCode, res.body).toBe(200);
    const load = res.json().dataLoad;
    expect(load).toMatchObject({ status: 'refused', rowsRead: 7, starters: 0, leavers: 0, changed: 0 });
    const preview = (await get(`/api/employee-data-uploads/${load.id}`)).json();
    const problems = preview.data.flatMap((e: { rowNumber: number; errors: { column: string }[] }) => e.errors.map((x) => `${e.rowNumber}:${x.column}`));
    // Rows 4 and 5 are starters without a date of birth: they could never activate (issue 26).
    expect(problems).toEqual([
      '3:date_of_birth',
      '3:sex',
      '4:surname',
      '4:email',
      '4:date_of_birth',
      '5:email',
      '5:date_of_birth',
      '6:leaving_date',
      '7:annual_salary',
      '8:employee_number',
    ]);
    expect(await person('employee040@acme.test')).toEqual(before);
    expect(await peopleCount()).toBe(count);
    // Each refused row names its person (issue 37 item 5): row 3 gives only an employee number, row 5 its own names.
    const [ac1041] = await ctx.db.select().from(users).where(eq(users.employeeNumber, 'AC01041'));
    const entry = (rowNumber: number) => preview.data.find((e: { rowNumber: number }) => e.rowNumber === rowNumber);
    expect(entry(3)).toMatchObject({ name: `${ac1041!.firstName} ${ac1041!.surname}`, employeeNumber: 'AC01041' });
    expect(entry(5)).toMatchObject({ name: 'Bo Li', employeeNumber: 'NEW-2' });

    const failed = await get(`/api/employee-data-uploads/${load.id}/failed-rows`);
    expect(failed.statusCode).toBe(200);
    const lines = failed.body.trim().split('\n');
    expect(lines[0]).toBe(`${HEADER},message`);
    expect(lines).toHaveLength(7);
    expect(lines[1]).toContain('Row 3, date_of_birth: Use a real date');
    // A formula typed into a cell goes back as text, never as a formula.
    expect(failed.body).toContain("'=1+1");
    const progress = (await get(`/api/client/${await clientId('acme')}/data-loads?uploadKey=bad-upload-1`)).json();
    expect(progress.data).toHaveLength(1);
    expect(progress.data[0]).toMatchObject({ id: load.id, status: 'refused' });
  });

  it('refuses a wrong header naming the expected one', async () => {
    const res = await upload('number,name\n1,Sam\n');
    const load = res.json().dataLoad;
    expect(load.status).toBe('refused');
    const preview = (await get(`/api/employee-data-uploads/${load.id}`)).json();
    expect(preview.data[0].errors[0]).toEqual({ column: 'header', message: uploadTexts.row.header(HEADER, 'tax_region, hours_per_week, apprentice') });
  });

  it('refuses an empty file and bytes that are no spreadsheet', async () => {
    expect((await upload('')).json().dataLoad.status).toBe('refused');
    const junk = await upload(Buffer.from('PK\u0003\u0004not really a zip'), { type: XLSX_CONTENT_TYPE, name: 'x.xlsx' });
    expect(junk.statusCode).toBe(200);
    expect(junk.json().dataLoad.status).toBe('refused');
  });
});

describe('a good file: preview, eligibility difference, apply, and the same file again', () => {
  it('previews one starter, one leaver and one salary change with their eligibility difference, then applies them once', async () => {
    const acme = await clientId('acme');
    const changed = await person('employee020@acme.test');
    const leaver = await person('employee100@acme.test');
    const lifeId = (
      await ctx.db
        .select({ id: benefits.id })
        .from(benefits)
        .where(and(eq(benefits.clientId, acme), eq(benefits.groupCode, 'life')))
    )[0]!.id;
    const [life] = await ctx.db
      .select()
      .from(benefitSelections)
      .where(
        and(
          eq(benefitSelections.userId, changed.id),
          eq(benefitSelections.benefitId, lifeId),
          isNull(benefitSelections.supersededAt),
          isNull(benefitSelections.endReason),
        ),
      );
    expect(life?.status).toBe('active');
    const newSalary = (Number(changed.salary) + 20000).toFixed(2);
    const file = csv(
      row({
        employee_number: 'AC09001',
        title: 'Ms',
        first_name: 'Uma',
        surname: 'Starter',
        email: 'uma.starter@acme.test',
        date_of_birth: '14/03/1994',
        sex: 'f',
        start_date: '2026-11-02',
        employment_status: 'active',
        annual_salary: '"£31,500"',
        location: 'Leeds',
        grade: 'Store Staff',
      }),
      row({ employee_number: leaver.employeeNumber!, employment_status: 'left', leaving_date: '2026-11-30' }),
      row({ employee_number: changed.employeeNumber!, annual_salary: newSalary, first_name: changed.firstName }),
    );
    const res = await upload(file, { name: 'november.csv' });
    expect(res.statusCode, res.body).toBe(200);
    const load = res.json().dataLoad;
    expect(load).toMatchObject({
      status: 'preview',
      rowsRead: 3,
      starters: 1,
      leavers: 1,
      changed: 1,
      errorCount: 0,
      eligibilityImpact: true,
      welcomeHeld: false,
    });

    const preview = (await get(`/api/employee-data-uploads/${load.id}`)).json();
    expect(preview.total).toBe(3);
    const [starter, left, salary] = preview.data;
    expect(starter).toMatchObject({ kind: 'starter', name: 'Uma Starter', employeeNumber: 'AC09001' });
    expect(starter.changes).toContainEqual(expect.objectContaining({ field: 'date_of_birth', before: null, after: '1994-03-14' }));
    expect(starter.changes).toContainEqual(expect.objectContaining({ field: 'annual_salary', before: null, after: '31500.00' }));
    expect(starter.changes).toContainEqual(expect.objectContaining({ field: 'sex', before: null, after: 'F' }));
    expect(left).toMatchObject({
      kind: 'leaver',
      changes: [
        { field: 'employment_status', before: 'active', after: 'left' },
        { field: 'leaving_date', before: null, after: '2026-11-30' },
      ],
    });
    expect(salary).toMatchObject({ kind: 'change', changes: [{ field: 'annual_salary', before: changed.salary, after: newSalary }] });

    const difference = (await get(`/api/employee-data-uploads/${load.id}/eligibility-difference`)).json();
    const of = (name: string) => difference.data.find((e: { name: string }) => e.name === name);
    const moved = of(`${changed.firstName} ${changed.surname}`);
    expect(moved.monthlyCostAfter).toBeGreaterThan(moved.monthlyCostBefore);
    expect(moved.monthlyCostChange).toBeCloseTo(moved.monthlyCostAfter - moved.monthlyCostBefore, 2);
    // The engine's "before" is what the selection costs today, to the penny.
    expect(moved.monthlyCostBefore.toFixed(2)).toBe(Number(life!.employeeCost).toFixed(2));
    const gone = of(`${leaver.firstName} ${leaver.surname}`);
    expect(gone.lost.length).toBeGreaterThan(0);
    expect(gone.monthlyCostAfter).toBe(0);
    expect(of('Uma Starter').gained.length).toBeGreaterThan(0);
    // Nothing has changed yet.
    expect((await person('employee020@acme.test')).salary).toBe(changed.salary);

    const count = await peopleCount();
    const [first, second] = await Promise.all([apply(load.id), apply(load.id)]);
    expect(first.statusCode, first.body).toBe(200);
    expect(second.statusCode, second.body).toBe(200);
    expect(first.json().dataLoad.status).toBe('applied');
    expect(await peopleCount()).toBe(count + 1);
    const uma = await person('uma.starter@acme.test');
    expect(uma).toMatchObject({
      clientId: acme,
      employeeNumber: 'AC09001',
      title: 'Ms',
      dateOfBirth: '1994-03-14',
      sex: 'F',
      salary: '31500.00',
      userType: 'employee',
      activatedAt: null,
    });
    expect((await latestMailTo(ctx.app, 'uma.starter@acme.test'))?.subject).toContain('Welcome');
    expect(await person('employee100@acme.test')).toMatchObject({ employmentStatus: 'left', leavingDate: '2026-11-30' });
    const leaverLive = await ctx.db
      .select()
      .from(benefitSelections)
      .where(and(eq(benefitSelections.userId, leaver.id), sql`${benefitSelections.status} in ('active', 'pending-approval')`));
    const vouchers = (
      await ctx.db
        .select({ id: benefits.id })
        .from(benefits)
        .where(and(eq(benefits.clientId, acme), eq(benefits.groupCode, 'ccv')))
    ).map((b) => b.id);
    expect(leaverLive.every((s) => vouchers.includes(s.benefitId))).toBe(true);
    expect((await person('employee020@acme.test')).salary).toBe(newSalary);
    const audit = await ctx.db.select().from(auditLog).where(eq(auditLog.action, 'upload.applied'));
    expect(audit).toHaveLength(1);
    expect(audit[0]!.details).toMatchObject({ dataLoadId: load.id, fileName: 'november.csv', starters: 1, leavers: 1, changed: 1 });
    // One entry per person affected, so the audit log finds them by whom.
    const perPerson = await ctx.db
      .select()
      .from(auditLog)
      .where(sql`${auditLog.action} like 'employee.%' and ${auditLog.details}->>'dataLoadId' = ${String(load.id)}`);
    expect(perPerson.map((e) => [e.action, e.subjectId]).sort()).toEqual(
      [
        ['employee.added', uma.id],
        ['employee.left', leaver.id],
        ['employee.updated', changed.id],
      ].sort(),
    );
    expect(perPerson.find((e) => e.action === 'employee.updated')!.details).toMatchObject({
      changes: [{ field: 'annual_salary', before: changed.salary, after: newSalary }],
    });

    const last = (await get(`/api/client/${acme}/date-last-upload`)).json();
    expect(last.fileName).toBe('november.csv');
    expect(last.date).not.toBeNull();

    const again = (await upload(file, { name: 'november.csv' })).json().dataLoad;
    expect(again).toMatchObject({ status: 'preview', starters: 0, leavers: 0, changed: 0 });
    expect((await get(`/api/employee-data-uploads/${again.id}`)).json().total).toBe(0);
  });

  it('holds the starters’ welcome e-mails while the client is a draft (issue 37 item 12)', async () => {
    const acme = await clientId('acme');
    await ctx.db.update(clients).set({ status: 'draft' }).where(eq(clients.id, acme));
    try {
      const file = csv(starter({ employee_number: 'AC09002', first_name: 'Dara', surname: 'Draft', email: 'dara.draft@acme.test' }));
      const load = (await upload(file, { name: 'draft.csv' })).json().dataLoad;
      expect(load).toMatchObject({ status: 'preview', starters: 1, welcomeHeld: true });
      const applied = await apply(load.id);
      expect(applied.statusCode, applied.body).toBe(200);
      expect((await person('dara.draft@acme.test')).activatedAt).toBeNull();
      expect(await latestMailTo(ctx.app, 'dara.draft@acme.test')).toBeUndefined();
    } finally {
      await ctx.db.update(clients).set({ status: 'live' }).where(eq(clients.id, acme));
    }
  });

  it("adds a starter whose address another client's person has, as a separate account, and says nothing of them (issue 37 item 10)", async () => {
    const acme = await clientId('acme');
    const [elsewhere] = await ctx.db.select().from(users).where(ne(users.clientId, acme)).orderBy(users.id).limit(1);
    const file = csv(starter({ employee_number: 'AC09003', first_name: 'Shared', surname: 'Address', email: elsewhere!.email.toUpperCase() }));
    const res = await upload(file, { name: 'shared.csv' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().dataLoad).toMatchObject({ status: 'preview', starters: 1 });
    expect((await apply(res.json().dataLoad.id)).statusCode).toBe(200);
    const both = await ctx.db
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = ${elsewhere!.email.toLowerCase()}`);
    expect(both.map((u) => u.clientId).sort()).toEqual([acme, elsewhere!.clientId].sort());
    const [theirs] = both.filter((u) => u.id === elsewhere!.id);
    expect(theirs).toEqual(elsewhere);
  });

  it('reads XLSX files, matches by e-mail when the number is blank, and refuses a stale preview', async () => {
    const target = await person('employee041@acme.test');
    const buffer = await writeExcelFile([[...dataLoadColumns], ['', '', '', '', target.email.toUpperCase(), '', '', '', '', '', '', 'Inverness', '']], {
      sheet: 'People',
    }).toBuffer();
    const load = (await upload(buffer, { type: XLSX_CONTENT_TYPE, name: 'people.xlsx' })).json().dataLoad;
    expect(load).toMatchObject({ status: 'preview', changed: target.location === 'Inverness' ? 0 : 1 });
    if (target.location === 'Inverness') return;
    await ctx.db.update(users).set({ location: 'Glasgow' }).where(eq(users.id, target.id));
    const stale = await apply(load.id);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(uploadTexts.stale);
    expect((await person(target.email)).location).toBe('Glasgow');
    expect((await ctx.db.select().from(dataLoads).where(eq(dataLoads.id, load.id)))[0]!.status).toBe('preview');
  });
});

describe('access and bad requests', () => {
  it('refuses bad headers, types and sizes with 400 or 413, and stores nothing', async () => {
    const acme = await clientId('acme');
    const before = (await ctx.db.select({ n: sql<number>`count(*)::int` }).from(dataLoads))[0]!.n;
    const asJson = await ctx.app.inject({
      method: 'POST',
      url: `/api/client/${acme}/data-loads`,
      headers: { ...employer(), 'x-file-name': 'a.csv' },
      payload: { a: 1 },
      remoteAddress: freshIp(),
    });
    expect(asJson.statusCode).toBe(400);
    expect(asJson.json().errors.file).toBe(uploadTexts.badContentType);
    const noName = await ctx.app.inject({
      method: 'POST',
      url: `/api/client/${acme}/data-loads`,
      headers: { ...employer(), 'content-type': 'text/csv' },
      payload: HEADER,
      remoteAddress: freshIp(),
    });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().errors['x-file-name']).toBe(uploadTexts.badFileName);
    expect((await upload(HEADER, { name: 'bad\u0000name.csv' })).statusCode).toBe(400);
    expect((await upload(HEADER, { key: 'no spaces allowed' })).statusCode).toBe(400);
    const huge = await upload(Buffer.alloc(ctx.config.UPLOAD_MAX_BYTES + 10, 'a'));
    expect(huge.statusCode).toBe(413);
    expect((await get(`/api/client/${acme}/data-loads?uploadKey=no!`)).statusCode).toBe(400);
    expect((await get(`/api/employee-data-uploads/1?page=0`)).statusCode).toBe(400);
    expect((await get(`/api/employee-data-uploads/1?kind=other`)).statusCode).toBe(400);
    expect((await ctx.db.select({ n: sql<number>`count(*)::int` }).from(dataLoads))[0]!.n).toBe(before);
  });

  it('answers 401 to visitors and 403 to employees and for another client, never reading the file', async () => {
    const acme = await clientId('acme');
    const globex = await clientId('globex');
    const before = (await ctx.db.select({ n: sql<number>`count(*)::int` }).from(dataLoads))[0]!.n;
    expect((await upload(csv(), { headers: host('acme') })).statusCode).toBe(401);
    expect((await upload(csv(), { headers: employee() })).statusCode).toBe(403);
    expect((await upload(csv(), { client: globex })).statusCode).toBe(403);
    for (const url of [
      `/api/client/${acme}/data-load-template`,
      `/api/client/${acme}/date-last-upload`,
      `/api/client/${acme}/data-loads`,
      '/api/employee-data-uploads/1',
    ]) {
      expect((await get(url, host('acme'))).statusCode).toBe(401);
      expect((await get(url, employee())).statusCode).toBe(403);
    }
    for (const url of [`/api/client/${globex}/data-load-template`, `/api/client/${globex}/date-last-upload`, `/api/client/${globex}/data-loads`])
      expect((await get(url)).statusCode).toBe(403);
    expect((await apply(1, employee())).statusCode).toBe(403);
    expect((await ctx.db.select({ n: sql<number>`count(*)::int` }).from(dataLoads))[0]!.n).toBe(before);
  });

  it("never shows or applies another client's upload", async () => {
    const globex = await clientId('globex');
    const [theirs] = await ctx.db.insert(dataLoads).values({ clientId: globex, fileName: 'globex.csv', status: 'preview' }).returning();
    for (const url of [
      `/api/employee-data-uploads/${theirs!.id}`,
      `/api/employee-data-uploads/${theirs!.id}/eligibility-difference`,
      `/api/employee-data-uploads/${theirs!.id}/failed-rows`,
    ]) {
      const res = await get(url);
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('globex.csv');
    }
    expect((await apply(theirs!.id)).statusCode).toBe(404);
    expect((await ctx.db.select().from(dataLoads).where(eq(dataLoads.id, theirs!.id)))[0]!.status).toBe('preview');
    expect((await get(`/api/client/${await clientId('acme')}/data-loads`)).json().data.some((l: { id: number }) => l.id === theirs!.id)).toBe(false);
  });
});
